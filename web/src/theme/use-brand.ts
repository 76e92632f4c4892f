import { useEffect } from 'react'
import type { Theme } from '../api/types'
import { applyBrand } from './brand'
import { forceLight } from './theme-init'

export function useBrand(theme: Theme | undefined) {
  useEffect(() => {
    if (theme) applyBrand(theme)
  }, [theme])
}

/** Light while the calling screen is shown, when `on`. */
export function useForceLight(on: boolean) {
  useEffect(() => {
    if (!on) return
    forceLight(true)
    return () => forceLight(false)
  }, [on])
}
