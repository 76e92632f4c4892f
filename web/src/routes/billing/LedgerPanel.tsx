import { useQuery } from '@tanstack/react-query'
import { creditListQuery } from '../../api/payment'
import type { BillingAccount } from '../../api/types'
import { QueryView } from '../../components/QueryView'
import resourceStyles from '../../components/ResourceScreens.module.css'
import { useDates } from '../../components/use-dates'
import { useMoney } from '../../components/use-money'
import { useT } from '../../i18n'
import styles from './Money.module.css'

/** Seed §3 credit history: every movement of the account's credit, newest first. */
export function LedgerPanel({ account }: { account: BillingAccount }) {
  const t = useT()
  const money = useMoney()
  const dates = useDates()
  const entries = useQuery(creditListQuery(account.id))
  return (
    <section className={styles.section} aria-labelledby="ledger-heading">
      <h2 id="ledger-heading">{t('money.ledger.heading')}</h2>
      <QueryView query={entries} failed={t('money.ledger.loadFailed')} empty={t('money.ledger.empty')}>
        {(list) => (
          <table className={resourceStyles.table}>
            <thead>
              <tr>
                <th scope="col">{t('money.ledger.column.created')}</th>
                <th scope="col">{t('money.ledger.column.description')}</th>
                <th scope="col">{t('money.ledger.column.reference')}</th>
                <th scope="col">{t('money.ledger.column.amount')}</th>
              </tr>
            </thead>
            <tbody>
              {[...list]
                .sort((a, b) => b.created - a.created || b.id - a.id)
                .map((entry) => (
                  <tr key={entry.id}>
                    <td data-label={t('money.ledger.column.created')}>{dates.dateTime(entry.created)}</td>
                    <th scope="row" data-label={t('money.ledger.column.description')}>
                      {entry.description}
                      {entry.acting_user_id != null && (
                        <span className={styles.muted}> {t('money.ledger.delegate', { id: entry.acting_user_id })}</span>
                      )}
                    </th>
                    <td data-label={t('money.ledger.column.reference')}>{entry.reference}</td>
                    <td data-label={t('money.ledger.column.amount')} className={entry.amount < 0 ? styles.negative : undefined}>
                      {money.site(entry.amount)}
                    </td>
                  </tr>
                ))}
            </tbody>
          </table>
        )}
      </QueryView>
    </section>
  )
}
