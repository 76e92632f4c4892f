import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { accessActions, type AccessGroup, accessGroupsQuery, type ApiToken, tokenActions, tokensQuery } from '../../api/access'
import { pb } from '../../app/path-builder'
import { useApiMutation } from '../../app/use-api-mutation'
import { useToasts } from '../../components/toast-store'
import { useT } from '../../i18n'
import { ConfirmedAction } from '../../ui/ConfirmedAction'
import { MoreMenu } from '../../ui/MoreMenu'
import { RowMenu } from '../../ui/RowMenu'

/**
 * Deleting a token or a delegation (docs/reference/console.md#design-system): apart and asked
 * first, from its row or its page's More menu; from its own page (`back`), back to the list after.
 */
function useRemove<T>(call: () => Promise<T>, listKey: readonly unknown[], done: string, back: string | undefined) {
  const toasts = useToasts()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  return useApiMutation({
    mutationFn: call,
    onSuccess: async () => {
      toasts.success(done)
      await queryClient.invalidateQueries({ queryKey: listKey })
      if (back) void navigate({ to: back })
    },
  })
}

function TokenDelete({ token, leaves }: { token: ApiToken; leaves: boolean }) {
  const t = useT()
  const remove = useRemove(() => tokenActions.delete(token.id), tokensQuery.queryKey, t('access.tokens.deleted', { description: token.description }), leaves ? pb.apiTokens() : undefined)
  return (
    <ConfirmedAction
      label={t('access.tokens.delete')}
      ariaLabel={t('access.tokens.deleteLabel', { description: token.description })}
      title={t('access.tokens.confirmDelete.title', { description: token.description })}
      text={t('access.tokens.confirmDelete.text')}
      confirmLabel={t('access.tokens.confirmDelete.confirm')}
      cancelLabel={t('common.cancel')}
      disabled={remove.isPending}
      onConfirm={() => remove.mutate()}
    />
  )
}

function GroupDelete({ group, leaves }: { group: AccessGroup; leaves: boolean }) {
  const t = useT()
  const remove = useRemove(() => accessActions.deleteGroup(group.id), accessGroupsQuery.queryKey, t('access.delegation.deleted', { name: group.name }), leaves ? pb.delegations() : undefined)
  return (
    <ConfirmedAction
      label={t('access.delegation.delete')}
      title={t('access.delegation.confirmDelete', { name: group.name })}
      text={t('access.delegation.deleteText')}
      cancelLabel={t('common.cancel')}
      disabled={remove.isPending}
      onConfirm={() => remove.mutate()}
    />
  )
}

export function TokenRowActions({ token }: { token: ApiToken }) {
  return (
    <RowMenu name={token.description}>
      <TokenDelete token={token} leaves={false} />
    </RowMenu>
  )
}

export function TokenHeaderActions({ token }: { token: ApiToken }) {
  return (
    <MoreMenu>
      <TokenDelete token={token} leaves />
    </MoreMenu>
  )
}

export function GroupRowActions({ group }: { group: AccessGroup }) {
  return (
    <RowMenu name={group.name}>
      <GroupDelete group={group} leaves={false} />
    </RowMenu>
  )
}

export function GroupHeaderActions({ group }: { group: AccessGroup }) {
  return (
    <MoreMenu>
      <GroupDelete group={group} leaves />
    </MoreMenu>
  )
}
