import type { Locale } from '.'
import { roundTo } from './rounding'

/**
 * An amount in a currency, in the user's language, with at most `digits` decimals, rounded by the
 * one rule every money figure follows (`roundTo`: half away from zero on the decimal digits as
 * written, as the simulator rounds where it makes the amount), so a sum the console adds up and
 * the same sum the API answered print alike.
 */
export function formatMoney(locale: Locale, currency: string, amount: number, digits = 2): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: digits }).format(roundTo(amount, digits))
}
