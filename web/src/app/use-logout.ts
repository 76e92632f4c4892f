import { use } from 'react'
import { logout } from '../api/identity'
import { providerLogoutUrl } from '../api/idp'
import { browser } from './browser'
import { SiteContext } from './use-site'

/** Logs out (docs/product/config.md#console-routes), through the identity provider when the site signs in with one. */
export function useLogout(): () => void {
  const site = use(SiteContext)
  return () => logout({ providerLogoutUrl: site ? providerLogoutUrl(site.config) : undefined, go: browser.assign })
}
