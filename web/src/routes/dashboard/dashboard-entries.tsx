import { useQuery, type UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { disksQuery, vmListQuery } from '../../api/compute'
import { leaseListQuery, metalSpecsQuery } from '../../api/metal'
import { firewallListQuery, ipListQuery, lbListQuery, networkListQuery } from '../../api/network'
import { packagesQuery } from '../../api/services'
import { bucketListQuery } from '../../api/storage'
import { pb } from '../../screens/path-builder'
import { isResourceTypeEnabled, isServiceKindEnabled, type ResourceType } from '../../screens/resource-types'
import { useSite } from '../../platform/use-site'
import { useT } from '../../i18n'
import { VmStatusBadge } from '../compute/VmStatusBadge'
import { diskName } from '../compute/disk/disk-format'
import { LeaseStatusBadge } from '../metal/LeaseStatusBadge'
import { specPrice } from '../metal/metal-format'
import { useAcrossLocations, type Located } from '../network/across-locations'
import { ServiceStatusBadge } from '../services/ServiceStatusBadge'
import { formatBytes } from '../storage/format'
import { packageHourlyCost, unitHourlyCost, vmHourlyCost } from './running-cost'
import { type Price, priceListQuery } from '../../api/pricing'

/** The resource types the dashboard lists, in navigation order (account types have screens of their own). */
export const dashboardTypes = [
  'virtual_machine',
  'bare_metal',
  'managed_service',
  'disk',
  'ip_address',
  'vpc',
  'load_balancer',
  'firewall',
  'bucket',
] as const satisfies readonly ResourceType[]
export type DashboardType = (typeof dashboardTypes)[number]

/** One resource of any type, as the dashboard shows it. */
export type Entry = {
  key: string
  type: DashboardType
  name: string
  href: string
  /** The area's own timestamp; one format within a type, so it sorts as text. */
  created: string
  /** Its location's slug; buckets have none. */
  location?: string
  status?: ReactNode
  detail?: string
  /** Running now: a running VM, a lease in use, an active package, a load balancer. */
  running: boolean
  /** What it costs an hour in the site currency while it runs; undefined while prices load or when unpriced. */
  hourly?: number
}

/** One type's resources and the state of the calls that fetch them. */
export type Source = { entries: Entry[]; pending: boolean; error: unknown; retry: () => void }

type Across<T> = { rows: Located<T>[]; pending: boolean; error: unknown; retry: () => void }

const fromLocations = <T,>(across: Across<T>, entry: (item: T, location: string) => Entry | undefined): Source => ({
  entries: across.rows.flatMap(({ item, location }) => entry(item, location) ?? []),
  pending: across.pending,
  error: across.error,
  retry: across.retry,
})

const fromList = <T,>(query: UseQueryResult<T[]>, entry: (item: T) => Entry | undefined): Source => ({
  entries: (query.data ?? []).flatMap((item) => entry(item) ?? []),
  pending: query.isPending,
  error: query.error,
  retry: () => void query.refetch(),
})

/**
 * Every enabled type's resources through its area's own list queries, one call per location
 * where the area is located, and none for a type the site turns off. Deleted and released
 * resources are left out: the dashboard shows what the customer has.
 */
export function useDashboardEntries(): Partial<Record<DashboardType, Source>> {
  const t = useT()
  const { config } = useSite()
  const on = (type: DashboardType) => isResourceTypeEnabled(type, config)
  const prices = useQuery(priceListQuery)
  // Unknown (shown as such, not as free) while prices load or where a location has none.
  const priced = <R,>(location: string, cost: (list: readonly Price[]) => R) => {
    const list = prices.data?.[config.siteCurrency]?.[location]
    return list?.length ? cost(list) : undefined
  }

  const vms = useAcrossLocations(vmListQuery, on('virtual_machine'))
  const leases = useAcrossLocations(leaseListQuery, on('bare_metal'))
  const specs = useAcrossLocations(metalSpecsQuery, on('bare_metal'))
  const disks = useAcrossLocations(disksQuery, on('disk'))
  const ips = useAcrossLocations(ipListQuery, on('ip_address'))
  const networks = useAcrossLocations(networkListQuery, on('vpc'))
  const balancers = useAcrossLocations(lbListQuery, on('load_balancer'))
  const firewalls = useAcrossLocations(firewallListQuery, on('firewall'))
  const packages = useQuery({ ...packagesQuery, enabled: on('managed_service') })
  const buckets = useQuery({ ...bucketListQuery, enabled: on('bucket') })

  // A VM's boot disk has no name of its own: it is called after its machine, as on the disks page.
  const allVms = vms.rows.map(({ item }) => item)

  const sources: Record<DashboardType, Source> = {
    virtual_machine: fromLocations(vms, (vm, location) =>
      vm.status === 'deleted'
        ? undefined
        : {
            key: vm.uuid,
            type: 'virtual_machine',
            name: vm.name,
            href: pb.vm({ location, vmId: vm.uuid }),
            created: vm.created_at,
            location,
            status: <VmStatusBadge status={vm.status} />,
            running: vm.status === 'running',
            hourly: priced(location, (list) => vmHourlyCost(list, vm)),
          },
    ),
    bare_metal: fromLocations(leases, (lease, location) =>
      lease.status === 'released'
        ? undefined
        : {
            key: lease.uuid,
            type: 'bare_metal',
            name: lease.display_name,
            href: pb.lease({ uuid: lease.uuid }),
            created: lease.created_at,
            location,
            status: <LeaseStatusBadge status={lease.status} />,
            running: lease.status === 'in_use',
            hourly: priced(location, (list) => specPrice(list, specs.rows.find((s) => s.item.uuid === lease.spec_uuid)?.item)?.hour),
          },
    ),
    managed_service: fromList(packages, (pkg) =>
      pkg.is_deleted || pkg.status === 'deleted' || !isServiceKindEnabled(pkg.service, config)
        ? undefined
        : {
            key: pkg.uuid,
            type: 'managed_service',
            name: pkg.display_name,
            href: pb.service({ location: pkg.properties.location, serviceId: pkg.uuid }),
            created: pkg.created_at,
            location: pkg.properties.location,
            status: <ServiceStatusBadge status={pkg.status} />,
            detail: `${pkg.service} ${pkg.version}`,
            running: pkg.status === 'active',
            hourly: packageHourlyCost(pkg),
          },
    ),
    disk: fromLocations(disks, (disk, location) =>
      disk.status === 'Deleted'
        ? undefined
        : {
            key: disk.uuid,
            type: 'disk',
            name: diskName(disk, allVms),
            href: pb.disk({ location, uuid: disk.uuid }),
            created: disk.created_at,
            location,
            detail: t('compute.storage.sizeValue', { size: disk.size_gb }),
            running: false,
          },
    ),
    ip_address: fromLocations(ips, (ip, location) =>
      ip.is_deleted
        ? undefined
        : {
            key: ip.uuid,
            type: 'ip_address',
            name: ip.name || ip.address,
            href: pb.ipAddress({ location, uuid: ip.uuid }),
            created: ip.created_at,
            location,
            ...(ip.name ? { detail: ip.address } : {}),
            running: false,
          },
    ),
    vpc: fromLocations(networks, (network, location) => ({
      key: network.uuid,
      type: 'vpc',
      name: network.name,
      href: pb.vpc({ location, uuid: network.uuid }),
      created: network.created_at,
      location,
      detail: network.subnet,
      running: false,
    })),
    load_balancer: fromLocations(balancers, (lb, location) =>
      lb.is_deleted
        ? undefined
        : {
            key: lb.uuid,
            type: 'load_balancer',
            name: lb.display_name,
            href: pb.loadBalancer({ location, uuid: lb.uuid }),
            created: lb.created_at,
            location,
            detail: lb.private_address,
            running: true,
            hourly: priced(location, (list) => unitHourlyCost(list, 'LOAD_BALANCER')),
          },
    ),
    firewall: fromLocations(firewalls, (firewall, location) => ({
      key: firewall.uuid,
      type: 'firewall',
      name: firewall.display_name,
      href: pb.firewall({ location, uuid: firewall.uuid }),
      created: firewall.created_at,
      location,
      running: false,
    })),
    bucket: fromList(buckets, (bucket) => ({
      key: bucket.name,
      type: 'bucket',
      name: bucket.name,
      href: pb.bucket({ storageName: bucket.name }),
      created: bucket.created_at,
      detail: formatBytes(t, bucket.size_bytes),
      running: false,
    })),
  }
  return Object.fromEntries(dashboardTypes.filter(on).map((type) => [type, sources[type]]))
}
