import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { firewallListQuery, interfacesQuery, ipListQuery, networkListQuery } from '../../api/network'
import { pb } from '../../screens/path-builder'
import { useT } from '../../i18n'
import { DetailsSection } from '../../ui/Fields'
import type { Vm } from '../../api/compute'

/** A VM's place in the network: its public IP, private network and firewalls, each linked. */
export function VmNetwork({ vm, location }: { vm: Vm; location: string }) {
  const t = useT()
  const ips = useQuery(ipListQuery(location))
  const interfaces = useQuery(interfacesQuery(location, vm.uuid))
  const networks = useQuery(networkListQuery(location))
  const firewalls = useQuery(firewallListQuery(location))
  const none = t('network.none')
  const joined = (links: ReactNode[]) => (links.length === 0 ? none : links.reduce((all, link) => [all, ', ', link]))

  const addresses = (ips.data ?? []).filter((ip) => !ip.is_deleted && ip.assigned_to === vm.uuid)
  const networkUuid = interfaces.data?.[0]?.network_uuid
  const network = networks.data?.find((candidate) => candidate.uuid === networkUuid)
  const ipv6 = interfaces.data?.[0]?.public_ipv6
  const applied = (firewalls.data ?? []).filter((firewall) =>
    firewall.resources_assigned.some((resource) => resource.resource_uuid === vm.uuid),
  )
  return (
    <DetailsSection
      id="vm-network"
      title={t('network.vm.title')}
      fields={[
        [
          t('network.vm.publicIp'),
          joined(addresses.map((ip) => <Link key={ip.uuid} to={pb.ipAddress({ location, uuid: ip.uuid })}>{ip.address}</Link>)),
        ],
        [t('network.vm.ipv6'), ipv6 ?? none],
        [
          t('network.vm.network'),
          networkUuid ? <Link to={pb.vpc({ location, uuid: networkUuid })}>{network?.name ?? networkUuid}</Link> : none,
        ],
        [
          t('network.vm.firewalls'),
          joined(
            applied.map((firewall) => (
              <Link key={firewall.uuid} to={pb.firewall({ location, uuid: firewall.uuid })}>
                {firewall.display_name}
              </Link>
            )),
          ),
        ],
      ]}
    />
  )
}
