import type { Price, Vm } from '../../api/types'
import { unitPrice } from '../compute/vm-price'

/**
 * What a VM costs an hour while it runs, from its location's price list (resource seed §3
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
