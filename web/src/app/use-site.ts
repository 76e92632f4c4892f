import { createContext, use } from 'react'
import type { Brand, SiteConfig } from '../api/types'

/** The loaded site configuration and its brand (absent when the API serves no brands). */
export type Site = { config: SiteConfig; brand: Brand | undefined }

export const SiteContext = createContext<Site | null>(null)

export function useSite(): Site {
  const site = use(SiteContext)
  if (!site) throw new Error('useSite() needs the site configuration loaded by <App>')
  return site
}
