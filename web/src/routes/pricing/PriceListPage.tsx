import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { displayCurrencyChoice } from '../../platform/money'
import { useDocumentTitle } from '../../platform/use-document-title'
import { useSite } from '../../platform/use-site'
import { QueryView } from '../../components/QueryView'
import { useMoney } from '../../components/use-money'
import { useLocale, useT } from '../../i18n'
import { formatMoney } from '../../i18n/format'
import { DataTable } from '../../ui/DataTable'
import { SelectField } from '../../ui/SelectField'
import styles from '../billing/Money.module.css'
import { pricedPlaces, pricesIn } from './price-table'
import { PricingPolicyDetails } from './PricingPolicyDetails'
import { locationsQuery } from '../../api/config'
import { priceListQuery } from '../../api/pricing'

/**
 * The price list (docs/product/pricing.md#price-list Pricing, a screen whose route the seed does not show): per
 * location or pool and resource type, hourly and monthly, in the site currency or the chosen
 * display currency (the choice is the same one every price in the console uses).
 */
export function PriceListPage() {
  const t = useT()
  const locale = useLocale()
  const money = useMoney()
  const { config } = useSite()
  useDocumentTitle(t('pricing.title'))
  // The screen shows its own error state, so no toast beside it.
  const prices = useQuery({ ...priceListQuery, meta: { errorToast: false } })
  const locations = useQuery(locationsQuery)
  const [chosen, setChosen] = useState<string>()
  const currency = money.display
  return (
    <section className={styles.page}>
      <h1>{t('pricing.title')}</h1>
      <QueryView query={prices} failed={t('pricing.loadFailed')}>
        {(list) => {
          const places = pricedPlaces(list)
          const where = chosen && places.includes(chosen) ? chosen : places[0]
          const name = (slug: string) => locations.data?.find((l) => l.slug === slug)?.display_name ?? slug
          const rows = where ? pricesIn(list, where, currency, config.siteCurrency) : []
          return (
            <>
              <div className={styles.form}>
                {config.displayCurrencies.length > 1 && (
                  <SelectField
                    label={t('pricing.currency')}
                    value={currency.code}
                    onChange={(e) => displayCurrencyChoice.set(e.target.value)}
                  >
                    {config.displayCurrencies.map((c) => (
                      <option key={c.code} value={c.code}>
                        {c.code} — {c.title}
                      </option>
                    ))}
                  </SelectField>
                )}
                <SelectField label={t('pricing.location')} value={where ?? ''} onChange={(e) => setChosen(e.target.value)}>
                  {places.map((slug) => (
                    <option key={slug} value={slug}>
                      {name(slug)}
                    </option>
                  ))}
                </SelectField>
              </div>
              {rows.length === 0 ? (
                <p>{t('pricing.empty')}</p>
              ) : (
                <DataTable
                  columns={[
                    {
                      label: t('pricing.column.type'),
                      cell: (price) => (
                        <>
                          {t(`pricing.type.${price.resource_type}`)}
                          {price.num_cpus_from != null && (
                            <span className={styles.muted}> {t('pricing.fromCpus', { n: price.num_cpus_from })}</span>
                          )}
                          {price.gigabytes_from != null && (
                            <span className={styles.muted}> {t('pricing.fromGb', { n: price.gigabytes_from })}</span>
                          )}
                        </>
                      ),
                    },
                    { label: t('pricing.column.unit'), cell: (price) => price.description },
                    {
                      label: t('pricing.column.hour'),
                      cell: (price) => formatMoney(locale, currency.code, price.price_per_unit, 6),
                    },
                    {
                      label: t('pricing.column.month'),
                      cell: (price) => formatMoney(locale, currency.code, price.price_per_unit_month),
                    },
                  ]}
                  rows={rows}
                  rowKey={(price, i) => `${price.resource_type}-${i}`}
                  caption={t('pricing.caption', { place: name(where ?? ''), currency: currency.code })}
                />
              )}
            </>
          )
        }}
      </QueryView>
      <PricingPolicyDetails />
    </section>
  )
}
