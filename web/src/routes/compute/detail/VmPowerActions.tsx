import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState, type ReactNode } from 'react'
import { pb } from '../../../screens/path-builder'
import { useToasts } from '../../../ui/toast-store'
import { useT } from '../../../i18n'
import { Button } from '../../../ui/Button'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'
import { MoreMenu } from '../../../ui/MoreMenu'
import { useVmAction, type Vm, type VmAction, vmCan } from '../../../api/compute'
import styles from '../Compute.module.css'
import { VmDeleteDialog } from '../VmDeleteDialog'

/**
 * The VM page's actions (docs/reference/console.md#design-system): start, stop and reboot as one
 * group; `more` (the rare ones) in the "More" menu, then force stop and delete apart from them, in
 * the danger colour, each asked first. Each is enabled only when `vmCan` allows it. The API has no
 * reboot call, so a reboot is a graceful stop and, once the VM has stopped, a start. Delete
 * returns to the list.
 */
export function VmPowerActions({ vm, location, more }: { vm: Vm; location: string; more: ReactNode }) {
  const t = useT()
  const toasts = useToasts()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState<'forceStop' | 'delete'>()
  const [rebooting, setRebooting] = useState(false)
  const target = { location, uuid: vm.uuid }
  const done = (action: VmAction) => () => toasts.success(t(`compute.done.${action}`, { name: vm.name }))
  const start = useVmAction('start', { onSuccess: done('start') })
  const stop = useVmAction('stop', { onSuccess: done('stop') })
  const forceStop = useVmAction('forceStop', { onSuccess: done('forceStop') })
  const reboot = useVmAction('stop', {
    onSuccess: () => {
      setRebooting(true)
      toasts.success(t('compute.vm.done.reboot', { name: vm.name }))
    },
  })
  const remove = useVmAction('delete', {
    onSuccess: () => {
      done('delete')()
      void navigate({ to: pb.vms() })
    },
  })
  const { mutate: startVm } = start
  // The second half of a reboot: start once the graceful stop has landed (a guest that ignores
  // it is forced after 120 s); give up if the VM went anywhere else.
  useEffect(() => {
    if (!rebooting) return
    if (vm.status === 'stopped') {
      setRebooting(false)
      startVm(target)
    } else if (vm.status !== 'stopping' && vm.status !== 'running') setRebooting(false)
  }, [rebooting, vm.status])
  const busy = rebooting || [start, stop, forceStop, reboot, remove].some((mutation) => mutation.isPending)

  return (
    <>
      <div role="group" aria-label={t('compute.action.label')} className={styles.segmented}>
        <Button variant="secondary" disabled={busy || !vmCan.start(vm)} onClick={() => start.mutate(target)}>
          {t('compute.action.start')}
        </Button>
        <Button variant="secondary" disabled={busy || !vmCan.stop(vm)} onClick={() => stop.mutate(target)}>
          {t('compute.action.stop')}
        </Button>
        <Button variant="secondary" disabled={busy || !vmCan.reboot(vm)} onClick={() => reboot.mutate(target)}>
          {t('compute.vm.action.reboot')}
        </Button>
      </div>
      <MoreMenu>
        {more}
        <hr />
        <Button variant="danger" disabled={busy || !vmCan.forceStop(vm)} onClick={() => setConfirming('forceStop')}>
          {t('compute.action.forceStop')}
        </Button>
        <Button variant="danger" disabled={busy || !vmCan.delete(vm)} onClick={() => setConfirming('delete')}>
          {t('compute.action.delete')}
        </Button>
      </MoreMenu>
      <ConfirmDialog
        isOpen={confirming === 'forceStop'}
        onOpenChange={(open) => setConfirming(open ? 'forceStop' : undefined)}
        title={t('compute.confirmForceStop.title', { name: vm.name })}
        text={t('compute.confirmForceStop.text')}
        confirmLabel={t('compute.confirmForceStop.confirm')}
        cancelLabel={t('compute.confirmDelete.cancel')}
        onConfirm={() => forceStop.mutate(target)}
      />
      <VmDeleteDialog
        vm={vm}
        isOpen={confirming === 'delete'}
        onOpenChange={(open) => setConfirming(open ? 'delete' : undefined)}
        onConfirm={() => remove.mutate(target)}
      />
    </>
  )
}
