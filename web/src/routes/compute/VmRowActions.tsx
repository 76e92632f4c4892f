import { useState } from 'react'
import { useVmAction, type Vm, type VmAction, vmCan } from '../../api/compute'
import { useToasts } from '../../ui/toast-store'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { RowMenu } from '../../ui/RowMenu'
import { VmDeleteDialog } from './VmDeleteDialog'

/**
 * A VM row's everyday actions in the list (docs/reference/console.md#design-system): start, stop,
 * and delete apart, asked first. The rest are on its page.
 */
export function VmRowActions({ vm, location }: { vm: Vm; location: string }) {
  const t = useT()
  const toasts = useToasts()
  const [confirming, setConfirming] = useState(false)
  const target = { location, uuid: vm.uuid }
  const done = (action: VmAction) => () => toasts.success(t(`compute.done.${action}`, { name: vm.name }))
  const start = useVmAction('start', { onSuccess: done('start') })
  const stop = useVmAction('stop', { onSuccess: done('stop') })
  const remove = useVmAction('delete', { onSuccess: done('delete') })
  const busy = [start, stop, remove].some((mutation) => mutation.isPending)
  return (
    <>
      <RowMenu name={vm.name}>
        <Button variant="quiet" disabled={busy || !vmCan.start(vm)} onClick={() => start.mutate(target)}>
          {t('compute.action.start')}
        </Button>
        <Button variant="quiet" disabled={busy || !vmCan.stop(vm)} onClick={() => stop.mutate(target)}>
          {t('compute.action.stop')}
        </Button>
        <hr />
        <Button variant="danger" disabled={busy || !vmCan.delete(vm)} onClick={() => setConfirming(true)}>
          {t('compute.action.delete')}
        </Button>
      </RowMenu>
      <VmDeleteDialog vm={vm} isOpen={confirming} onOpenChange={setConfirming} onConfirm={() => remove.mutate(target)} />
    </>
  )
}
