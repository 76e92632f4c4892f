import { useSyncExternalStore } from 'react'
import { convert, displayCurrency, displayCurrencyChoice } from '../platform/money'
import { useSite } from '../platform/use-site'
import { useLocale } from '../i18n'
import { formatMoney } from '../i18n/format'

/**
 * How the console writes money. `site` is an amount as the account holds it (balances, invoices,
 * top-ups: charged in the site currency); `price` converts a site-currency price into the user's
 * chosen display currency (docs/product/payment.md#cards `displayCurrencies`).
 */
export function useMoney() {
  const locale = useLocale()
  const { config } = useSite()
  const chosen = useSyncExternalStore(displayCurrencyChoice.subscribe, displayCurrencyChoice.get)
  const display = displayCurrency(chosen, config.siteCurrency, config.displayCurrencies)
  return {
    display,
    site: (amount: number, currency = config.siteCurrency) => formatMoney(locale, currency, amount),
    price: (amount: number, digits = 4) => formatMoney(locale, display.code, convert(amount, display, digits), digits),
  }
}
