import type { Vm } from '../../api/compute'
import { useT } from '../../i18n'
import { ConfirmDialog } from '../../ui/ConfirmDialog'

/** "Delete <name>?": the one confirmation a VM's delete asks, from its row or its page. */
export function VmDeleteDialog({
  vm,
  isOpen,
  onOpenChange,
  onConfirm,
}: {
  vm: Vm
  isOpen: boolean
  onOpenChange: (open: boolean) => void
  onConfirm: () => void
}) {
  const t = useT()
  return (
    <ConfirmDialog
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('compute.confirmDelete.title', { name: vm.name })}
      text={t('compute.confirmDelete.text')}
      confirmLabel={t('compute.confirmDelete.confirm')}
      cancelLabel={t('compute.confirmDelete.cancel')}
      onConfirm={onConfirm}
    />
  )
}
