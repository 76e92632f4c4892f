import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { metalOsQuery, type MetalLease } from '../../api/metal'
import { pb } from '../../screens/path-builder'
import { LocatedListScreen, type ListColumn } from '../../components/LocatedListScreen'
import { LeaseRowActions } from './LeaseActions'
import { useT } from '../../i18n'
import { locationName } from '../compute/vm-format'
import { LeaseStatusBadge } from './LeaseStatusBadge'
import { osTitle } from './metal-format'
import { useAllLeases } from './use-leases'

/** docs/product/config.md#console-routes: /metal. The user's leases in every location, released ones last. */
export function LeasesPage() {
  const t = useT()
  const { locations, leases, pending, error, retry } = useAllLeases()
  const os = useQuery(metalOsQuery)
  const rows = [...leases].sort((a, b) => Number(a.status === 'released') - Number(b.status === 'released'))
  const where = (lease: MetalLease) => locationName(lease.location, locations)
  const system = (lease: MetalLease) => osTitle(lease.requested_os_id, os.data)
  const columns: ListColumn<MetalLease>[] = [
    {
      key: 'name',
      label: t('metal.column.name'),
      value: (lease) => lease.display_name,
      cell: (lease) => <Link to={pb.lease({ uuid: lease.uuid })}>{lease.display_name}</Link>,
    },
    {
      key: 'status',
      label: t('metal.column.status'),
      value: (lease) => t(`metal.status.${lease.status}`),
      filter: (lease) => lease.status,
      cell: (lease) => <LeaseStatusBadge status={lease.status} />,
    },
    { key: 'location', label: t('metal.column.location'), value: where, filter: (lease) => lease.location, cell: where },
    { key: 'os', label: t('metal.column.os'), value: system, cell: system },
    {
      key: 'ip',
      label: t('metal.column.ip'),
      value: (lease) => lease.machine.ip_public_v4 ?? '',
      cell: (lease) => lease.machine.ip_public_v4 ?? '—',
    },
  ]
  return (
    <LocatedListScreen
      type="bare_metal"
      rows={rows}
      columns={columns}
      text={(lease) => [lease.display_name, where(lease), system(lease), lease.machine.ip_public_v4 ?? ''].join(' ')}
      rowKey={(lease) => lease.uuid}
      pending={pending}
      failure={error}
      onRetry={retry}
      texts={{ failed: t('metal.listFailed'), empty: t('metal.empty') }}
      rowActions={(lease) => lease.status !== 'released' && <LeaseRowActions lease={lease} />}
    />
  )
}
