import { consoleRoot } from './identity'
import { apiOrigin } from './endpoint'
import type { SiteConfig } from './config'

/**
 * What the console needs of the identity provider before anyone signs in: where it is, the
 * sign-out link, and the provider's answer kept from the callback URL at load. Apart from
 * `idp.ts` (the sign-in calls), which comes with the sign-in screens: the first script carries
 * only this (docs/reference/benchmarks.md#targets, the initial JavaScript).
 */

export type ProviderSettings = Pick<SiteConfig, 'authDomain' | 'authClientId' | 'authProvider'>

export function providerOrigin(domain: string): string {
  if (/^https?:\/\//i.test(domain)) return domain.replace(/\/+$/, '')
  if (domain.startsWith('/')) return `${apiOrigin()}${domain.replace(/\/+$/, '')}`
  return `https://${domain}`
}

/** The provider's sign-out address, returning to the console's root; none in API-key-only mode. */
export function providerLogoutUrl(settings: ProviderSettings): string | undefined {
  if (settings.authProvider !== 'auth0') return undefined
  const query = new URLSearchParams({ client_id: settings.authClientId, returnTo: `${location.origin}${consoleRoot}` })
  return `${providerOrigin(settings.authDomain)}/v2/logout?${query}`
}

export type CallbackParams = Record<string, string>

export const callbackKey = 'cloudsim.auth.callback'

/**
 * At load, before the router: keep the provider's answer from the callback URL's fragment
 * (docs/product/identity.md#sign-in-screens "Callback screen"), so the screen can read it after the URL is cleaned.
 */
export function captureCallbackParams(url: URL) {
  if (!url.pathname.endsWith('/auth0_callback') || url.hash.length < 2) return
  const params = Object.fromEntries(new URLSearchParams(url.hash.slice(1)))
  sessionStorage.setItem(callbackKey, JSON.stringify(params))
}
