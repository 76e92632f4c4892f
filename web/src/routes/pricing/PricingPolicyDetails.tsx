import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useSite } from '../../platform/use-site'
import resourceStyles from '../../ui/Screens.module.css'
import { useLocale, useT } from '../../i18n'
import { formatMoney } from '../../i18n/format'
import { pricingPolicyQuery } from '../../api/pricing'

/**
 * docs/product/pricing.md#policy: the price list as the live API's pricing policies, behind the
 * list. It needs a key, so a visitor who is not signed in sees nothing here.
 */
export function PricingPolicyDetails() {
  const t = useT()
  const locale = useLocale()
  const { config } = useSite()
  const policy = useQuery(pricingPolicyQuery)
  // The table is built once opened, so the price list stays the screen's one table until then.
  const [open, setOpen] = useState(false)
  if (!policy.data) return null
  return (
    <details onToggle={(e) => setOpen(e.currentTarget.open)}>
      <summary>{t('pricing.policy.heading')}</summary>
      {open && (
        <table className={resourceStyles.table}>
          <caption className="visually-hidden">{t('pricing.policy.caption', { currency: config.siteCurrency })}</caption>
          <thead>
            <tr>
              <th scope="col">{t('pricing.policy.column.id')}</th>
              <th scope="col">{t('pricing.column.type')}</th>
              <th scope="col">{t('pricing.column.unit')}</th>
              <th scope="col">{t('pricing.column.hour')}</th>
            </tr>
          </thead>
          <tbody>
            {policy.data.policy.map((row) => (
              <tr key={row.policyId}>
                <td data-label={t('pricing.policy.column.id')}>{row.policyId}</td>
                <th scope="row" data-label={t('pricing.column.type')}>
                  {t(`pricing.type.${row.resourceType}`)}
                </th>
                <td data-label={t('pricing.column.unit')}>
                  {row.megsRam != null ? t('pricing.policy.perMegs', { n: row.megsRam }) : row.serviceNameUserFriendly}
                </td>
                <td data-label={t('pricing.column.hour')}>{formatMoney(locale, config.siteCurrency, row.price, 6)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </details>
  )
}
