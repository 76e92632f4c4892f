import { useQuery } from '@tanstack/react-query'
import { useSite } from '../../platform/use-site'
import { useBrandText } from '../../platform/brand-text'
import { useMoney } from '../../components/use-money'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'
import { type BillingAccount, restrictionThresholdQuery } from '../../api/billing'
import styles from './Money.module.css'
import { owed, standing } from './standing'

/** docs/product/billing.md#restriction: an account not ACTIVE cannot create resources; say why and what happens next. */
export function StatusNotice({ account }: { account: BillingAccount }) {
  const t = useT()
  if (account.status === 'ACTIVE') return null
  return (
    <Notice color="error" title={t(`billing.accounts.status.${account.status}`)}>
      <p>{t(`billing.status.${account.status}`)}</p>
      {account.suspend_reason && <p>{t('billing.status.reason', { reason: account.suspend_reason })}</p>}
    </Notice>
  )
}

/**
 * docs/product/billing.md#restriction restriction levels: what the level means for the account's resources and how to clear
 * it (a top-up of at least the site's threshold). Debt the site allows is explained too.
 */
export function RestrictionNotice({ account, onTopUp }: { account: BillingAccount; onTopUp: () => void }) {
  const t = useT()
  const money = useMoney()
  const threshold = useQuery(restrictionThresholdQuery)
  const now = standing(account)
  if (now.kind === 'clear') return null
  const level = now.kind === 'restricted' ? now.level : 'CLEAR'
  const debt = owed(account)
  const clearBy = threshold.data ? money.site(threshold.data.threshold) : undefined
  return (
    <Notice color="error" title={now.kind === 'debt' ? t('billing.restriction.inDebt') : t(`billing.restriction.${level}.label`)}>
      <p>{t(`billing.restriction.${level}.meaning`)}</p>
      {debt > 0 && <p>{t('billing.restriction.debt', { amount: money.site(debt) })}</p>}
      {level !== 'CLEAR' && clearBy && <p>{t('billing.restriction.howToClear', { amount: clearBy })}</p>}
      <p>
        <Button onClick={onTopUp}>{t('payment.topup.action')}</Button>
      </p>
    </Notice>
  )
}

/** Balance and the month's running totals (docs/product/billing.md#accounts `running_totals`), plus what is unpaid. */
export function BalanceFigures({ account }: { account: BillingAccount }) {
  const t = useT()
  const money = useMoney()
  const { config, brand } = useSite()
  // docs/product/config.md#console-routes theme extras: one brand labels the tax 'GST'.
  const brandText = useBrandText()
  const siteTax = brand?.theme.extras?.tax_label || config.vatText
  const tax = siteTax ? brandText(siteTax) : t('billing.figure.vatDefault')
  const totals = account.running_totals
  const figures: [string, number][] = [
    [t('billing.figure.credit'), totals.credit_amount],
    [t('billing.figure.available'), totals.credit_available],
    [t('billing.figure.ongoing'), totals.ongoing],
    [t('billing.figure.unpaid'), account.unpaid_amount],
  ]
  const month: [string, number][] = [
    [t('billing.figure.subtotal'), totals.subtotal],
    [t('billing.figure.discount', { percent: account.discount_percentage }), -totals.discount_amount],
    [t('billing.figure.vat', { text: tax, percent: account.vat_percentage }), totals.vat_tax],
    [t('billing.figure.total'), totals.total],
  ]
  return (
    <section className={styles.section} aria-labelledby="account-balance">
      <h2 id="account-balance" className="visually-hidden">
        {t('billing.figure.heading')}
      </h2>
      <dl className={styles.figures}>
        {figures.map(([label, amount]) => (
          <div key={label} className={styles.figure}>
            <dt>{label}</dt>
            <dd className={amount < 0 ? styles.negative : undefined}>{money.site(amount)}</dd>
          </div>
        ))}
      </dl>
      <p className={styles.explain}>
        {t('billing.figure.creditExplained', {
          credit: money.site(totals.credit_amount),
          ongoing: money.site(totals.ongoing),
          unpaid: money.site(account.unpaid_amount),
          available: money.site(totals.credit_available),
        })}
      </p>
      <details>
        <summary>{t('billing.figure.month')}</summary>
        <dl className={styles.quote}>
          {month.map(([label, amount]) => (
            <div key={label} className={styles.row}>
              <dt>{label}</dt>
              <dd>{money.site(amount)}</dd>
            </div>
          ))}
        </dl>
      </details>
    </section>
  )
}
