import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type BillingAccount, billingAccountsQuery, type Invoice, invoiceListQuery, usageQuery } from '../../api/billing'
import { pb } from '../../screens/path-builder'
import { QueryView } from '../../components/QueryView'
import { useDates } from '../../components/use-dates'
import { useMoney } from '../../components/use-money'
import { useLocale, useT } from '../../i18n'
import { accountTitle } from '../billing/account-title'
import { dailySpend, monthForecast, recentDailyRate, runway, runwayMonths, spendsOf, utcMonth } from './spend'
import { SpendChart } from './SpendChart'
import styles from './SpendStory.module.css'

/** The account the story is told for: the default one, else the first not deleted. */
const storyAccount = (accounts: readonly BillingAccount[]) =>
  accounts.find((a) => a.is_default && !a.is_deleted) ?? accounts.find((a) => !a.is_deleted)

/**
 * The account's money at a glance (docs/reference/console.md#dashboard): spend per day over 30
 * days, how long the credit lasts at the recent rate, the month so far and its forecast, and the
 * next invoice.
 */
export function SpendStory() {
  const t = useT()
  const accounts = useQuery(billingAccountsQuery)
  return (
    <section aria-labelledby="dashboard-spend" className={styles.story}>
      <h2 id="dashboard-spend" className={styles.heading}>
        {t('dashboard.spend.heading')}
      </h2>
      <QueryView query={accounts} failed={t('billing.accounts.listFailed')} empty={t('billing.accounts.empty')}>
        {(list) => {
          const account = storyAccount(list)
          return account ? <AccountSpend account={account} several={list.filter((a) => !a.is_deleted).length > 1} /> : null
        }}
      </QueryView>
    </section>
  )
}

function AccountSpend({ account, several }: { account: BillingAccount; several: boolean }) {
  const t = useT()
  const usage = useQuery(usageQuery(account.id))
  const invoices = useQuery(invoiceListQuery(account.id))
  return (
    <>
      {several && (
        <p className={styles.account}>
          {t('dashboard.spend.forAccount')} <Link to={pb.billingAccount({ id: account.id })}>{accountTitle(account, t)}</Link>
        </p>
      )}
      <QueryView query={invoices} failed={t('billing.invoices.loadFailed')}>
        {(invoiceList) => (
          <QueryView query={usage} failed={t('billing.usage.loadFailed')}>
            {(usageList) => <Figures account={account} invoices={invoiceList} usage={usageList} />}
          </QueryView>
        )}
      </QueryView>
    </>
  )
}

function Figures({ account, invoices, usage }: { account: BillingAccount; invoices: Invoice[]; usage: Parameters<typeof spendsOf>[0] }) {
  const t = useT()
  const locale = useLocale()
  const money = useMoney()
  const dates = useDates()
  const current = invoices.find((invoice) => invoice.id === 'current')
  // The simulated clock's now, as the month in progress was last drawn up.
  if (!current) return <p>{t('dashboard.spend.noMonth')}</p>
  const now = current.created
  const spends = spendsOf(usage, invoices, now)
  const perDay = recentDailyRate(spends, now)
  const left = runway(account.running_totals.credit_available, perDay)
  const months = left.kind === 'days' ? runwayMonths(left.days) : undefined
  const accrued = current.totals.total
  const forecast = monthForecast(accrued, now)
  const issued = utcMonth(now).next
  const unpaid = invoices.filter((invoice) => invoice.status === 5).sort((a, b) => (a.due_date ?? 0) - (b.due_date ?? 0))[0]
  // Month boundaries are UTC, so the issue date is named in UTC, not the viewer's zone.
  const issueDate = new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(issued * 1000)
  return (
    <>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('dashboard.spend.runway')}</dt>
          <dd className={styles.value}>
            {left.kind === 'no_credit'
              ? t('dashboard.spend.noCredit')
              : left.kind === 'no_spend'
                ? t('dashboard.spend.lastsNoSpend')
                : left.days === 0
                  ? t('dashboard.spend.lastsUnderDay')
                  : left.days === 1
                    ? t('dashboard.spend.lastsOneDay')
                    : months !== undefined
                      ? t('dashboard.spend.lastsMonths', { count: months })
                      : t('dashboard.spend.lastsDays', { count: left.days })}
          </dd>
          <dd className={styles.note}>
            {t('dashboard.spend.runwayBasis', { credit: money.site(account.running_totals.credit_available), perDay: money.site(perDay) })}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('dashboard.spend.monthSoFar')}</dt>
          <dd className={styles.value}>{money.site(accrued)}</dd>
          <dd className={styles.note}>
            {forecast === undefined ? t('dashboard.spend.forecastLater') : t('dashboard.spend.forecast', { amount: money.site(forecast) })}
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('dashboard.spend.nextInvoice')}</dt>
          <dd className={styles.value}>{issueDate}</dd>
          <dd className={styles.note}>
            {t('dashboard.spend.nextInvoiceAmount', { amount: money.site(forecast ?? accrued) })}
            {unpaid && (
              <>
                {' '}
                <Link to={pb.billingAccount({ id: account.id })} className={styles.unpaid}>
                  {t('dashboard.spend.unpaid', {
                    amount: money.site(unpaid.totals.total - unpaid.totals.credit),
                    date: unpaid.due_date ? dates.date(unpaid.due_date) : '',
                  })}
                </Link>
              </>
            )}
          </dd>
        </div>
      </dl>
      <h3 className={styles.chartHeading}>{t('dashboard.spend.perDay')}</h3>
      <SpendChart days={dailySpend(spends, now)} format={(amount) => money.site(amount)} />
    </>
  )
}
