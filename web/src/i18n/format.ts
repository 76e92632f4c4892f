import type { Locale } from '.'

/** An amount in a currency, in the user's language, with at most `digits` decimals. */
export function formatMoney(locale: Locale, currency: string, amount: number, digits = 2): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency, maximumFractionDigits: digits }).format(amount)
}
