import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Icon, type IconName } from './Icon'
import styles from './PageHeader.module.css'

export type Crumb = { label: string; to: string }

type Props = {
  title: string
  icon?: IconName | undefined
  /** A detail page's way back: the list it belongs to (the page itself is the title). */
  breadcrumbs?: Crumb[] | undefined
  /** The resource's status badge, beside the title. */
  status?: ReactNode
  /** The primary action (one button or link) and a "More" menu, at the right. */
  actions?: ReactNode
  /** `breadcrumbsLabel`: the breadcrumb navigation's accessible name. */
  breadcrumbsLabel?: string
}

/** Every screen's header (docs/reference/console.md#design-system). */
export function PageHeader({ title, icon, breadcrumbs, status, actions, breadcrumbsLabel }: Props) {
  return (
    <header className={styles.header}>
      {breadcrumbs && breadcrumbs.length > 0 && (
        <nav aria-label={breadcrumbsLabel} className={styles.crumbs}>
          <ol>
            {breadcrumbs.map((crumb) => (
              <li key={crumb.to}>
                <Link to={crumb.to}>{crumb.label}</Link>
                <Icon name="chevronRight" size={14} />
              </li>
            ))}
          </ol>
        </nav>
      )}
      <div className={styles.row}>
        <div className={styles.titleRow}>
          {icon && (
            <span className={styles.icon}>
              <Icon name={icon} size={22} />
            </span>
          )}
          <h1 className={styles.title}>{title}</h1>
          {status}
        </div>
        {actions && <div className={styles.actions}>{actions}</div>}
      </div>
    </header>
  )
}
