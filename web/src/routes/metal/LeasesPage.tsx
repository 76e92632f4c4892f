import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { metalOsQuery } from '../../api/metal'
import { pb } from '../../app/path-builder'
import { LoadError } from '../../components/LoadError'
import { CreateLink, EmptyState, ResourceFrame } from '../../components/ResourceScreens'
import { useT } from '../../i18n'
import { DataTable } from '../../ui/DataTable'
import { Skeleton } from '../../ui/Loading'
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

  return (
    <ResourceFrame type="bare_metal" title={t('resources.bare_metal.other')} actions={<CreateLink type="bare_metal" />}>
      {error && <LoadError title={t('metal.listFailed')} error={error} onRetry={retry} />}
      {pending && !error && <Skeleton />}
      {!pending && !error && rows.length === 0 && <EmptyState type="bare_metal" text={t('metal.empty')} />}
      {rows.length > 0 && (
        <DataTable
          columns={[
            {
              label: t('metal.column.name'),
              cell: (lease) => <Link to={pb.lease({ uuid: lease.uuid })}>{lease.display_name}</Link>,
            },
            { label: t('metal.column.status'), cell: (lease) => <LeaseStatusBadge status={lease.status} /> },
            { label: t('metal.column.location'), cell: (lease) => locationName(lease.location, locations) },
            { label: t('metal.column.os'), cell: (lease) => osTitle(lease.requested_os_id, os.data) },
            { label: t('metal.column.ip'), cell: (lease) => lease.machine.ip_public_v4 ?? '—' },
          ]}
          rows={rows}
          rowKey={(lease) => lease.uuid}
          aria-label={t('resources.bare_metal.other')}
        />
      )}
    </ResourceFrame>
  )
}
