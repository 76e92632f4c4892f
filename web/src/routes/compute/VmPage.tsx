import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from '@tanstack/react-router'
import { useState, type ReactNode } from 'react'
import { vmCan } from '../../api/can'
import { locationsQuery, vmQuery } from '../../api/queries'
import type { Vm } from '../../api/types'
import { useVmAction, type VmAction } from '../../api/vm-actions'
import { pb } from '../../app/path-builder'
import { ResourceFrame } from '../../components/ResourceScreens'
import { useToasts } from '../../components/toast-store'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { DelayedSpinner } from '../../ui/Loading'
import { Uuid } from '../../ui/Uuid'
import resourceStyles from '../../components/ResourceScreens.module.css'
import styles from './Compute.module.css'
import { locationName, vmOs, vmSize } from './vm-format'
import { VmStatusBadge } from './VmStatusBadge'
import { LoadError } from '../../components/LoadError'
import { VmNetwork } from '../network/VmNetwork'

/** Resource seed §2: /compute/vm/{location}/{vmId}: the VM, its disks and its power actions. */
export function VmPage() {
  const t = useT()
  const { location, vmId } = useParams({ strict: false }) as { location: string; vmId: string }
  const vm = useQuery(vmQuery(location, vmId))
  const title = vm.data?.name ?? t('resources.virtual_machine.one')

  return (
    <ResourceFrame type="virtual_machine" title={title}>
      {vm.isPending && <DelayedSpinner />}
      {vm.isError && (
        <LoadError
          title={t('compute.loadFailed')}
          error={vm.error}
          onRetry={() => void vm.refetch()}
        />
      )}
      {vm.data && <VmDetail vm={vm.data} location={location} />}
    </ResourceFrame>
  )
}

function VmDetail({ vm, location }: { vm: Vm; location: string }) {
  const t = useT()
  const locations = useQuery(locationsQuery)
  const none = '—'
  const fields: [string, ReactNode][] = [
    [t('compute.column.location'), locationName(location, locations.data)],
    [t('compute.column.size'), vmSize(vm, t)],
    [t('compute.column.os'), vmOs(vm)],
    [t('compute.field.publicIp'), vm.public_ipv4 || none],
    [t('compute.field.privateIp'), vm.private_ipv4 || none],
    [t('compute.field.hostname'), vm.hostname],
    [t('compute.field.username'), vm.username],
    [t('compute.field.mac'), vm.mac],
    [t('compute.field.pool'), vm.designated_pool_name],
    [t('compute.field.billingAccount'), vm.billing_account],
    [t('compute.field.backup'), vm.backup ? t('compute.backupOn') : t('compute.backupOff')],
    [t('compute.field.created'), vm.created_at],
    [t('compute.field.description'), vm.description || none],
    [t('compute.field.uuid'), <Uuid value={vm.uuid} />],
  ]

  return (
    <>
      <div className={styles.header}>
        <VmStatusBadge status={vm.status} inHeader />
      </div>
      <VmActions vm={vm} location={location} />

      <section aria-labelledby="vm-details">
        <h2 id="vm-details" className={styles.heading}>
          {t('compute.field.details')}
        </h2>
        <dl className={styles.fields}>
          {fields.map(([label, value]) => (
            <div key={label} className={styles.field}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>

      <VmNetwork vm={vm} location={location} />

      <section aria-labelledby="vm-storage">
        <h2 id="vm-storage" className={styles.heading}>
          {t('compute.storage.title')}
        </h2>
        <table className={resourceStyles.table} aria-labelledby="vm-storage">
          <thead>
            <tr>
              <th scope="col">{t('compute.storage.device')}</th>
              <th scope="col">{t('compute.storage.size')}</th>
              <th scope="col">{t('compute.storage.type')}</th>
              <th scope="col">{t('compute.storage.boot')}</th>
            </tr>
          </thead>
          <tbody>
            {vm.storage.map((disk) => (
              <tr key={disk.uuid}>
                <th scope="row" data-label={t('compute.storage.device')}>
                  {disk.name}
                </th>
                <td data-label={t('compute.storage.size')}>{t('compute.storage.sizeValue', { size: disk.size })}</td>
                <td data-label={t('compute.storage.type')}>{disk.type}</td>
                <td data-label={t('compute.storage.boot')}>
                  {disk.primary ? t('compute.storage.yes') : t('compute.storage.no')}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
    </>
  )
}

/**
 * Start, stop, force stop and delete, each enabled only when `vmCan` allows it; success toasts
 * here, failures toast through the query client. Delete asks first and then returns to the list.
 */
function VmActions({ vm, location }: { vm: Vm; location: string }) {
  const t = useT()
  const toasts = useToasts()
  const navigate = useNavigate()
  const [confirming, setConfirming] = useState(false)
  const target = { location, uuid: vm.uuid }
  const done = (action: VmAction) => () => toasts.success(t(`compute.done.${action}`, { name: vm.name }))
  const start = useVmAction('start', { onSuccess: done('start') })
  const stop = useVmAction('stop', { onSuccess: done('stop') })
  const forceStop = useVmAction('forceStop', { onSuccess: done('forceStop') })
  const remove = useVmAction('delete', {
    onSuccess: () => {
      done('delete')()
      void navigate({ to: pb.vms() })
    },
  })
  const busy = start.isPending || stop.isPending || forceStop.isPending || remove.isPending

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
