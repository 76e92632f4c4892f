import { useEffect, useId, useRef, useState, type ReactNode } from 'react'
import { useT } from '../i18n'
import { Icon } from './Icon'
import styles from './MoreMenu.module.css'

type Props = {
  /** The button's accessible name, e.g. "Actions for web-1"; "More" when not given (a page header's menu). */
  label?: string | undefined
  /** `kebab`: a row's compact trigger (the label is read out, not shown). */
  kind?: 'more' | 'kebab'
  children: ReactNode
}

/**
 * Rare actions behind one button (docs/reference/console.md#design-system): a disclosure whose
 * buttons stay mounted while hidden, so a dialog an item opens (rendered beside its button, in a
 * portal) outlives the closed list. Choosing an item, Escape or a click elsewhere closes it.
 */
export function MoreMenu({ label: given, kind = 'more', children }: Props) {
  const t = useT()
  const label = given ?? t('shell.more')
  const [open, setOpen] = useState(false)
  const id = useId()
  const root = useRef<HTMLDivElement>(null)
  const trigger = useRef<HTMLButtonElement>(null)
  useEffect(() => {
    if (!open) return
    const away = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false)
    }
    const escape = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return
      setOpen(false)
      trigger.current?.focus()
    }
    document.addEventListener('pointerdown', away)
    document.addEventListener('keydown', escape)
    return () => {
      document.removeEventListener('pointerdown', away)
      document.removeEventListener('keydown', escape)
    }
  }, [open])
  return (
    <div ref={root} className={styles.root}>
      <button
        ref={trigger}
        type="button"
        className={kind === 'kebab' ? styles.kebab : styles.more}
        aria-expanded={open}
        aria-controls={id}
        aria-label={kind === 'kebab' ? label : undefined}
        onClick={() => setOpen(!open)}
      >
        {kind === 'kebab' ? <Icon name="kebab" /> : label}
        {kind === 'more' && <Icon name="chevronDown" size={16} />}
      </button>
      <div
        id={id}
        role="group"
        aria-label={label}
        hidden={!open}
        className={styles.list}
        onClick={(event) => {
          if ((event.target as HTMLElement).closest('button, a')) setOpen(false)
        }}
      >
        {children}
      </div>
    </div>
  )
}
