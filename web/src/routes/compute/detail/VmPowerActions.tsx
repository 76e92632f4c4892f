import { useNavigate } from '@tanstack/react-router'
import { useEffect, useState } from 'react'
import { pb } from '../../../app/path-builder'
import { useToasts } from '../../../components/toast-store'
import { useT } from '../../../i18n'
import { Button } from '../../../ui/Button'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'
import { useVmAction, type Vm, type VmAction, vmCan } from '../../../api/compute'
import styles from '../Compute.module.css'

/**
 * Start, stop, force stop, reboot and delete, each enabled only when `vmCan` allows it. The API
 * has no reboot call, so a reboot is a graceful stop and, once the VM has stopped, a start.
 * Delete asks first and then returns to the list.
 */
export function VmPowerActions({ vm, location }: { vm: Vm; location: string }) {
  const t = useT()
  const toasts = useToasts()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
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
    <div role="group" aria-label={t('compute.action.label')} className={styles.actions}>
      <Button disabled={busy || !vmCan.start(vm)} onClick={() => start.mutate(target)}>
        {t('compute.action.start')}
      </Button>
      <Button disabled={busy || !vmCan.stop(vm)} onClick={() => stop.mutate(target)}>
        {t('compute.action.stop')}
      </Button>
      <Button disabled={busy || !vmCan.forceStop(vm)} onClick={() => forceStop.mutate(target)}>
        {t('compute.action.forceStop')}
      </Button>
      <Button disabled={busy || !vmCan.reboot(vm)} onClick={() => reboot.mutate(target)}>
        {t('compute.vm.action.reboot')}
      </Button>
      <Button variant="danger" disabled={busy || !vmCan.delete(vm)} onClick={() => setConfirming(true)}>
        {t('compute.action.delete')}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('compute.confirmDelete.title', { name: vm.name })}
        text={t('compute.confirmDelete.text')}
        confirmLabel={t('compute.confirmDelete.confirm')}
        cancelLabel={t('compute.confirmDelete.cancel')}
        onConfirm={() => remove.mutate(target)}
      />
    </div>
  )
}
