import { ProgressBar as AriaProgressBar } from 'react-aria-components'
import { useT } from '../i18n'
import styles from './Loading.module.css'
import { indicatorDelay, loadingProgress, progressTick } from './loading-progress'
import { useDelayed, useNow } from './use-delayed'

/** A spinner that appears only after `delay` ms (platform seed §9: 500 ms, 2000 ms for lazy sections). */
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

/** An indeterminate bar across the top of the page. */
export function ProgressBar({ label }: { label: string }) {
  return (
    <AriaProgressBar isIndeterminate aria-label={label} className={styles.bar}>
      <div className={styles.barIndeterminate} />
    </AriaProgressBar>
  )
}

/** The router's pending indicator for a lazy screen (shown after its own 2 s delay). */
export function PageProgress() {
  const t = useT()
  return <ProgressBar label={t('loading.page')} />
}

type LoadingProgressProps = {
  /** The resource's name and type label, e.g. 'web-1' and 'Virtual machine'. */
  name: string
  typeLabel: string
  /** When the resource started the transition (ms since the epoch) and how long it usually takes. */
  startedAt: number
  expectedMs: number
}

/** Progress of a resource in transition: elapsed over expected time, capped at 100 %, ticking every 200 ms. */
export function LoadingProgressBar({ name, typeLabel, startedAt, expectedMs }: LoadingProgressProps) {
  const t = useT()
  const now = useNow(progressTick)
  const value = loadingProgress(now - startedAt, expectedMs)
  return <ResourceProgress value={value} label={t('loading.resource', { name, type: typeLabel })} />
}

/** The loading-progress bar of a resource: its label, the percentage and the bar. */
export function ResourceProgress({ value, label }: { value: number; label: string }) {
  return (
    <AriaProgressBar value={value} aria-label={label} className={styles.resourceProgress}>
      {({ valueText }) => (
        <>
          <span className={styles.resourceLabel}>
            {label} <span className={styles.value}>{valueText}</span>
          </span>
          <div className={styles.bar}>
            <div className={styles.barFill} style={{ width: `${value}%` }} />
          </div>
        </>
      )}
    </AriaProgressBar>
  )
}
