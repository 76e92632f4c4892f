import { applyCachedBrand } from './brand'

/** The stored colour mode (docs/product/config.md#brands-and-themes): `auto` follows the system preference. */
export type ColorMode = 'auto' | 'light' | 'dark'
export const colorModes: readonly ColorMode[] = ['auto', 'light', 'dark']

const modeKey = 'cloudsim.theme.mode'
const prefersDark = () => window.matchMedia('(prefers-color-scheme: dark)')
const listeners = new Set<() => void>()
let forcedLight = false

export function storedColorMode(): ColorMode {
  const mode = localStorage.getItem(modeKey)
  return mode === 'light' || mode === 'dark' ? mode : 'auto'
}

function applyScheme() {
  const mode = storedColorMode()
  const dark = !forcedLight && (mode === 'dark' || (mode === 'auto' && prefersDark().matches))
  document.documentElement.dataset.theme = dark ? 'dark' : 'light'
  listeners.forEach((listener) => listener())
}

/** Runs before the first render so a dark or branded page never flashes the defaults. */
export function initTheme() {
  applyCachedBrand()
  applyScheme()
  prefersDark().addEventListener('change', applyScheme)
}

/** Stores the mode and applies it at once (a forced light page stays light until it lets go). */
export function setColorMode(mode: ColorMode) {
  if (mode === 'auto') localStorage.removeItem(modeKey)
  else localStorage.setItem(modeKey, mode)
  applyScheme()
}

/** Some brands' login pages are always light, whatever the stored mode. */
export function forceLight(on: boolean) {
  forcedLight = on
  applyScheme()
}

/** For `useSyncExternalStore`: called whenever the mode or the applied scheme may have changed. */
export function subscribeColorMode(listener: () => void) {
  listeners.add(listener)
  return () => void listeners.delete(listener)
}
