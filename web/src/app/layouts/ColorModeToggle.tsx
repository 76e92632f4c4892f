import { useRef, type KeyboardEvent } from 'react'
import { useT } from '../../i18n'
import { colorModes, type ColorMode } from '../../theme/theme-init'
import { useColorMode } from '../../theme/use-brand'
import { Icon, type IconName } from '../../ui/Icon'
import styles from './Shell.module.css'

const icons: Record<ColorMode, IconName> = { auto: 'auto', light: 'sun', dark: 'moon' }

/**
 * Auto, light or dark (docs/product/config.md#brands-and-themes), stored and applied at once. A radio group written by
 * hand rather than react-aria's, which would put its library in the first load: one tab stop (the
 * chosen mode), arrow keys move between the modes, Space or Enter picks one.
 */
export function ColorModeToggle() {
  const t = useT()
  const [mode, setMode] = useColorMode()
  const group = useRef<HTMLDivElement>(null)
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: 1, ArrowLeft: -1 }[event.key]
    if (!step) return
    event.preventDefault()
    const buttons = [...(group.current?.querySelectorAll('button') ?? [])]
    const at = buttons.indexOf(document.activeElement as HTMLButtonElement)
    buttons[(at + step + buttons.length) % buttons.length]?.focus()
  }
  return (
    <div ref={group} role="radiogroup" aria-label={t('colorMode.label')} className={styles.modeGroup} onKeyDown={onKeyDown}>
      {colorModes.map((option) => (
        <button
          key={option}
          type="button"
          role="radio"
          aria-checked={option === mode}
          aria-label={t(`colorMode.${option}`)}
          tabIndex={option === mode ? 0 : -1}
          data-selected={option === mode || undefined}
          className={styles.modeButton}
          onClick={() => setMode(option)}
        >
          <Icon name={icons[option]} size={16} />
        </button>
      ))}
    </div>
  )
}
