import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { api } from './client'
import { call } from './errors'
import type { components } from './generated/schema'
import { useApiMutation } from './use-api-mutation'

/** docs/product/access.md#impersonation "Tokens and delegation": API tokens, access groups and impersonation. */

type Schemas = components['schemas']
export type ApiToken = Schemas['ApiToken']
export type TokenCreate = Schemas['TokenCreate']
export type AccessGroup = Schemas['AccessGroup']
export type Impersonation = Schemas['Impersonation']
export type SharedAccess = Schemas['SharedAccess']

/** docs/product/access.md#api-tokens "Tokens and delegation": the user's API tokens. */
export const tokensQuery = queryOptions({
  queryKey: ['token_list'],
  queryFn: () => call(api.GET('/v1/user-resource/token/list')),
  meta: { errorToast: false },
})

export const tokenActions = {
  /** Answers every token of the user. */
  create: (body: TokenCreate) => call(api.POST('/v1/user-resource/token', { body })),
  /** Answers every token of the user. */
  update: (body: Schemas['TokenUpdate']) => call(api.PATCH('/v1/user-resource/token', { body })),
  delete: (id: number) => call(api.DELETE('/v1/user-resource/token', { body: { token_id: id } })),
}

export const accessGroupsQuery = queryOptions({
  queryKey: ['access_group_list'],
  queryFn: () => call(api.GET('/v1/user-resource/access_group')),
  meta: { errorToast: false },
})

/** What other users shared with the caller, keyed by invitation uuid. */
export const sharedWithMeQuery = queryOptions({
  queryKey: ['impersonation_list'],
  queryFn: async () => Object.values(await call(api.GET('/v1/user-resource/impersonation'))),
  meta: { errorToast: false },
})

export const accessActions = {
  createGroup: (body: Schemas['AccessGroupCreate']) => call(api.POST('/v1/user-resource/access_group', { body })),
  deleteGroup: (id: number) =>
    call(api.DELETE('/v1/user-resource/access_group/{id}', { params: { path: { id: String(id) } } })),
  invite: (id: number, body: Schemas['ImpersonationCreate']) =>
    call(api.POST('/v1/user-resource/access_group/{id}/impersonation', { params: { path: { id: String(id) } }, body })),
  revoke: (id: number, invitation: string) =>
    call(
      api.DELETE('/v1/user-resource/access_group/{id}/impersonation/{impersonation_id}', {
        params: { path: { id: String(id), impersonation_id: invitation } },
      }),
    ),
  accept: (uuid: string) => call(api.PUT('/v1/user-resource/impersonation/{uuid}/accept', { params: { path: { uuid } } })),
  start: (uuid: string) => call(api.POST('/v1/user-resource/impersonation/{uuid}/start', { params: { path: { uuid } } })),
}

/** A new token; the answer (every token of the user) replaces the list. */
export function useTokenCreate({ errorToast }: { errorToast?: boolean } = {}) {
  const queryClient = useQueryClient()
  return useApiMutation({
    mutationFn: tokenActions.create,
    onSuccess: (tokens) => queryClient.setQueryData(tokensQuery.queryKey, tokens),
    errorToast,
  })
}

/** A token's description, restriction and account; the answer replaces the list. */
export function useTokenUpdate() {
  const queryClient = useQueryClient()
  return useApiMutation({
    mutationFn: tokenActions.update,
    onSuccess: (tokens) => queryClient.setQueryData(tokensQuery.queryKey, tokens),
  })
}

export const useTokenDelete = () => useApiMutation({ mutationFn: tokenActions.delete, invalidates: [tokensQuery.queryKey] })

type Invitees = { emails: string[]; duration: Schemas['ImpersonationCreate']['duration'] }

/** A delegation and its first invitations, one call each (answers the group as the last call left it). */
export const useGroupCreate = () =>
  useApiMutation({
    mutationFn: async ({ body, emails, duration }: { body: Schemas['AccessGroupCreate'] } & Invitees) => {
      let group = await accessActions.createGroup(body)
      for (const email of emails) group = await accessActions.invite(group.id, { grantee_username: email, duration })
      return group
    },
    invalidates: [accessGroupsQuery.queryKey],
  })

export const useGroupDelete = () => useApiMutation({ mutationFn: accessActions.deleteGroup, invalidates: [accessGroupsQuery.queryKey] })

/** More invitations to a delegation, one call each. */
export const useInvite = () =>
  useApiMutation({
    mutationFn: async ({ group, emails, duration }: { group: number } & Invitees) => {
      for (const email of emails) await accessActions.invite(group, { grantee_username: email, duration })
    },
    invalidates: [accessGroupsQuery.queryKey],
  })

export const useInvitationRevoke = () =>
  useApiMutation({
    mutationFn: ({ group, invitation }: { group: number; invitation: string }) => accessActions.revoke(group, invitation),
    invalidates: [accessGroupsQuery.queryKey],
  })

/** Accepting an invitation another user sent; what is shared with the caller is read again. */
export const useInvitationAccept = ({ errorToast }: { errorToast?: boolean } = {}) =>
  useApiMutation({ mutationFn: accessActions.accept, invalidates: [sharedWithMeQuery.queryKey], errorToast })

/** Starting to act as the owner of an accepted invitation: answers the impersonation token. */
export const useImpersonationStart = ({ errorToast }: { errorToast?: boolean } = {}) =>
  useApiMutation({ mutationFn: accessActions.start, errorToast })
