import type { ReactNode } from 'react'
import { Icon } from './Icon'
import styles from './Notice.module.css'

/** docs/product/config.md#console-components: notice colours primary, success, error; compact or full. */
export type NoticeColor = 'primary' | 'success' | 'error'

type Props = { color?: NoticeColor; mode?: 'compact' | 'full'; title?: string; children: ReactNode }

/** A block of information; an error notice is announced when it appears. */
export function Notice({ color = 'primary', mode = 'full', title, children }: Props) {
  return (
    <div className={styles.notice} role={color === 'error' ? 'alert' : 'note'} data-color={color} data-mode={mode}>
      <Icon name={color === 'error' ? 'alert' : color === 'success' ? 'check' : 'info'} size={mode === 'full' ? 20 : 16} />
      <div className={styles.body}>
        {title && mode === 'full' && <p className={styles.title}>{title}</p>}
        <div>{children}</div>
      </div>
    </div>
  )
}
