import type { PackagePrice, ServicePackage } from '../../api/services'
import { unitPrice } from '../compute/vm-price'
import type { Price } from '../../api/pricing'
import type { Vm } from '../../api/compute'

/**
 * What a VM costs an hour while it runs, from its location's price list (docs/product/compute.md#vm-fields
 * Pricing): vCPUs, RAM per 512 MB, and its disks per GiB.
 */
export function vmHourlyCost(prices: readonly Price[], vm: Pick<Vm, 'vcpu' | 'memory' | 'storage'>): number {
  const disks = vm.storage.reduce((sum, disk) => sum + disk.size, 0)
  const parts: [Price['resource_type'], number][] = [
    ['CPU', vm.vcpu],
    ['RAM', vm.memory / 512],
    ['STORAGE', disks],
  ]
  return parts.reduce((sum, [type, amount]) => sum + (unitPrice(prices, type, amount)?.price_per_unit ?? 0) * amount, 0)
}

/**
 * What a managed-service package costs an hour while active, from its own prices (docs/product/services.md#charging: its resources plus LICENSE), as billing meters it: each VM not stopped its vCPUs, RAM per
 * GiB and a licence, every VM its storage, and the virtual IP as an assigned floating IP.
 */
export function packageHourlyCost(pkg: Pick<ServicePackage, 'prices' | 'resources'>): number {
  const unit = (type: PackagePrice['resourceType']) => pkg.prices.find((p) => p.resourceType === type)?.pricePerUnit ?? 0
  return pkg.resources.reduce((sum, resource) => {
    const vm = resource.resource_allocation
    if (resource.resource_type === 'virtual_ip') return sum + unit('ASSIGNED_FLOATING_IP')
    if (resource.resource_type !== 'vm') return sum
    const storage = (vm.storage ?? []).reduce((gb, disk) => gb + disk.size, 0) * unit('STORAGE')
    const held =
      vm.status === 'stopped' ? 0 : (vm.vcpu ?? 0) * unit('CPU') + ((vm.memory ?? 0) / 1024) * unit('RAM') + unit('LICENSE')
    return sum + storage + held
  }, 0)
}

/** A resource priced per unit an hour (a load balancer, a floating IP), or undefined when unpriced here. */
export const unitHourlyCost = (prices: readonly Price[], type: Price['resource_type']) =>
  unitPrice(prices, type, 1)?.price_per_unit
