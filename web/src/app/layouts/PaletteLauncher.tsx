import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useT, withAreas } from '../../i18n'
import { Icon } from '../../ui/Icon'
import styles from './Shell.module.css'

// A chunk of its own, fetched at the first Ctrl+K: the first load carries only this launcher.
const CommandPalette = lazy(() =>
  withAreas(() => import('../../components/palette/CommandPalette'), ['palette'])().then((m) => ({ default: m.CommandPalette })),
)

/** Ctrl+K / ⌘K anywhere, or the header's Search button, opens the command palette. */
export function PaletteLauncher({ compact }: { compact: boolean }) {
  const t = useT()
  const [open, setOpen] = useState(false)
  // Where focus was: dismissing the palette gives it back there (choosing an entry moves on instead).
  const before = useRef<HTMLElement | null>(null)
  const show = () => {
    before.current = document.activeElement instanceof HTMLElement ? document.activeElement : null
    setOpen(true)
  }
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.key.toLowerCase() === 'k' && (event.ctrlKey || event.metaKey) && !event.altKey) {
        event.preventDefault()
        show()
      }
    }
    document.addEventListener('keydown', onKey)
    return () => document.removeEventListener('keydown', onKey)
  }, [])
  const mac = /Mac|iPhone|iPad/.test(navigator.platform)
  // The keys as the keyboard names them, in every language.
  const keys = mac ? '⌘K' : 'Ctrl K'
  return (
    <>
      <button
        type="button"
        className={compact ? styles.iconButton : styles.headerButton}
        aria-label={compact ? t('shell.palette') : undefined}
        aria-keyshortcuts={mac ? 'Meta+K' : 'Control+K'}
        onClick={show}
      >
        <Icon name="search" size={16} />
        {!compact && (
          <>
            {t('shell.palette')}
            <kbd className={styles.shortcut}>{keys}</kbd>
          </>
        )}
      </button>
      {open && (
        <Suspense>
          <CommandPalette
            onClose={(dismissed) => {
              setOpen(false)
              if (dismissed) requestAnimationFrame(() => before.current?.focus())
            }}
          />
        </Suspense>
      )}
    </>
  )
}
