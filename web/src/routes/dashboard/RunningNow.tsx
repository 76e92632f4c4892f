import { Link } from '@tanstack/react-router'
import resourceStyles from '../../components/ResourceScreens.module.css'
import { useMoney } from '../../components/use-money'
import { useT } from '../../i18n'
import { Skeleton } from '../../ui/Loading'
import { Notice } from '../../ui/Notice'
import type { Entry, Source } from './dashboard-entries'
import styles from './DashboardPage.module.css'
import { usePlace } from './use-place'

/**
 * What runs now across every enabled type and what it costs an hour (converted to the user's
 * display currency like every price). A type that failed to load is left out of the total, and
 * the section says so; its own list below offers the retry.
 */
export function RunningNow({ sources }: { sources: Source[] }) {
  const t = useT()
  const money = useMoney()
  const place = usePlace()
  const pending = sources.some((s) => s.pending && !s.error)
  const failed = sources.some((s) => s.error)
  const running = sources.flatMap((s) => s.entries.filter((e) => e.running))
  const total = running.reduce((sum, entry) => sum + (entry.hourly ?? 0), 0)
  const cost = (entry: Entry) => (entry.hourly === undefined ? '—' : money.price(entry.hourly))
  return (
    <section aria-labelledby="dashboard-running">
      <h2 id="dashboard-running" className={styles.heading}>
        {t('dashboard.money.running')}
      </h2>
      {pending ? (
        <Skeleton />
      ) : (
        <>
          <p>{t('dashboard.money.runningSummary', { count: running.length, cost: money.price(total) })}</p>
          {failed && <Notice mode="compact">{t('dashboard.partial')}</Notice>}
          {running.length > 0 && (
            <table className={resourceStyles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('compute.column.name')}</th>
                  <th scope="col">{t('dashboard.type')}</th>
                  <th scope="col">{t('compute.column.location')}</th>
                  <th scope="col">{t('dashboard.money.perHour')}</th>
                </tr>
              </thead>
              <tbody>
                {running.map((entry) => (
                  <tr key={`${entry.type}:${entry.key}`}>
                    <th scope="row" data-label={t('compute.column.name')}>
                      <Link to={entry.href}>{entry.name}</Link>
                    </th>
                    <td data-label={t('dashboard.type')}>{t(`resources.${entry.type}.one`)}</td>
                    <td data-label={t('compute.column.location')}>{entry.location ? place(entry.location) : '—'}</td>
                    <td data-label={t('dashboard.money.perHour')}>{cost(entry)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
        </>
      )}
    </section>
  )
}
