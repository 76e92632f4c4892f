import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { metalOsQuery } from '../../api/metal'
import { pb } from '../../app/path-builder'
import { LoadError } from '../../components/LoadError'
import { CreateLink, EmptyState, ResourceFrame } from '../../components/ResourceScreens'
import styles from '../../components/ResourceScreens.module.css'
import { useT } from '../../i18n'
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
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('metal.column.name')}</th>
              <th scope="col">{t('metal.column.status')}</th>
              <th scope="col">{t('metal.column.location')}</th>
              <th scope="col">{t('metal.column.os')}</th>
              <th scope="col">{t('metal.column.ip')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((lease) => (
              <tr key={lease.uuid}>
                <th scope="row" data-label={t('metal.column.name')}>
                  <Link to={pb.lease({ uuid: lease.uuid })}>{lease.display_name}</Link>
                </th>
                <td data-label={t('metal.column.status')}>
                  <LeaseStatusBadge status={lease.status} />
                </td>
                <td data-label={t('metal.column.location')}>{locationName(lease.location, locations)}</td>
                <td data-label={t('metal.column.os')}>{osTitle(lease.requested_os_id, os.data)}</td>
                <td data-label={t('metal.column.ip')}>{lease.machine.ip_public_v4 ?? '—'}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ResourceFrame>
  )
}
