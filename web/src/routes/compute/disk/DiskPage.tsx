import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { billingAccountsQuery } from '../../../api/billing'
import { type Disk, diskQuery, type Vm, vmListQuery } from '../../../api/compute'
import { pb } from '../../../screens/path-builder'
import { LoadError } from '../../../components/LoadError'
import { ResourceFrame } from '../../../components/ResourceScreens'
import { useT } from '../../../i18n'
import { Skeleton } from '../../../ui/Loading'
import { Notice } from '../../../ui/Notice'
import { Uuid } from '../../../ui/Uuid'
import styles from '../Compute.module.css'
import { locationName } from '../vm-format'
import { DiskActions } from './DiskActions'
import { DiskAttachmentBadge } from './DiskAttachmentBadge'
import { diskName, isBootDiskOf } from './disk-format'
import { DetailsSection, type FieldRows } from '../../../ui/Fields'
import { DataTable } from '../../../ui/DataTable'
import { locationsQuery } from '../../../api/config'

/**
 * docs/product/config.md#console-routes: /disks/disk/{location}/{uuid}. A standalone disk: grow (only), rename and
 * billing account, attach to a VM of its location or detach, its snapshots, delete. A VM's boot
 * disk is shown read-only, with a link to its VM, where it changes.
 */
export function DiskPage() {
  const t = useT()
  const { location, uuid } = useParams({ strict: false }) as { location: string; uuid: string }
  const disk = useQuery(diskQuery(location, uuid))
  const vms = useQuery(vmListQuery(location))
  const title = disk.data ? diskName(disk.data, vms.data) : t('resources.disk.one')
  const vmOf = (d: Disk) => vms.data?.find((candidate) => candidate.uuid === d.attached_to)
  return (
    <ResourceFrame
      detail
      type="disk"
      title={title}
      status={disk.data && <DiskAttachmentBadge attached={Boolean(disk.data.attached_to)} vmName={vmOf(disk.data)?.name} inHeader />}
      actions={disk.data && !isBootDiskOf(disk.data, vms.data ?? []) && <DiskActions disk={disk.data} location={location} vms={vms.data ?? []} />}
    >
      {disk.isPending && <Skeleton />}
      {disk.isError && <LoadError title={t('compute.disk.loadFailed')} error={disk.error} onRetry={() => void disk.refetch()} />}
      {disk.data && <DiskDetail disk={disk.data} location={location} vms={vms.data ?? []} />}
    </ResourceFrame>
  )
}

function DiskDetail({ disk, location, vms }: { disk: Disk; location: string; vms: Vm[] }) {
  const t = useT()
  const locations = useQuery(locationsQuery)
  const accounts = useQuery(billingAccountsQuery)
  const vm = vms.find((candidate) => candidate.uuid === disk.attached_to)
  const boot = isBootDiskOf(disk, vms)
  const account = accounts.data?.find((candidate) => candidate.id === disk.billing_account_id)
  const fields: FieldRows = [
    [t('compute.column.location'), locationName(location, locations.data)],
    [t('compute.disk.column.size'), t('compute.storage.sizeValue', { size: disk.size_gb })],
    [t('compute.disk.field.status'), t(`compute.disk.status.${disk.status}`)],
    [
      t('compute.disk.column.attached'),
      vm ? <Link to={pb.vm({ location, vmId: vm.uuid })}>{vm.name}</Link> : disk.attached_to ? <Uuid value={disk.attached_to} /> : t('compute.disk.detached'),
    ],
    [t('compute.disk.column.source'), t(`compute.disk.source.${disk.source_image_type}`)],
    [t('compute.field.billingAccount'), account?.title ?? String(disk.billing_account_id)],
    [t('compute.field.created'), disk.created_at],
    [t('compute.field.uuid'), <Uuid value={disk.uuid} />],
  ]
  return (
    <>
      {boot && vm && (
        <Notice mode="compact">
          {t('compute.disk.bootReadOnly')} <Link to={pb.vm({ location, vmId: vm.uuid })}>{t('compute.disk.openVm', { name: vm.name })}</Link>
        </Notice>
      )}
      <DetailsSection id="disk-details" title={t('compute.field.details')} fields={fields} className={styles.section} />
      <section aria-labelledby="disk-snapshots" className={styles.section}>
        <h2 id="disk-snapshots" className={styles.heading}>
          {t('compute.vm.replica.snapshots')}
        </h2>
        {disk.snapshots.length === 0 ? (
          <Notice mode="compact">{t('compute.vm.replica.noSnapshots')}</Notice>
        ) : (
          <DataTable
            aria-labelledby="disk-snapshots"
            columns={[
              { label: t('compute.vm.replica.taken'), cell: (snapshot) => snapshot.display_name ?? snapshot.created_at },
              { label: t('compute.disk.column.size'), cell: (snapshot) => t('compute.storage.sizeValue', { size: snapshot.size_gb }) },
            ]}
            rows={disk.snapshots}
            rowKey={(snapshot) => snapshot.uuid}
          />
        )}
      </section>
    </>
  )
}
