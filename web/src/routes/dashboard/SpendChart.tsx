import { useId } from 'react'
import { useLocale, useT } from '../../i18n'
import type { DaySpend } from './spend'
import styles from './SpendChart.module.css'

const width = 600
const height = 160
const gap = 4

/**
 * Spend per day as bars, drawn here rather than with a chart package (docs/reference/console.md#dashboard):
 * the bars stretch with the page while the labels stay HTML text, so they read at 390 px. The
 * brand's primary colour paints them; today's bar, a day so far, is lighter inside its outline.
 * A table of the same days sits under a disclosure for keyboard and screen-reader users.
 */
export function SpendChart({ days, format }: { days: readonly DaySpend[]; format: (amount: number) => string }) {
  const t = useT()
  const locale = useLocale()
  const tableId = useId()
  const date = (day: number) => new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', timeZone: 'UTC' }).format(day * 1000)
  const max = Math.max(...days.map((d) => d.amount), 0)
  const total = days.reduce((sum, d) => sum + d.amount, 0)
  const highest = days.find((d) => d.amount === max)
  const step = width / Math.max(days.length, 1)
  const first = days[0]
  const last = days.at(-1)
  const label = t('dashboard.spend.chartLabel', {
    count: days.length,
    total: format(total),
    max: format(max),
    day: highest ? date(highest.day) : '',
  })
  return (
    <figure className={styles.figure}>
      <div className={styles.scale} aria-hidden="true">
        <span>{format(max)}</span>
        <span>{format(0)}</span>
      </div>
      <svg className={styles.chart} viewBox={`0 0 ${width} ${height}`} preserveAspectRatio="none" role="img" aria-label={label}>
        <line className={styles.axis} x1={0} x2={width} y1={height - 0.5} y2={height - 0.5} vectorEffect="non-scaling-stroke" />
        {days.map((d, i) => {
          const h = max > 0 ? (d.amount / max) * (height - 2) : 0
          return (
            <rect
              key={d.day}
              className={i === days.length - 1 ? styles.today : styles.bar}
              x={i * step + gap / 2}
              y={height - h}
              width={step - gap}
              height={h}
            >
              <title>{`${date(d.day)}: ${format(d.amount)}`}</title>
            </rect>
          )
        })}
      </svg>
      {first && last && (
        <figcaption className={styles.dates} aria-hidden="true">
          <span>{date(first.day)}</span>
          <span>{t('dashboard.spend.today')}</span>
        </figcaption>
      )}
      <details className={styles.details}>
        <summary aria-controls={tableId}>{t('dashboard.spend.asTable')}</summary>
        <table id={tableId} className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('dashboard.spend.day')}</th>
              <th scope="col">{t('dashboard.spend.amount')}</th>
            </tr>
          </thead>
          <tbody>
            {days.map((d) => (
              <tr key={d.day}>
                <td>{date(d.day)}</td>
                <td>{format(d.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </figure>
  )
}
