import { Link } from '@tanstack/react-router'
import { createPath } from '../../screens/path-builder'
import { LoadError } from '../../components/LoadError'
import { useT, type MessageKey } from '../../i18n'
import { Skeleton } from '../../ui/Loading'
import type { DashboardType, Source } from './dashboard-entries'
import styles from './DashboardPage.module.css'
import { usePlace } from './use-place'

/** How many of each type the dashboard lists (docs/product/config.md#console-constants: latest 10 items). */
export const latest = 10

/** Each area's own texts for an empty list and a failed one. */
const texts = {
  virtual_machine: { empty: 'compute.empty', failed: 'compute.listFailed' },
  bare_metal: { empty: 'metal.empty', failed: 'metal.listFailed' },
  managed_service: { empty: 'services.empty', failed: 'services.listFailed' },
  disk: { empty: 'compute.disk.empty', failed: 'compute.disk.listFailed' },
  ip_address: { empty: 'network.empty.ip_address', failed: 'network.listFailed' },
  vpc: { empty: 'network.empty.vpc', failed: 'network.listFailed' },
  load_balancer: { empty: 'network.empty.load_balancer', failed: 'network.listFailed' },
  firewall: { empty: 'network.empty.firewall', failed: 'network.listFailed' },
  bucket: { empty: 'storage.empty', failed: 'storage.listFailed' },
} as const satisfies Record<DashboardType, { empty: MessageKey; failed: MessageKey }>

/** The latest ten of each enabled type, newest first, each linking to its detail screen. */
export function LatestResources({ sources }: { sources: Partial<Record<DashboardType, Source>> }) {
  const t = useT()
  const types = Object.keys(sources) as DashboardType[]
  if (types.length === 0) return null
  return (
    <section aria-labelledby="dashboard-latest">
      <h2 id="dashboard-latest" className={styles.heading}>
        {t('dashboard.latestHeading')}
      </h2>
      <div className={styles.panels}>
        {types.map((type) => (
          <Latest key={type} type={type} source={sources[type] as Source} />
        ))}
      </div>
    </section>
  )
}

function Latest({ type, source }: { type: DashboardType; source: Source }) {
  const t = useT()
  const place = usePlace()
  const newest = [...source.entries].sort((a, b) => b.created.localeCompare(a.created)).slice(0, latest)
  const create = createPath(type)
  const id = `dashboard-latest-${type}`
  return (
    <section aria-labelledby={id} className={styles.panel}>
      <h3 id={id} className={styles.subheading}>
        {t(`dashboard.latest.${type}`, { count: latest })}
      </h3>
      {source.error ? (
        <LoadError title={t(texts[type].failed)} error={source.error} onRetry={source.retry} />
      ) : source.pending ? (
        <Skeleton />
      ) : newest.length === 0 ? (
        <p className={styles.empty}>
          {t(texts[type].empty)}{' '}
          {create && <Link to={create}>{t(`resources.${type}.create`)}</Link>}
        </p>
      ) : (
        <ul className={styles.list}>
          {newest.map((entry) => (
            <li key={entry.key} className={styles.item}>
              <Link to={entry.href}>{entry.name}</Link>
              {entry.status}
              {entry.detail && <span className={styles.place}>{entry.detail}</span>}
              {entry.location && <span className={styles.place}>{place(entry.location)}</span>}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
