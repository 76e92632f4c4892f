import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { type Replica, replicasQuery, type ReplicaType, type Vm, vmCan, vmOperations } from '../../../api/compute'
import { LoadError } from '../../../components/LoadError'
import { useToasts } from '../../../ui/toast-store'
import { useT } from '../../../i18n'
import { Button } from '../../../ui/Button'
import { ConfirmDialog } from '../../../ui/ConfirmDialog'
import { DataTable } from '../../../ui/DataTable'
import { Notice } from '../../../ui/Notice'
import styles from '../Compute.module.css'
import { useVmChange } from '../../../api/use-location-change'

type Props = { vm: Vm; location: string }

/** Snapshots: taken on demand, restored or deleted (docs/product/compute.md#vm-replicas). */
export function VmSnapshotsSection({ vm, location }: Props) {
  const t = useT()
  const toasts = useToasts()
  const take = useVmChange(location, vm.uuid, () => vmOperations.snapshot(location, vm.uuid), () =>
    toasts.success(t('compute.vm.done.snapshot', { name: vm.name })),
  )
  return (
    <section aria-labelledby="vm-snapshots" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="vm-snapshots" className={styles.heading}>
          {t('compute.vm.replica.snapshots')}
        </h2>
        <Button disabled={!vmCan.snapshot(vm) || take.isPending} onClick={() => take.mutate(undefined)}>
          {t('compute.vm.replica.takeSnapshot')}
        </Button>
      </div>
      <ReplicaTable vm={vm} location={location} type="snapshot" />
    </section>
  )
}

/** Backups: weekly while on, the latest 4 kept (docs/product/compute.md#vm-replicas); restored or deleted. */
export function VmBackupsSection({ vm, location }: Props) {
  const t = useT()
  const toasts = useToasts()
  const toggle = useVmChange(location, vm.uuid, () => vmOperations.toggleBackup(location, vm.uuid), (updated) =>
    toasts.success(t(updated.backup ? 'compute.vm.done.backupOn' : 'compute.vm.done.backupOff', { name: updated.name })),
  )
  return (
    <section aria-labelledby="vm-backups" className={styles.section}>
      <div className={styles.sectionHead}>
        <h2 id="vm-backups" className={styles.heading}>
          {t('compute.vm.replica.backups')}
        </h2>
        <Button disabled={toggle.isPending} onClick={() => toggle.mutate(undefined)}>
          {vm.backup ? t('compute.vm.replica.backupsOff') : t('compute.vm.replica.backupsOn')}
        </Button>
      </div>
      <p className={styles.muted}>{vm.backup ? t('compute.vm.replica.backupsExplainOn') : t('compute.vm.replica.backupsExplainOff')}</p>
      <ReplicaTable vm={vm} location={location} type="backup" />
    </section>
  )
}

function ReplicaTable({ vm, location, type }: Props & { type: ReplicaType }) {
  const t = useT()
  const replicas = useQuery(replicasQuery(location, vm.uuid, type))
  if (replicas.isError)
    return <LoadError title={t('compute.vm.replica.loadFailed')} error={replicas.error} onRetry={() => void replicas.refetch()} />
  if (!replicas.data) return null
  if (replicas.data.length === 0) return <Notice mode="compact">{t(type === 'snapshot' ? 'compute.vm.replica.noSnapshots' : 'compute.vm.replica.noBackups')}</Notice>
  const newestFirst = [...replicas.data].reverse()
  return (
    <DataTable
      columns={[
        { label: t('compute.vm.replica.taken'), cell: (replica) => replica.created_at },
        { label: t('compute.storage.size'), cell: (replica) => t('compute.storage.sizeValue', { size: replica.size }) },
        {
          label: t('compute.vm.disk.actions'),
          cell: (replica) => <ReplicaActions vm={vm} location={location} replica={replica} />,
        },
      ]}
      rows={newestFirst}
      rowKey={(replica) => replica.uuid}
      aria-label={t(type === 'snapshot' ? 'compute.vm.replica.snapshots' : 'compute.vm.replica.backups')}
    />
  )
}

function ReplicaActions({ vm, location, replica }: Props & { replica: Replica }) {
  const t = useT()
  const toasts = useToasts()
  const [asking, setAsking] = useState<'restore' | 'delete' | undefined>()
  const restore = useVmChange(
    location,
    vm.uuid,
    () => vmOperations.restore(location, { uuid: vm.uuid, replica_uuid: replica.uuid, type: replica.type }),
    () => toasts.success(t('compute.vm.done.restore', { name: vm.name, at: replica.created_at })),
  )
  const remove = useVmChange(
    location,
    vm.uuid,
    () => vmOperations.deleteReplica(location, { replica_uuid: replica.uuid, type: replica.type }),
    () => toasts.success(t('compute.vm.done.deleteReplica', { at: replica.created_at })),
  )
  // A snapshot kept with the backups rotates with them; a backup kept as a snapshot stays until deleted.
  const to = replica.type === 'snapshot' ? 'backup' : 'snapshot'
  const convert = useVmChange(
    location,
    vm.uuid,
    () => vmOperations.convertReplica(location, { replica_uuid: replica.uuid, from_type: replica.type, to_type: to }),
    () => toasts.success(t('compute.vm.done.convertReplica', { at: replica.created_at, type: t(`compute.disk.create.${to}`) })),
  )
  const busy = restore.isPending || remove.isPending || convert.isPending
  return (
    <div className={styles.rowActions}>
      <Button
        disabled={busy || !vmCan.restore(vm)}
        aria-label={t('compute.vm.replica.restoreLabel', { at: replica.created_at })}
        onClick={() => setAsking('restore')}
      >
        {t('compute.vm.replica.restore')}
      </Button>
      <Button
        disabled={busy}
        aria-label={t('compute.vm.replica.convertLabel', { at: replica.created_at })}
        onClick={() => convert.mutate(undefined)}
      >
        {t(to === 'backup' ? 'compute.vm.replica.convertToBackup' : 'compute.vm.replica.convertToSnapshot')}
      </Button>
      <Button variant="danger" disabled={busy} aria-label={t('compute.vm.replica.deleteLabel', { at: replica.created_at })} onClick={() => setAsking('delete')}>
        {t('compute.vm.replica.delete')}
      </Button>
      <ConfirmDialog
        isOpen={asking !== undefined}
        onOpenChange={(open) => !open && setAsking(undefined)}
        title={t(asking === 'restore' ? 'compute.vm.replica.restoreTitle' : 'compute.vm.replica.deleteTitle', { at: replica.created_at })}
        text={t(asking === 'restore' ? 'compute.vm.replica.restoreText' : 'compute.vm.replica.deleteText')}
        confirmLabel={t(asking === 'restore' ? 'compute.vm.replica.restore' : 'compute.vm.replica.delete')}
        cancelLabel={t('compute.vm.cancel')}
        onConfirm={() => (asking === 'restore' ? restore.mutate(undefined) : remove.mutate(undefined))}
      />
    </div>
  )
}
