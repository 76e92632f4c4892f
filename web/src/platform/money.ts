import type { components } from '../api/generated/schema'

type DisplayCurrency = components['schemas']['DisplayCurrency']

/**
 * Money on screen (docs/product/payment.md#top-up `displayCurrencies`, docs/product/payment.md#top-up sample rates). Amounts arrive in the
 * site currency; a display currency's `rate` is its units per one unit of the site currency.
 * Rounding is to cents unless told otherwise, half away from zero, on the decimal digits as written (so 1.005 → 1.01,
 * which binary floating point alone would make 1.00).
 */
export function roundTo(amount: number, digits = 2): number {
  if (!Number.isFinite(amount)) return 0
  const magnitude = shift(Math.round(shift(Math.abs(amount), digits)), -digits)
  return amount < 0 && magnitude !== 0 ? -magnitude : magnitude
}

/** `value` × 10^`places`, on its shortest decimal digits (`toExponential` also covers 5e-324). */
function shift(value: number, places: number): number {
  const [digits, exponent] = value.toExponential().split('e')
  return Number(`${digits}e${Number(exponent) + places}`)
}

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
