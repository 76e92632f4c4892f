import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { QueryView } from '../../components/QueryView'
import { useDates } from '../../components/use-dates'
import { useMoney } from '../../components/use-money'
import { useT } from '../../i18n'
import { SelectField } from '../../ui/SelectField'
import styles from './Money.module.css'
import { DataTable } from '../../ui/DataTable'
import { type BillingAccount, type Invoice, invoiceListQuery, usageQuery } from '../../api/billing'

const thisMonth = 'current'

/**
 * The usage report for a chosen period: the month so far from `charging/usage` (docs/product/billing.md#usage usage
 * items: hours, price, cost), an earlier month from its cloud-services invoice lines.
 */
export function UsagePanel({ account }: { account: BillingAccount }) {
  const t = useT()
  const dates = useDates()
  const invoices = useQuery(invoiceListQuery(account.id))
  const months = (invoices.data ?? []).filter((i) => i.type === 'cloud_services' && i.id !== 'current')
  const [period, setPeriod] = useState<string>(thisMonth)
  const past = months.find((i) => String(i.id) === period)
  return (
    <section className={styles.section} aria-labelledby="usage-heading">
      <h2 id="usage-heading">{t('billing.usage.heading')}</h2>
      <div className={styles.form}>
        <SelectField label={t('billing.usage.period')} value={period} onChange={(e) => setPeriod(e.target.value)}>
          <option value={thisMonth}>{t('billing.usage.thisMonth')}</option>
          {months.map((i) => (
            <option key={String(i.id)} value={String(i.id)}>
              {dates.date(i.period_start)} – {dates.date(i.period_end)}
            </option>
          ))}
        </SelectField>
      </div>
      {past ? <InvoiceUsage invoice={past} /> : <MonthSoFar account={account} />}
    </section>
  )
}

function MonthSoFar({ account }: { account: BillingAccount }) {
  const t = useT()
  const money = useMoney()
  const usage = useQuery(usageQuery(account.id))
  return (
    <QueryView query={usage} failed={t('billing.usage.loadFailed')} empty={t('billing.usage.empty')}>
      {(items) => (
        <DataTable
          columns={[
            { label: t('billing.usage.column.resource'), cell: (item) => item.description },
            { label: t('billing.usage.column.hours'), cell: (item) => item.hours },
            {
              label: t('billing.usage.column.price'),
              cell: (item) => t('billing.usage.perUnit', { price: money.price(item.price), unit: item.price_unit }),
            },
            { label: t('billing.usage.column.cost'), cell: (item) => money.site(item.cost) },
          ]}
          rows={items}
          rowKey={(item) => item.uuid}
          footer={<Total amount={money.site(items.reduce((sum, i) => sum + i.cost, 0))} />}
        />
      )}
    </QueryView>
  )
}

function InvoiceUsage({ invoice }: { invoice: Invoice }) {
  const t = useT()
  const money = useMoney()
  const lines = invoice.records_list.filter((line) => !line.is_technical)
  return (
    <DataTable
      columns={[
        {
          label: t('billing.usage.column.resource'),
          cell: (line) => (
            <>
              {line.name} {line.location_slug && <span className={styles.muted}>{line.location_slug}</span>}
            </>
          ),
        },
        {
          label: t('billing.usage.column.quantity'),
          cell: (line) => (
            <>
              {line.qty} {line.qty_unit}
            </>
          ),
        },
        { label: t('billing.usage.column.price'), cell: (line) => money.site(line.item_price) },
        { label: t('billing.usage.column.cost'), cell: (line) => money.site(line.amount) },
      ]}
      rows={lines}
      rowKey={(_, index) => index}
      footer={<Total amount={money.site(invoice.totals.subtotal)} />}
    />
  )
}

/** The footer row: the total under the cost column. */
function Total({ amount }: { amount: string }) {
  const t = useT()
  return (
    <tr>
      <th scope="row" colSpan={3}>
        {t('billing.usage.total')}
      </th>
      <td>{amount}</td>
    </tr>
  )
}
