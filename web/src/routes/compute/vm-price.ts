import type { OsCategory, PredefinedPackage } from '../../api/compute'
import type { Price } from '../../api/pricing'

/** The price of `amount` units: the tier with the highest threshold the amount reaches. */
export function unitPrice(prices: readonly Price[], type: Price['resource_type'], amount: number): Price | undefined {
  const from = (price: Price) => price.num_cpus_from ?? price.gigabytes_from ?? 0
  return prices
    .filter((price) => price.resource_type === type && from(price) <= amount)
    .sort((a, b) => from(b) - from(a))[0]
}

/**
 * docs/product/compute.md#vm-fields "Pricing": a package's cost per hour and per month from a location's price
 * list: vCPUs, RAM (priced per 512 MB), the boot disk, a Windows licence per vCPU, and the public
 * IPv4 the create form reserves.
 */
export function packagePrice(prices: readonly Price[], pkg: PredefinedPackage, os: OsCategory) {
  const parts: [Price['resource_type'], number][] = [
    ['CPU', pkg.cpu],
    ['RAM', pkg.ram * 2],
    ['STORAGE', pkg.ssd],
    ['ASSIGNED_FLOATING_IP', 1],
    ...(os === 'win' ? [['WINDOWS_LICENSE', pkg.cpu] as [Price['resource_type'], number]] : []),
  ]
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
