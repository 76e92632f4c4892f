import { useQuery } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import { billingAccountsQuery } from '../../api/billing'
import { bootImagesQuery, type Vm, vmImagesQuery, vmQuery } from '../../api/compute'
import { ResourceFrame } from '../../components/ResourceScreens'
import { useT } from '../../i18n'
import { Skeleton } from '../../ui/Loading'
import { LoadingProgressBar } from '../../ui/ResourceProgress'
import { Uuid } from '../../ui/Uuid'
import styles from './Compute.module.css'
import { VmInterfacesSection } from './detail/VmInterfacesSection'
import { VmActionHints, VmManageActions } from './detail/VmManageActions'
import { VmPowerActions } from './detail/VmPowerActions'
import { VmBackupsSection, VmSnapshotsSection } from './detail/VmReplicasSection'
import { VmStorageSection } from './detail/VmStorageSection'
import { useTransitionProgress } from './detail/use-transition-progress'
import { locationName, osDisplayName, vmSize } from './vm-format'
import { VmStatusBadge } from './VmStatusBadge'
import { LoadError } from '../../components/LoadError'
import { VmNetwork } from '../network/VmNetwork'
import { DetailsSection, type FieldRows } from '../../ui/Fields'
import { locationsQuery } from '../../api/config'

/**
 * docs/product/config.md#console-routes: /compute/vm/{location}/{vmId}: the VM with every action the API offers
 * (docs/product/compute.md#vm-replicas), its disks, snapshots, backups and network interfaces.
 */
export function VmPage() {
  const t = useT()
  const { location, vmId } = useParams({ strict: false }) as { location: string; vmId: string }
  const vm = useQuery(vmQuery(location, vmId))
  const title = vm.data?.name ?? t('resources.virtual_machine.one')

  return (
    <ResourceFrame
      type="virtual_machine"
      title={title}
      detail
      status={vm.data && <VmStatusBadge status={vm.data.status} inHeader />}
      actions={vm.data && <VmPowerActions vm={vm.data} location={location} more={<VmManageActions vm={vm.data} location={location} />} />}
    >
      {vm.isPending && <Skeleton />}
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
  const images = useQuery(vmImagesQuery)
  const accounts = useQuery(billingAccountsQuery)
  const bootImages = useQuery({ ...bootImagesQuery, enabled: Boolean(vm.boot_image_uuid) })
  const progress = useTransitionProgress(vm)
  const none = '—'
  const account = accounts.data?.find((candidate) => candidate.id === vm.billing_account)
  const iso = bootImages.data?.find((image) => image.uuid === vm.boot_image_uuid)
  const fields: FieldRows = [
    [t('compute.column.location'), locationName(location, locations.data)],
    [t('compute.column.size'), vmSize(vm, t)],
    [t('compute.column.os'), osDisplayName(vm, images.data)],
    [t('compute.field.publicIp'), vm.public_ipv4 || none],
    [t('compute.field.privateIp'), vm.private_ipv4 || none],
    [t('compute.field.hostname'), vm.hostname],
    [t('compute.field.username'), vm.username || none],
    [t('compute.field.mac'), vm.mac],
    [t('compute.field.pool'), vm.designated_pool_name],
    [t('compute.field.billingAccount'), account?.title ?? String(vm.billing_account)],
    [t('compute.field.backup'), vm.backup ? t('compute.backupOn') : t('compute.backupOff')],
    [t('compute.field.created'), vm.created_at],
    [t('compute.field.description'), vm.description || none],
    [t('compute.field.uuid'), <Uuid value={vm.uuid} />],
  ]
  if (vm.boot_image_uuid) fields.push([t('compute.vm.bootIso.bootedFrom'), iso?.image_name ?? <Uuid value={vm.boot_image_uuid} />])

  return (
    <>
      {progress && (
        <LoadingProgressBar
          name={vm.name}
          typeLabel={t('resources.virtual_machine.one')}
          startedAt={progress.startedAt}
          expectedMs={progress.expectedMs}
        />
      )}
      <VmActionHints vm={vm} />

      <DetailsSection id="vm-details" title={t('compute.field.details')} fields={fields} className={styles.section} />

      <VmNetwork vm={vm} location={location} />
      <VmStorageSection vm={vm} location={location} />
      <VmSnapshotsSection vm={vm} location={location} />
      <VmBackupsSection vm={vm} location={location} />
      <VmInterfacesSection vm={vm} location={location} />
    </>
  )
}
