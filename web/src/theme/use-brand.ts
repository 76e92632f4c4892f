import { useEffect, useSyncExternalStore } from 'react'
import { applyBrand } from './brand'
import { forceLight, setColorMode, storedColorMode, subscribeColorMode, type ColorMode } from './theme-init'
import type { components } from '../api/generated/schema'

type Theme = components['schemas']['Theme']

export function useBrand(theme: Theme | undefined) {
  useEffect(() => {
    if (theme) applyBrand(theme)
  }, [theme])
}

/** Light while the calling screen is shown, when `on` (the brand's `theme.login.force_light`). */
export function useForceLight(on: boolean) {
  useEffect(() => {
    if (!on) return
    forceLight(true)
    return () => forceLight(false)
  }, [on])
}

/** The stored colour mode and a setter that stores and applies it. */
export function useColorMode(): [ColorMode, (mode: ColorMode) => void] {
  const mode = useSyncExternalStore(subscribeColorMode, storedColorMode)
  return [mode, setColorMode]
}

/** The scheme the page shows now (`data-theme`), following mode changes and forced-light pages. */
export function useAppliedScheme(): 'light' | 'dark' {
  return useSyncExternalStore(subscribeColorMode, () => (document.documentElement.dataset.theme === 'dark' ? 'dark' : 'light'))
}
