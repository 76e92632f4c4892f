import { applyCachedBrand } from './brand'

/** The stored colour mode (platform seed §1): `auto` follows the system preference. */
type ColorMode = 'auto' | 'light' | 'dark'

const modeKey = 'cloudsim.theme.mode'
const prefersDark = () => window.matchMedia('(prefers-color-scheme: dark)')
let forcedLight = false

function storedMode(): ColorMode {
  const mode = localStorage.getItem(modeKey)
  return mode === 'light' || mode === 'dark' ? mode : 'auto'
}

function applyScheme() {
  const mode = storedMode()
  const dark = !forcedLight && (mode === 'dark' || (mode === 'auto' && prefersDark().matches))
  document.documentElement.dataset.theme = dark ? 'dark' : 'light'
}

/** Runs before the first render so a dark or branded page never flashes the defaults. */
export function initTheme() {
  applyCachedBrand()
  applyScheme()
  prefersDark().addEventListener('change', applyScheme)
}

/** Some brands' login pages are always light, whatever the stored mode. */
export function forceLight(on: boolean) {
  forcedLight = on
  applyScheme()
}
