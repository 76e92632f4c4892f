import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { packagesQuery, serviceConfigurationsQuery } from '../../api/services'
import { pb } from '../../app/path-builder'
import { isServiceKindEnabled } from '../../app/resource-types'
import { useSite } from '../../app/use-site'
import { LoadError } from '../../components/LoadError'
import { CreateLink, ResourceFrame } from '../../components/ResourceScreens'
import styles from '../../components/ResourceScreens.module.css'
import { useT } from '../../i18n'
import { Skeleton } from '../../ui/Loading'
import { Notice } from '../../ui/Notice'
import { locationName } from '../compute/vm-format'
import { ServiceStatusBadge } from './ServiceStatusBadge'
import { locationsQuery } from '../../api/config'

/**
 * docs/product/config.md#console-routes: /services. The user's packages; deleted ones (tombstones) are not listed, nor
 * clusters where the site turns Kubernetes off.
 */
export function ServicesPage() {
  const t = useT()
  const packages = useQuery(packagesQuery)
  const images = useQuery(serviceConfigurationsQuery)
  const locations = useQuery(locationsQuery)
  const { config } = useSite()
  const rows = (packages.data ?? []).filter((p) => p.status !== 'deleted' && isServiceKindEnabled(p.service, config))
  const serviceName = (kind: string) => images.data?.find((i) => i.service_name === kind)?.display_name ?? kind
  return (
    <ResourceFrame type="managed_service" title={t('resources.managed_service.other')} actions={<CreateLink type="managed_service" />}>
      {packages.error && (
        <LoadError title={t('services.listFailed')} error={packages.error} onRetry={() => void packages.refetch()} />
      )}
      {packages.isPending && <Skeleton />}
      {packages.data && rows.length === 0 && <Notice>{t('services.empty')}</Notice>}
      {rows.length > 0 && (
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('services.column.name')}</th>
              <th scope="col">{t('services.column.service')}</th>
              <th scope="col">{t('services.column.status')}</th>
              <th scope="col">{t('services.column.location')}</th>
            </tr>
          </thead>
          <tbody>
            {rows.map((pkg) => (
              <tr key={pkg.uuid}>
                <th scope="row" data-label={t('services.column.name')}>
                  <Link to={pb.service({ location: pkg.properties.location, serviceId: pkg.uuid })}>{pkg.display_name}</Link>
                </th>
                <td data-label={t('services.column.service')}>{`${serviceName(pkg.service)} ${pkg.version}`}</td>
                <td data-label={t('services.column.status')}>
                  <ServiceStatusBadge status={pkg.status} />
                </td>
                <td data-label={t('services.column.location')}>{locationName(pkg.properties.location, locations.data)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ResourceFrame>
  )
}
