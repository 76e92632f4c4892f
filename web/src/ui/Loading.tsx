import { useT } from '../i18n'
import styles from './Loading.module.css'
import { indicatorDelay } from './loading-progress'
import { useDelayed } from './use-delayed'

/**
 * Placeholder rows in the shape of what is loading, shown only after `delay` ms
 * (docs/product/config.md#console-constants: 500 ms, 2000 ms for lazy sections); the label is
 * read out at once.
 */
export function Skeleton({ label, delay = indicatorDelay.default, rows = 4 }: { label?: string; delay?: number; rows?: number }) {
  const t = useT()
  const shown = useDelayed(delay)
  return (
    <div role="status" className={styles.skeleton}>
      {shown && (
        <div aria-hidden="true" className={styles.skeletonRows}>
          {Array.from({ length: rows }, (_, row) => (
            <span key={row} className={styles.skeletonRow} />
          ))}
        </div>
      )}
      <span className="visually-hidden">{label ?? t('common.loading')}</span>
    </div>
  )
}

/**
 * An indeterminate bar across the top of the page. Plain ARIA, not react-aria's bar: the router
 * shows it, so it is part of the first load.
 */
export function ProgressBar({ label }: { label: string }) {
  return (
    <div role="progressbar" aria-label={label} aria-valuemin={0} aria-valuemax={100} className={styles.bar}>
      <div className={styles.barIndeterminate} />
    </div>
  )
}

/** The router's pending indicator for a lazy screen (shown after its own 2 s delay). */
export function PageProgress() {
  const t = useT()
  return <ProgressBar label={t('loading.page')} />
}
