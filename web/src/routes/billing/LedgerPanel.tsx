import { useQuery } from '@tanstack/react-query'
import { QueryView } from '../../components/QueryView'
import { useDates } from '../../components/use-dates'
import { useMoney } from '../../components/use-money'
import { useT } from '../../i18n'
import styles from './Money.module.css'
import { DataTable, type DataColumn } from '../../ui/DataTable'
import { type BillingAccount, type CreditEntry, creditListQuery } from '../../api/billing'

/** docs/product/billing.md#ledger credit history: every movement of the account's credit, newest first. */
export function LedgerPanel({ account }: { account: BillingAccount }) {
  const t = useT()
  const money = useMoney()
  const dates = useDates()
  const entries = useQuery(creditListQuery(account.id))
  const columns: DataColumn<CreditEntry>[] = [
    { label: t('billing.ledger.column.created'), cell: (entry) => dates.dateTime(entry.created) },
    {
      label: t('billing.ledger.column.description'),
      rowHeader: true,
      cell: (entry) => (
        <>
          {entry.description}
          {entry.acting_user_id != null && (
            <span className={styles.muted}> {t('billing.ledger.delegate', { id: entry.acting_user_id })}</span>
          )}
        </>
      ),
    },
    { label: t('billing.ledger.column.reference'), cell: (entry) => entry.reference },
    {
      label: t('billing.ledger.column.amount'),
      cell: (entry) => money.site(entry.amount),
      className: (entry) => (entry.amount < 0 ? styles.negative : undefined),
    },
  ]
  return (
    <section className={styles.section} aria-labelledby="ledger-heading">
      <h2 id="ledger-heading">{t('billing.ledger.heading')}</h2>
      <QueryView query={entries} failed={t('billing.ledger.loadFailed')} empty={t('billing.ledger.empty')}>
        {(list) => (
          <DataTable
            columns={columns}
            rows={[...list].sort((a, b) => b.created - a.created || b.id - a.id)}
            rowKey={(entry) => entry.id}
          />
        )}
      </QueryView>
    </section>
  )
}
