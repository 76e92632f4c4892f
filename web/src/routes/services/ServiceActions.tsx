import { type ServicePackage, usePackageDelete } from '../../api/services'
import { pb } from '../../screens/path-builder'
import { useT } from '../../i18n'
import { ConfirmedAction } from '../../ui/ConfirmedAction'
import { MoreMenu } from '../../ui/MoreMenu'
import { RowMenu } from '../../ui/RowMenu'
import { useRemove } from '../../ui/use-remove'

/**
 * Delete: the package's destructive action, apart and confirmed
 * (docs/reference/console.md#design-system); from its page (`back`), back to the list after.
 */
function DeleteItem({ pkg, back }: { pkg: ServicePackage; back: boolean }) {
  const t = useT()
  const { remove, isPending } = useRemove(
    usePackageDelete(),
    (deleted) => t('services.remove.done', { name: deleted.display_name }),
    back ? pb.services() : undefined,
  )
  return (
    <ConfirmedAction
      label={t('services.remove.button')}
      title={t('services.remove.title', { name: pkg.display_name })}
      text={t('services.remove.text')}
      confirmLabel={t('services.remove.confirm')}
      cancelLabel={t('services.remove.cancel')}
      disabled={isPending}
      onConfirm={() => remove(pkg.uuid)}
    />
  )
}

export function ServiceHeaderMenu({ pkg }: { pkg: ServicePackage }) {
  return (
    <MoreMenu>
      <DeleteItem pkg={pkg} back />
    </MoreMenu>
  )
}

export function ServiceRowActions({ pkg }: { pkg: ServicePackage }) {
  return (
    <RowMenu name={pkg.display_name}>
      <DeleteItem pkg={pkg} back={false} />
    </RowMenu>
  )
}
