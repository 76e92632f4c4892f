import type { OsCategory, PredefinedPackage } from '../../api/compute'
import type { Price } from '../../api/pricing'

/** The price of `amount` units: the tier with the highest threshold the amount reaches. */
export function unitPrice(prices: readonly Price[], type: Price['resource_type'], amount: number): Price | undefined {
  const from = (price: Price) => price.num_cpus_from ?? price.gigabytes_from ?? 0
  return prices
    .filter((price) => price.resource_type === type && from(price) <= amount)
    .sort((a, b) => from(b) - from(a))[0]
}

type Part = [Price['resource_type'], number]

/** The sum of each part's units at its tier's price, per hour and per month. */
function priceOf(prices: readonly Price[], parts: Part[]) {
  return parts.reduce(
    (sum, [type, amount]) => {
      const price = unitPrice(prices, type, amount)
      return price
        ? { hour: sum.hour + price.price_per_unit * amount, month: sum.month + price.price_per_unit_month * amount }
        : sum
    },
    { hour: 0, month: 0 },
  )
}

/** vCPUs, RAM (priced per 512 MB) and a Windows licence per vCPU: what a resize changes. */
function computeParts(vcpu: number, memoryMb: number, os: OsCategory): Part[] {
  return [['CPU', vcpu], ['RAM', memoryMb / 512], ...(os === 'win' ? [['WINDOWS_LICENSE', vcpu] as Part] : [])]
}

/**
 * docs/product/compute.md#vm-fields "Pricing": a package's cost per hour and per month from a location's price
 * list: vCPUs, RAM, the boot disk, a Windows licence per vCPU, and the public IPv4 the create form
 * reserves.
 */
export function packagePrice(prices: readonly Price[], pkg: PredefinedPackage, os: OsCategory) {
  return priceOf(prices, [...computeParts(pkg.cpu, pkg.ram * 1024, os), ['STORAGE', pkg.ssd], ['ASSIGNED_FLOATING_IP', 1]])
}

/** What a VM of this many vCPUs and MB of RAM costs for them (its disks and IPs are priced apart and a resize keeps them). */
export function computePrice(prices: readonly Price[], vcpu: number, memoryMb: number, os: OsCategory) {
  return priceOf(prices, computeParts(vcpu, memoryMb, os))
}
