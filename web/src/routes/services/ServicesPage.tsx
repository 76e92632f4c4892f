import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { packagesQuery, serviceConfigurationsQuery } from '../../api/services'
import { pb } from '../../app/path-builder'
import { isServiceKindEnabled } from '../../app/resource-types'
import { useSite } from '../../app/use-site'
import { LoadError } from '../../components/LoadError'
import { CreateLink, ResourceFrame } from '../../components/ResourceScreens'
import { useT } from '../../i18n'
import { DataTable } from '../../ui/DataTable'
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
        <DataTable
          columns={[
            {
              label: t('services.column.name'),
              cell: (pkg) => (
                <Link to={pb.service({ location: pkg.properties.location, serviceId: pkg.uuid })}>{pkg.display_name}</Link>
              ),
            },
            { label: t('services.column.service'), cell: (pkg) => `${serviceName(pkg.service)} ${pkg.version}` },
            { label: t('services.column.status'), cell: (pkg) => <ServiceStatusBadge status={pkg.status} /> },
            { label: t('services.column.location'), cell: (pkg) => locationName(pkg.properties.location, locations.data) },
          ]}
          rows={rows}
          rowKey={(pkg) => pkg.uuid}
          aria-label={t('resources.managed_service.other')}
        />
      )}
    </ResourceFrame>
  )
}
