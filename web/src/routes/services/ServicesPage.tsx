import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { packagesQuery, serviceConfigurationsQuery, type ServicePackage } from '../../api/services'
import { pb } from '../../screens/path-builder'
import { isServiceKindEnabled } from '../../screens/resource-types'
import { useSite } from '../../platform/use-site'
import { LocatedListScreen, type ListColumn } from '../../components/LocatedListScreen'
import { ServiceRowActions } from './ServiceActions'
import { useT } from '../../i18n'
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
  const service = (pkg: ServicePackage) =>
    `${images.data?.find((i) => i.service_name === pkg.service)?.display_name ?? pkg.service} ${pkg.version}`
  const where = (pkg: ServicePackage) => locationName(pkg.properties.location, locations.data)
  const columns: ListColumn<ServicePackage>[] = [
    {
      key: 'name',
      label: t('services.column.name'),
      value: (pkg) => pkg.display_name,
      cell: (pkg) => <Link to={pb.service({ location: pkg.properties.location, serviceId: pkg.uuid })}>{pkg.display_name}</Link>,
    },
    { key: 'service', label: t('services.column.service'), value: service, cell: service },
    {
      key: 'status',
      label: t('services.column.status'),
      value: (pkg) => t(`services.status.${pkg.status}`),
      filter: (pkg) => pkg.status,
      cell: (pkg) => <ServiceStatusBadge status={pkg.status} />,
    },
    { key: 'location', label: t('services.column.location'), value: where, filter: (pkg) => pkg.properties.location, cell: where },
  ]
  return (
    <LocatedListScreen
      type="managed_service"
      rows={rows}
      columns={columns}
      text={(pkg) => [pkg.display_name, service(pkg), where(pkg)].join(' ')}
      rowKey={(pkg) => pkg.uuid}
      pending={packages.isPending}
      failure={packages.error}
      onRetry={() => void packages.refetch()}
      texts={{ failed: t('services.listFailed'), empty: t('services.empty') }}
      rowActions={(pkg) => pkg.status !== 'deleted' && <ServiceRowActions pkg={pkg} />}
    />
  )
}
