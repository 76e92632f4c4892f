import { useParams } from '@tanstack/react-router'
import type { NetworkType } from '../../app/path-builder'
import { ResourceCreateScreen, ResourceDetailScreen, ResourceListScreen } from '../../components/ResourceScreens'

/** Resource seed §2: /network/create/{type} and the detail routes; the lists are ours. */
export const IpAddressesPage = () => <ResourceListScreen type="ip_address" />
export const VpcsPage = () => <ResourceListScreen type="vpc" />
export const LoadBalancersPage = () => <ResourceListScreen type="load_balancer" />
export const FirewallsPage = () => <ResourceListScreen type="firewall" />
export const IpAddressPage = () => <ResourceDetailScreen type="ip_address" param="uuid" />
export const VpcPage = () => <ResourceDetailScreen type="vpc" param="uuid" />
export const LoadBalancerPage = () => <ResourceDetailScreen type="load_balancer" param="uuid" />
export const FirewallPage = () => <ResourceDetailScreen type="firewall" param="uuid" />

/** The router lets only the four network types through. */
export function NetworkCreatePage() {
  const { type } = useParams({ strict: false }) as { type: NetworkType }
  return <ResourceCreateScreen type={type} />
}
