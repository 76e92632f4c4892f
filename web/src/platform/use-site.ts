import { createContext, use } from 'react'
import type { ShippedBrand } from '../theme/shipped-brands'
import type { components } from '../api/generated/schema'

type SiteConfig = components['schemas']['SiteConfig']

/** The loaded site configuration and the brand its `siteTheme` names (absent when none is shipped by that name). */
export type Site = { config: SiteConfig; brand: ShippedBrand | undefined }

export const SiteContext = createContext<Site | null>(null)

export function useSite(): Site {
  const site = use(SiteContext)
  if (!site) throw new Error('useSite() needs the site configuration loaded by <App>')
  return site
}
