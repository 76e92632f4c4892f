import { ToggleButton, ToggleButtonGroup, type Key } from 'react-aria-components'
import { useT } from '../../i18n'
import { colorModes, type ColorMode } from '../../theme/theme-init'
import { useColorMode } from '../../theme/use-brand'
import { Icon, type IconName } from '../../ui/Icon'
import styles from './Shell.module.css'

const icons: Record<ColorMode, IconName> = { auto: 'auto', light: 'sun', dark: 'moon' }

/** Auto, light or dark (platform seed §1), stored and applied at once. */
export function ColorModeToggle() {
  const t = useT()
  const [mode, setMode] = useColorMode()
  return (
    <ToggleButtonGroup
      aria-label={t('colorMode.label')}
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[mode]}
      onSelectionChange={(keys: Set<Key>) => {
        const [next] = keys
        if (next) setMode(next as ColorMode)
      }}
      className={styles.modeGroup}
    >
      {colorModes.map((option) => (
        <ToggleButton key={option} id={option} aria-label={t(`colorMode.${option}`)} className={styles.modeButton}>
          <Icon name={icons[option]} size={16} />
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  )
}
