import { ProgressBar as AriaProgressBar } from 'react-aria-components'
import { useT } from '../i18n'
import styles from './Loading.module.css'
import { loadingProgress, progressTick } from './loading-progress'
import { useNow } from './use-delayed'

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
