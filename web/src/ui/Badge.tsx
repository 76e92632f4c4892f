import type { ReactNode } from 'react'
import styles from './Badge.module.css'

/** docs/product/config.md#console-components: badge colours and options (all options off by default). */
export const badgeColors = ['primary', 'success', 'error', 'warning', 'info', 'default', 'text', 'white'] as const
export type BadgeColor = (typeof badgeColors)[number]

type Props = {
  children: ReactNode
  color?: BadgeColor
  /** No status dot before the label. */
  noDot?: boolean
  /** Only the dot; the label stays for screen readers and as a tooltip. */
  iconOnly?: boolean
  /** Sized for a page header / for a table row. */
  inHeader?: boolean
  inList?: boolean
  /** Filled: the colour as background, the label in the contrasting colour. */
  reverse?: boolean
}

export function Badge({ children, color = 'default', noDot, iconOnly, inHeader, inList, reverse }: Props) {
  const title = iconOnly && typeof children === 'string' ? children : undefined
  return (
    <span
      className={styles.badge}
      data-color={color}
      data-icon-only={iconOnly || undefined}
      data-in-header={inHeader || undefined}
      data-in-list={inList || undefined}
      data-reverse={reverse || undefined}
      title={title}
    >
      {!noDot && <span className={styles.dot} aria-hidden="true" />}
      {iconOnly ? <span className="visually-hidden">{children}</span> : children}
    </span>
  )
}
