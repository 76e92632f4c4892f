import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import { call } from './errors'
import type { components } from './generated/schema'

type Schemas = components['schemas']

/** Platform seed §7 "Identity and profile" and "Tokens and delegation" beyond the token list. */
export const mfaQuery = queryOptions({
  queryKey: ['mfa_is_active'],
  queryFn: () => call(api.GET('/v1/user-resource/mfa/is_active')),
  meta: { errorToast: false },
})

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
  updateProfile: (body: Schemas['ProfileUpdate']) => call(api.PATCH('/v1/user-resource/user/profile', { body })),
  activateMfa: () => call(api.POST('/v1/user-resource/mfa/activate')),
  deactivateMfa: () => call(api.POST('/v1/user-resource/mfa/deactivate')),
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
