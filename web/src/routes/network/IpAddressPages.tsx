import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { type FloatingIp, ipListQuery } from '../../api/network'
import { packagesQuery } from '../../api/services'
import { pb } from '../../screens/path-builder'
import { LoadError } from '../../components/LoadError'
import { ResourceFrame } from '../../components/ResourceScreens'
import { useT, type Translate } from '../../i18n'
import { Badge } from '../../ui/Badge'
import { Skeleton } from '../../ui/Loading'
import { Notice } from '../../ui/Notice'
import { Uuid } from '../../ui/Uuid'
import { locationName } from '../compute/vm-format'
import { DetailsSection } from '../../ui/Fields'
import { NetworkList } from './NetworkList'
import { IpHeaderActions, IpRowActions, ipActionable, useFreeVms } from './IpActions'
import { locationsQuery } from '../../api/config'
import { vmListQuery } from '../../api/compute'

/** docs/product/network.md#ip-addresses: an address is assigned or unassigned; released ones stay listed (live). */
function IpStatus({ ip, inHeader }: { ip: FloatingIp; inHeader?: boolean }) {
  const t = useT()
  if (ip.is_deleted)
    return (
      <Badge color="default" inHeader={inHeader}>
        {t('network.status.released')}
      </Badge>
    )
  return ip.assigned_to ? (
    <Badge color="success" inHeader={inHeader}>
      {t('network.status.assigned')}
    </Badge>
  ) : (
    <Badge color="warning" inHeader={inHeader}>
      {t('network.status.unassigned')}
    </Badge>
  )
}

/** The service package holding an address as its virtual IP (docs/product/network.md#ip-addresses, type `service`), if any. */
function useHoldingService(ip: FloatingIp) {
  const service = ip.assigned_to_resource_type === 'service' && !!ip.assigned_to
  const packages = useQuery({ ...packagesQuery, enabled: service })
  return service ? packages.data?.find((p) => p.uuid === ip.assigned_to) : undefined
}

/** Where the address points: a link to the VM, balancer or service, or the type alone. */
function Assignee({ ip, location, names }: { ip: FloatingIp; location: string; names?: Map<string, string> }) {
  const t = useT()
  const service = useHoldingService(ip)
  const uuid = ip.assigned_to
  if (!uuid) return <>{t('network.none')}</>
  const label = names?.get(uuid) ?? t(`network.assignee.${ip.assigned_to_resource_type ?? 'virtual_machine'}`)
  switch (ip.assigned_to_resource_type) {
    case 'load_balancer':
      return <Link to={pb.loadBalancer({ location, uuid })}>{label}</Link>
    case 'service':
      return <Link to={pb.service({ location, serviceId: uuid })}>{service?.display_name ?? label}</Link>
    default:
      return <Link to={pb.vm({ location, vmId: uuid })}>{label}</Link>
  }
}

/** The list row's assignee: its type, and for a service the package it belongs to. */
function AssigneeType({ ip }: { ip: FloatingIp }) {
  const t = useT()
  const service = useHoldingService(ip)
  const type = assigneeType(ip, t)
  return <>{service ? t('network.ip.serviceRow', { type, name: service.display_name }) : type}</>
}

export function IpAddressesPage() {
  const t = useT()
  return (
    <NetworkList
      type="ip_address"
      query={ipListQuery}
      name={(ip) => ip.address}
      detail={(location, ip) => pb.ipAddress({ location, uuid: ip.uuid })}
      columns={[
        { label: t('network.field.name'), value: (ip) => ip.name || t('network.none') },
        { label: t('network.column.status'), value: (ip) => <IpStatus ip={ip} /> },
        { label: t('network.column.assignedTo'), value: (ip) => <AssigneeType ip={ip} /> },
      ]}
      rowActions={(location, ip) => ipActionable(ip) && <IpRowActions ip={ip} location={location} />}
    />
  )
}

const assigneeType = (ip: FloatingIp, t: Translate) =>
  ip.assigned_to_resource_type ? t(`network.assignee.${ip.assigned_to_resource_type}`) : t('network.none')

/** docs/product/config.md#console-routes: /network/ip_address/{location}/{uuid}; the API reads addresses only in lists. */
export function IpAddressPage() {
  const t = useT()
  const { location, uuid } = useParams({ strict: false }) as { location: string; uuid: string }
  const ips = useQuery(ipListQuery(location))
  const ip = ips.data?.find((candidate) => candidate.uuid === uuid)
  return (
    <ResourceFrame
      detail
      type="ip_address"
      title={ip?.address ?? t('resources.ip_address.one')}
      status={ip && <IpStatus ip={ip} inHeader />}
      actions={ip && ipActionable(ip) && <IpHeaderActions ip={ip} location={location} />}
    >
      {ips.isPending && <Skeleton />}
      {ips.isError && <LoadError title={t('network.loadFailed')} error={ips.error} onRetry={() => void ips.refetch()} />}
      {ips.data && !ip && <Notice>{t('network.notFound')}</Notice>}
      {ip && <IpDetail ip={ip} location={location} />}
    </ResourceFrame>
  )
}

function IpDetail({ ip, location }: { ip: FloatingIp; location: string }) {
  const t = useT()
  const locations = useQuery(locationsQuery)
  const vms = useQuery(vmListQuery(location))
  const names = new Map((vms.data ?? []).map((vm) => [vm.uuid, vm.name]))
  const service = useHoldingService(ip)
  const { loaded, free } = useFreeVms(ip, location)
  // A service's virtual IP goes with the service: the API refuses to move, unassign or release it.
  const held = ip.assigned_to_resource_type === 'service'
  return (
    <>
      {held && (
        <Notice mode="compact">
          {t('network.ip.heldByService', { name: service?.display_name ?? t('network.assignee.service') })}
        </Notice>
      )}
      {ipActionable(ip) && !ip.assigned_to && loaded && free.length === 0 && <Notice mode="compact">{t('network.ip.noVm')}</Notice>}
      {!ip.assigned_to && !ip.is_deleted && <Notice mode="compact">{t('network.ip.chargedUnassigned')}</Notice>}
      <DetailsSection
        id="ip-details"
        title={t('network.field.details')}
        fields={[
          [t('network.field.address'), ip.address],
          [t('network.field.name'), ip.name || t('network.none')],
          [t('network.column.location'), locationName(location, locations.data)],
          [t('network.column.assignedTo'), <Assignee ip={ip} location={location} names={names} />],
          [t('network.field.privateIp'), ip.assigned_to_private_ip ?? t('network.none')],
          [t('network.field.billingAccount'), ip.billing_account_id],
          [t('network.field.created'), ip.created_at],
          [t('network.field.uuid'), <Uuid value={ip.uuid} />],
        ]}
      />
    </>
  )
}
