import { use } from 'react'
import { logout } from './identity'
import { providerLogoutUrl } from './idp-origin'
import { browser } from '../platform/browser'
import { SiteContext } from '../platform/use-site'

/** Logs out (docs/product/config.md#console-routes), through the identity provider when the site signs in with one. */
export function useLogout(): () => void {
  const site = use(SiteContext)
  return () => logout({ providerLogoutUrl: site ? providerLogoutUrl(site.config) : undefined, go: browser.assign })
}
