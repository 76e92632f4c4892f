import { type AccessGroup, type ApiToken, useGroupDelete, useTokenDelete } from '../../api/access'
import { pb } from '../../screens/path-builder'
import { useT } from '../../i18n'
import { ConfirmedAction } from '../../ui/ConfirmedAction'
import { MoreMenu } from '../../ui/MoreMenu'
import { RowMenu } from '../../ui/RowMenu'
import { useRemove } from '../../ui/use-remove'

/**
 * Deleting a token or a delegation (docs/reference/console.md#design-system): apart and asked
 * first, from its row or its page's More menu; from its own page (`leaves`), back to the list after.
 */
function TokenDelete({ token, leaves }: { token: ApiToken; leaves: boolean }) {
  const t = useT()
  const { remove, isPending } = useRemove(
    useTokenDelete(),
    () => t('access.tokens.deleted', { description: token.description }),
    leaves ? pb.apiTokens() : undefined,
  )
  return (
    <ConfirmedAction
      label={t('access.tokens.delete')}
      ariaLabel={t('access.tokens.deleteLabel', { description: token.description })}
      title={t('access.tokens.confirmDelete.title', { description: token.description })}
      text={t('access.tokens.confirmDelete.text')}
      confirmLabel={t('access.tokens.confirmDelete.confirm')}
      cancelLabel={t('common.cancel')}
      disabled={isPending}
      onConfirm={() => remove(token.id)}
    />
  )
}

function GroupDelete({ group, leaves }: { group: AccessGroup; leaves: boolean }) {
  const t = useT()
  const { remove, isPending } = useRemove(
    useGroupDelete(),
    () => t('access.delegation.deleted', { name: group.name }),
    leaves ? pb.delegations() : undefined,
  )
  return (
    <ConfirmedAction
      label={t('access.delegation.delete')}
      title={t('access.delegation.confirmDelete', { name: group.name })}
      text={t('access.delegation.deleteText')}
      cancelLabel={t('common.cancel')}
      disabled={isPending}
      onConfirm={() => remove(group.id)}
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
