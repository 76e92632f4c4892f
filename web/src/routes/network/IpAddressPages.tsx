import { useQuery } from '@tanstack/react-query'
import { Link, useNavigate, useParams } from '@tanstack/react-router'
import { useState } from 'react'
import { type FloatingIp, ipListQuery, useNetworkAction } from '../../api/network'
import { packagesQuery } from '../../api/services'
import { pb } from '../../app/path-builder'
import { LoadError } from '../../components/LoadError'
import { ResourceFrame } from '../../components/ResourceScreens'
import { useToasts } from '../../components/toast-store'
import { useT, type Translate } from '../../i18n'
import { Badge } from '../../ui/Badge'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { Skeleton } from '../../ui/Loading'
import { Notice } from '../../ui/Notice'
import { Uuid } from '../../ui/Uuid'
import styles from '../compute/Compute.module.css'
import { locationName } from '../compute/vm-format'
import { DetailsSection } from '../../ui/Fields'
import { NetworkList } from './NetworkList'
import { VmPicker } from './NetworkControls'
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
  // A service's virtual IP goes with the service: the API refuses to move, unassign or release it.
  const held = ip.assigned_to_resource_type === 'service'
  return (
    <>
      {held && (
        <Notice mode="compact">
          {t('network.ip.heldByService', { name: service?.display_name ?? t('network.assignee.service') })}
        </Notice>
      )}
      {!ip.is_deleted && !held && <IpActions ip={ip} location={location} />}
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

/** Assign to a VM of the location without a public IP, unassign, or release (asked first). */
function IpActions({ ip, location }: { ip: FloatingIp; location: string }) {
  const t = useT()
  const toasts = useToasts()
  const navigate = useNavigate()
  const vms = useQuery(vmListQuery(location))
  const free = (vms.data ?? []).filter((vm) => !vm.public_ipv4 && vm.uuid !== ip.assigned_to)
  const [confirming, setConfirming] = useState(false)
  const target = { location, address: ip.address }
  const assign = useNetworkAction('ipAssign')
  const unassign = useNetworkAction('ipUnassign', {
    onSuccess: () => toasts.success(t('network.ip.unassigned', { address: ip.address })),
  })
  const release = useNetworkAction('ipDelete', {
    onSuccess: () => {
      toasts.success(t('network.ip.released', { address: ip.address }))
      void navigate({ to: pb.networkList({ type: 'ip_address' }) })
    },
  })
  const busy = assign.isPending || unassign.isPending || release.isPending
  return (
    <div className={styles.actions}>
      {free.length > 0 ? (
        <VmPicker
          vms={free}
          label={t('network.ip.assignTo')}
          submit={t('network.ip.assign')}
          disabled={busy}
          onPick={(vm) =>
            assign.mutate(
              { ...target, vm: vm.uuid },
              { onSuccess: () => toasts.success(t('network.ip.assigned', { address: ip.address, name: vm.name })) },
            )
          }
        />
      ) : (
        vms.data && <Notice mode="compact">{t('network.ip.noVm')}</Notice>
      )}
      <div role="group" aria-label={t('network.actions')} className={styles.actions}>
        <Button disabled={busy || !ip.assigned_to} onClick={() => unassign.mutate(target)}>
          {t('network.ip.unassign')}
        </Button>
        <Button variant="danger" disabled={busy || !!ip.assigned_to} onClick={() => setConfirming(true)}>
          {t('network.ip.release')}
        </Button>
      </div>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('network.ip.confirmTitle', { address: ip.address })}
        text={t('network.ip.confirmText')}
        confirmLabel={t('network.ip.release')}
        cancelLabel={t('network.cancel')}
        onConfirm={() => release.mutate(target)}
      />
    </div>
  )
}
