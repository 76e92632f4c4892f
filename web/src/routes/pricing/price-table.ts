import { roundTo } from '../../platform/money'
import type { DisplayCurrency } from '../../api/billing'
import type { Price } from '../../api/pricing'

export type PriceList = Record<string, Record<string, Price[]>>

/**
 * One location's (or pool's) prices in `currency`: the API's own table for it when it has one,
 * else the site currency's converted at the display rate (hourly to 6 decimals, monthly to cents).
 */
export function pricesIn(list: PriceList, where: string, currency: DisplayCurrency, siteCurrency: string): Price[] {
  const own = list[currency.code]?.[where]
  if (own) return own
  return (list[siteCurrency]?.[where] ?? []).map((price) => ({
    ...price,
    price_per_unit: roundTo(price.price_per_unit * currency.rate, 6),
    price_per_unit_month: roundTo(price.price_per_unit_month * currency.rate, 2),
  }))
}

/** The locations and pools the list prices, in any currency, sorted. */
export function pricedPlaces(list: PriceList): string[] {
  return [...new Set(Object.values(list).flatMap((byPlace) => Object.keys(byPlace)))].sort()
}
