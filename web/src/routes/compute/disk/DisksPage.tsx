import { useQueries, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type Disk, disksQuery, vmListQuery } from '../../../api/compute'
import { pb } from '../../../screens/path-builder'
import { useT } from '../../../i18n'
import { DiskAttachmentBadge } from './DiskAttachmentBadge'
import { locationName } from '../vm-format'
import { diskName, isBootDiskOf } from './disk-format'
import { DiskActions } from './DiskActions'
import { LocatedListScreen, type ListColumn } from '../../../components/LocatedListScreen'
import { locationsQuery } from '../../../api/config'

type Row = { location: string; disk: Disk; name: string; vmName: string | undefined }

/**
 * docs/product/config.md#console-routes: /disks. Every disk of the user across the site's locations (standalone ones
 * and the VMs' boot disks), searchable, sortable and paged; a standalone disk's row menu has its page's actions.
 */
export function DisksPage() {
  const t = useT()
  const locations = useQuery(locationsQuery)
  const slugs = (locations.data ?? []).map((location) => location.slug)
  const disks = useQueries({ queries: slugs.map((slug) => disksQuery(slug)) })
  const vms = useQueries({ queries: slugs.map((slug) => vmListQuery(slug)) })
  const allVms = vms.flatMap((result) => result.data ?? [])
  const rows: Row[] = disks.flatMap((result, i) =>
    (result.data ?? []).map((disk) => ({
      location: slugs[i] ?? '',
      disk,
      name: diskName(disk, allVms),
      vmName: allVms.find((vm) => vm.uuid === disk.attached_to)?.name,
    })),
  )
  const where = (slug: string) => locationName(slug, locations.data)
  const columns: ListColumn<Row>[] = [
    {
      key: 'name',
      label: t('compute.disk.column.name'),
      value: (row) => row.name,
      cell: (row) => <Link to={pb.disk({ location: row.location, uuid: row.disk.uuid })}>{row.name}</Link>,
    },
    {
      key: 'size',
      label: t('compute.disk.column.size'),
      value: (row) => row.disk.size_gb,
      cell: (row) => t('compute.storage.sizeValue', { size: row.disk.size_gb }),
    },
    {
      key: 'status',
      label: t('compute.disk.column.attached'),
      value: (row) => t(row.disk.attached_to ? 'compute.disk.attached' : 'compute.disk.detached'),
      filter: (row) => (row.disk.attached_to ? 'attached' : 'free'),
      cell: (row) => <DiskAttachmentBadge attached={Boolean(row.disk.attached_to)} vmName={row.vmName} />,
    },
    {
      key: 'location',
      label: t('compute.column.location'),
      value: (row) => where(row.location),
      filter: (row) => row.location,
      cell: (row) => where(row.location),
    },
    {
      key: 'source',
      label: t('compute.disk.column.source'),
      value: (row) => row.disk.source_image_type,
      cell: (row) => t(`compute.disk.source.${row.disk.source_image_type}`),
    },
  ]
  const failed = disks.filter((result) => result.isError)
  return (
    <LocatedListScreen
      type="disk"
      rows={rows}
      columns={columns}
      text={(row) => [row.name, row.disk.uuid, row.vmName ?? '', where(row.location), row.disk.source_image_type].join(' ')}
      rowKey={(row) => `${row.location}/${row.disk.uuid}`}
      pending={locations.isPending || disks.some((result) => result.isPending)}
      failure={locations.error ?? failed[0]?.error}
      onRetry={() => {
        if (locations.isError) void locations.refetch()
        failed.forEach((result) => void result.refetch())
      }}
      texts={{ failed: t('compute.disk.listFailed'), empty: t('compute.disk.empty') }}
      rowActions={(row) => {
        // A VM's boot disk changes on its VM's page only, which takes the location's VMs to tell.
        const there = vms[slugs.indexOf(row.location)]?.data
        if (!there || isBootDiskOf(row.disk, there)) return null
        return <DiskActions disk={row.disk} location={row.location} vms={there} row={row.name} />
      }}
    />
  )
}
