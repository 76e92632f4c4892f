import { Link } from '@tanstack/react-router'
import { useMoney } from '../../components/use-money'
import { useT } from '../../i18n'
import { DataTable } from '../../ui/DataTable'
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
            <DataTable
              columns={[
                { label: t('compute.column.name'), cell: (entry) => <Link to={entry.href}>{entry.name}</Link> },
                { label: t('dashboard.type'), cell: (entry) => t(`resources.${entry.type}.one`) },
                { label: t('compute.column.location'), cell: (entry) => (entry.location ? place(entry.location) : '—') },
                { label: t('dashboard.money.perHour'), cell: cost },
              ]}
              rows={running}
              rowKey={(entry) => `${entry.type}:${entry.key}`}
              aria-labelledby="dashboard-running"
            />
          )}
        </>
      )}
    </section>
  )
}
