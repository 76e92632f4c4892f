/**
 * Money on screen (docs/product/payment.md#top-up `displayCurrencies`, docs/product/payment.md#top-up sample rates). Amounts arrive in the
 * site currency; a display currency's `rate` is its units per one unit of the site currency.
 * Rounded by the one rule, `roundTo` (../i18n/rounding.ts).
 */
import type { components } from '../api/generated/schema'
import { roundTo } from '../i18n/rounding'

export { roundTo }

type DisplayCurrency = components['schemas']['DisplayCurrency']

/**
 * `amount` of the site currency in `currency`, rounded to cents (hourly prices keep `digits`
 * decimals: a fraction of a cent an hour is still a price).
 */
export function convert(amount: number, currency: Pick<DisplayCurrency, 'rate'>, digits = 2): number {
  return roundTo(amount * currency.rate, digits)
}

/**
 * The display currency to use: the chosen code when the site offers it, otherwise the site
 * currency itself (rate 1).
 */
export function displayCurrency(
  chosen: string | null,
  siteCurrency: string,
  offered: readonly DisplayCurrency[],
): DisplayCurrency {
  const found = offered.find((c) => c.code === chosen)
  if (found) return found
  return offered.find((c) => c.code === siteCurrency) ?? { code: siteCurrency, title: siteCurrency, rate: 1 }
}

const storageKey = 'cloudsim.display-currency'
const listeners = new Set<() => void>()

/** The user's display-currency choice, kept in this browser. */
export const displayCurrencyChoice = {
  get: (): string | null => localStorage.getItem(storageKey),
  set(code: string) {
    localStorage.setItem(storageKey, code)
    listeners.forEach((listener) => listener())
  },
  subscribe(listener: () => void) {
    listeners.add(listener)
    return () => void listeners.delete(listener)
  },
}
