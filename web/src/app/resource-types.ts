import type { IconName } from '../ui/Icon'
import { pb } from './path-builder'
import type { SiteConfig } from '../api/config'

/** docs/product/config.md#brands-and-themes: the 13 resource types, in the seed's order. */
export const resourceTypes = [
  'virtual_machine',
  'bare_metal',
  'bucket',
  'ip_address',
  'vpc',
  'load_balancer',
  'access_delegation',
  'api_token',
  'access_impersonation',
  'billing_account',
  'managed_service',
  'firewall',
  'disk',
] as const
export type ResourceType = (typeof resourceTypes)[number]

type Flag = keyof {
  [K in keyof SiteConfig as K extends `${string}Enabled` ? (SiteConfig[K] extends boolean ? K : never) : never]: true
}

export type NavGroup = 'compute' | 'network' | 'storage' | 'account'

export type ResourceTypeInfo = {
  icon: IconName
  /** docs/product/config.md#feature-flags "Resource-type availability by flag"; no flag: always enabled. */
  flag?: Flag
  group: NavGroup
  /** The list screen the navigation links to (access_impersonation lives on the profile). */
  list: string
  create?: string
}

/** The network types share one list and one create screen, each under its type. */
const networkType = (icon: IconName, flag: Flag, type: 'ip_address' | 'vpc' | 'load_balancer' | 'firewall'): ResourceTypeInfo => ({
  icon,
  flag,
  group: 'network',
  list: pb.networkList({ type }),
  create: pb.networkCreate({ type }),
})

/** Icon, availability, navigation group and screens of each type. Labels: `resources.<type>.one|other`. */
export const resourceTypeInfo: Record<ResourceType, ResourceTypeInfo> = {
  virtual_machine: { icon: 'server', flag: 'vmsEnabled', group: 'compute', list: pb.vms(), create: pb.vmCreate() },
  bare_metal: { icon: 'metal', flag: 'bareMetalEnabled', group: 'compute', list: pb.leases(), create: pb.leaseCreate() },
  managed_service: { icon: 'database', flag: 'servicesEnabled', group: 'compute', list: pb.services(), create: pb.serviceCreate() },
  disk: { icon: 'disk', flag: 'disksEnabled', group: 'compute', list: pb.disks(), create: pb.diskCreate() },
  ip_address: networkType('globe', 'ipsEnabled', 'ip_address'),
  vpc: networkType('network', 'privateNetworksEnabled', 'vpc'),
  load_balancer: networkType('balance', 'loadBalancerEnabled', 'load_balancer'),
  firewall: networkType('shield', 'firewallEnabled', 'firewall'),
  bucket: { icon: 'bucket', flag: 'storageEnabled', group: 'storage', list: pb.buckets(), create: pb.bucketCreate() },
  billing_account: { icon: 'card', group: 'account', list: pb.billingAccounts(), create: pb.billingAccountCreate() },
  api_token: { icon: 'key', group: 'account', list: pb.apiTokens(), create: pb.accessCreate({ type: 'api_token' }) },
  access_delegation: { icon: 'users', group: 'account', list: pb.delegations(), create: pb.accessCreate({ type: 'access_delegation' }) },
  access_impersonation: { icon: 'mask', group: 'account', list: pb.profile() },
}

export function isResourceTypeEnabled(type: ResourceType, config: SiteConfig): boolean {
  const { flag } = resourceTypeInfo[type]
  return flag === undefined || config[flag]
}

/** docs/product/config.md#feature-flags: Kubernetes is a managed service only where `kubernetesEnabled` (with services) is on. */
export function isServiceKindEnabled(service: string, config: SiteConfig): boolean {
  return service !== 'kubernetes' || config.kubernetesEnabled
}

/** The enabled types in navigation order: by group, then as listed above. */
export function enabledResourceTypes(config: SiteConfig): ResourceType[] {
  const order = Object.keys(resourceTypeInfo) as ResourceType[]
  return order.filter((type) => isResourceTypeEnabled(type, config))
}

export const navGroups: readonly NavGroup[] = ['compute', 'network', 'storage', 'account']
