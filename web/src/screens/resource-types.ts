import type { IconName } from '../ui/Icon'
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
}

/**
 * Icon, availability and navigation group of each type, in navigation order. Labels:
 * `resources.<type>.one|other`; its list and create screens: `listPath`, `createPath`.
 */
export const resourceTypeInfo: Record<ResourceType, ResourceTypeInfo> = {
  virtual_machine: { icon: 'server', flag: 'vmsEnabled', group: 'compute' },
  bare_metal: { icon: 'metal', flag: 'bareMetalEnabled', group: 'compute' },
  managed_service: { icon: 'database', flag: 'servicesEnabled', group: 'compute' },
  disk: { icon: 'disk', flag: 'disksEnabled', group: 'compute' },
  ip_address: { icon: 'globe', flag: 'ipsEnabled', group: 'network' },
  vpc: { icon: 'network', flag: 'privateNetworksEnabled', group: 'network' },
  load_balancer: { icon: 'balance', flag: 'loadBalancerEnabled', group: 'network' },
  firewall: { icon: 'shield', flag: 'firewallEnabled', group: 'network' },
  bucket: { icon: 'bucket', flag: 'storageEnabled', group: 'storage' },
  billing_account: { icon: 'card', group: 'account' },
  api_token: { icon: 'key', group: 'account' },
  access_delegation: { icon: 'users', group: 'account' },
  access_impersonation: { icon: 'mask', group: 'account' },
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
