import { roundTo } from '../../platform/money'
import { useQuery } from '@tanstack/react-query'
import { useSite } from '../../platform/use-site'
import { useBrandText } from '../../platform/brand-text'
import { QueryView } from '../../components/QueryView'
import { useToasts } from '../../ui/toast-store'
import { useDates } from '../../components/use-dates'
import { useMoney } from '../../components/use-money'
import { useT } from '../../i18n'
import { Badge, type BadgeColor } from '../../ui/Badge'
import { Button } from '../../ui/Button'
import { RowMenu } from '../../ui/RowMenu'
import styles from './Money.module.css'
import { DataTable, type DataColumn } from '../../ui/DataTable'
import { type BillingAccount, type Invoice, invoiceListQuery, useInvoicePay, useInvoicePdf } from '../../api/billing'

const statusName = { 0: 'inProgress', 5: 'unpaid', 10: 'paid' } as const
const statusColor: Record<Invoice['status'], BadgeColor> = { 0: 'info', 5: 'error', 10: 'success' }

/** What is still owed on an invoice: its total less the payments that went through. */
export function invoiceDue(invoice: Invoice): number {
  const paid = invoice.transaction_list.filter((tr) => tr.is_success).reduce((sum, tr) => sum + tr.amount, 0)
  return Math.max(0, roundTo(invoice.totals.total - paid, 2))
}

/** The PDF in a tab of its own; where popups are blocked, as a download. */
function openPdf(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  if (!window.open(url, '_blank')) {
    const link = Object.assign(document.createElement('a'), { href: url, download: name })
    link.click()
  }
  setTimeout(() => URL.revokeObjectURL(url), 60_000)
}

/**
 * docs/product/billing.md#invoices Invoice, docs/product/billing.md#invoices statuses (0 in progress, 5 unpaid, 10 paid): the list, the printed PDF,
 * and paying an unpaid one from credit (`pay_invoice`) or by card (a top-up of what is due first).
 */
export function InvoicesPanel({ account, onPayByCard }: { account: BillingAccount; onPayByCard: (due: number) => void }) {
  const t = useT()
  const money = useMoney()
  const dates = useDates()
  const toasts = useToasts()
  const { brand } = useSite()
  const invoices = useQuery(invoiceListQuery(account.id))
  const brandText = useBrandText()
  const wording = brand?.theme.extras?.invoice_wording
  const heading = wording ? brandText(wording) : t('billing.invoices.heading')
  const payInvoice = useInvoicePay()
  const invoicePdf = useInvoicePdf()
  const pay: InvoiceCall = {
    isPending: payInvoice.isPending,
    mutate: (invoice) =>
      payInvoice.mutate(Number(invoice.id), {
        onSuccess: (answer) => toasts.success(answer.message || t('billing.invoices.paid', { number: invoice.padded_id })),
      }),
  }
  const pdf: InvoiceCall = {
    isPending: invoicePdf.isPending,
    mutate: (invoice) => invoicePdf.mutate(Number(invoice.id), { onSuccess: (blob) => openPdf(blob, `${invoice.padded_id}.pdf`) }),
  }

  const columns: DataColumn<Invoice>[] = [
    {
      label: t('billing.invoices.column.number'),
      cell: (invoice) => (invoice.id !== 'current' ? invoice.padded_id : t('billing.invoices.current')),
    },
    { label: t('billing.invoices.column.type'), cell: (invoice) => t(`billing.invoices.type.${invoice.type}`) },
    {
      label: t('billing.invoices.column.period'),
      cell: (invoice) => `${dates.date(invoice.period_start)} – ${dates.date(invoice.period_end)}`,
    },
    { label: t('billing.invoices.column.due'), cell: (invoice) => (invoice.due_date ? dates.date(invoice.due_date) : '—') },
    {
      label: t('billing.invoices.column.status'),
      cell: (invoice) => (
        <Badge color={statusColor[invoice.status]} inList>
          {t(`billing.invoices.status.${statusName[invoice.status]}`)}
        </Badge>
      ),
    },
    {
      label: t('billing.invoices.column.total'),
      cell: (invoice) => (
        <>
          {money.site(invoice.totals.total)}
          {invoice.status === 5 && invoiceDue(invoice) > 0 && (
            <span className={styles.muted}> {t('billing.invoices.outstanding', { amount: money.site(invoiceDue(invoice)) })}</span>
          )}
        </>
      ),
    },
  ]

  return (
    <section className={styles.section} aria-labelledby="invoices-heading">
      <h2 id="invoices-heading">{heading}</h2>
      <QueryView query={invoices} failed={t('billing.invoices.loadFailed')} empty={t('billing.invoices.empty')}>
        {(list) => (
          <DataTable
            columns={columns}
            rows={list}
            rowKey={(invoice) => String(invoice.id)}
            rowActions={(invoice) => <InvoiceRowMenu invoice={invoice} pdf={pdf} pay={pay} onPayByCard={onPayByCard} />}
          />
        )}
      </QueryView>
    </section>
  )
}

type InvoiceCall = { isPending: boolean; mutate: (invoice: Invoice) => void }

/**
 * An invoice's row menu (docs/reference/console.md#design-system): its PDF once it is issued (the
 * running month's has none); paying, from credit or by card, while it is unpaid. Nothing else
 * changes an invoice, so a row with neither has no menu.
 */
function InvoiceRowMenu({
  invoice,
  pdf,
  pay,
  onPayByCard,
}: {
  invoice: Invoice
  pdf: InvoiceCall
  pay: InvoiceCall
  onPayByCard: (due: number) => void
}) {
  const t = useT()
  const issued = invoice.id !== 'current'
  const unpaid = invoice.status === 5
  if (!issued && !unpaid) return null
  return (
    <RowMenu name={issued ? invoice.padded_id : t('billing.invoices.current')}>
      {issued && (
        <Button
          variant="quiet"
          aria-label={t('billing.invoices.pdfLabel', { number: invoice.padded_id })}
          disabled={pdf.isPending}
          onClick={() => pdf.mutate(invoice)}
        >
          {t('billing.invoices.pdf')}
        </Button>
      )}
      {unpaid && (
        <>
          <Button
            variant="quiet"
            aria-label={t('billing.invoices.payLabel', { number: invoice.padded_id })}
            disabled={pay.isPending}
            onClick={() => pay.mutate(invoice)}
          >
            {t('billing.invoices.pay')}
          </Button>
          <Button variant="quiet" onClick={() => onPayByCard(invoiceDue(invoice))}>
            {t('billing.invoices.payByCard')}
          </Button>
        </>
      )}
    </RowMenu>
  )
}
