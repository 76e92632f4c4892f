import { useT } from '../i18n'
import styles from './Loading.module.css'
import { indicatorDelay } from './loading-progress'
import { useDelayed } from './use-delayed'

/** A spinner that appears only after `delay` ms (docs/product/config.md#console-constants: 500 ms, 2000 ms for lazy sections). */
export function DelayedSpinner({ label, delay = indicatorDelay.default }: { label?: string; delay?: number }) {
  const t = useT()
  const shown = useDelayed(delay)
  return (
    <div role="status" className={styles.spinnerBox}>
      {shown && <span className={styles.spinner} aria-hidden="true" />}
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
