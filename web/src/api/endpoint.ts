import { browser } from '../platform/browser'
import { isDevelopmentHost } from '../platform/environment'

/**
 * Which API the console talks to (docs/product/config.md#console-routes "API key login"): the simulator that serves it
 * (mock mode, the default of a console the simulator serves) or a real API at an API prefix, an
 * origin with an optional path under which `v1/…` answers. Chosen on the sign-in form; stored in
 * `localStorage`, and the page reloads when it changes, so the whole app runs against one API.
 */

export type ApiMode = 'mock' | 'real'

const storageKeys = { mode: 'cloudsim.api-mode', prefix: 'cloudsim.api-prefix' } as const

/** The simulator serves `/v1` and `/__sim` beside the console, on its origin. */
export const simulatorPrefix = '/'

/**
 * The deployment's API prefix (`VITE_API_PREFIX` at build time), which real mode uses outside
 * development hosts; the console's own origin when the build sets none.
 */
export const configuredPrefix: string = normalizePrefix(import.meta.env.VITE_API_PREFIX ?? '') ?? simulatorPrefix

export function apiMode(): ApiMode {
  return localStorage.getItem(storageKeys.mode) === 'real' ? 'real' : 'mock'
}

/** Only development hosts (docs/product/config.md#brands-and-themes) let the developer choose the prefix. */
export function prefixSelectable(): boolean {
  return isDevelopmentHost(browser.hostname())
}

/** The prefix real mode talks to: the developer's choice on development hosts, else the configured one. */
export function realPrefix(): string {
  const chosen = prefixSelectable() ? normalizePrefix(localStorage.getItem(storageKeys.prefix) ?? '') : null
  return chosen ?? configuredPrefix
}

/** The prefix of the API in use; stored keys are per prefix. */
export function apiPrefix(): string {
  return apiMode() === 'mock' ? simulatorPrefix : realPrefix()
}

/** The absolute URL `/v1/…` paths are appended to (`openapi-fetch`'s `baseUrl`). */
export function apiBaseUrl(prefix: string = apiPrefix()): string {
  return new URL(prefix, location.origin).href.replace(/\/$/, '')
}

/** Resolves a path the API answered with (e.g. an identity provider at `/…`) against the API's origin. */
export function apiOrigin(): string {
  return new URL(apiBaseUrl()).origin
}

/**
 * A link the API answered with (a payment page, a 3-D Secure step, an MFA ticket) as the browser
 * should open it: a path is on the API's origin, which in real mode is not the console's.
 */
export function apiLink(url: string): string {
  const origin = apiOrigin()
  return origin === location.origin ? url : new URL(url, `${origin}/`).href
}

/**
 * A typed prefix as the console stores it: `http(s)://host[:port][/path]` or a path from `/`,
 * trimmed and ending in `/`; null when it is neither.
 */
export function normalizePrefix(text: string): string | null {
  const typed = text.trim()
  if (typed.startsWith('/') && !typed.startsWith('//')) return typed.replace(/\/*$/, '/')
  if (!/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/i.test(typed)) return null
  try {
    const url = new URL(typed)
    return `${url.origin}${url.pathname.replace(/\/*$/, '/')}`
  } catch {
    return null
  }
}

/** The API a sign-in chose: the simulator, or a real API at `prefix`. */
export type Endpoint = { mode: ApiMode; prefix: string }

export function currentEndpoint(): Endpoint {
  return { mode: apiMode(), prefix: apiPrefix() }
}

/** Stores the chosen API; the caller reloads the page when it differs from the current one. */
export function storeEndpoint({ mode, prefix }: Endpoint) {
  if (mode === 'real') localStorage.setItem(storageKeys.mode, 'real')
  else localStorage.removeItem(storageKeys.mode)
  if (mode === 'real' && prefixSelectable()) localStorage.setItem(storageKeys.prefix, prefix)
}

/** Prefixes a key was stored for before, to offer in the selector (keys are `cloudsim.apikey:<prefix>`). */
export function knownPrefixes(): string[] {
  const known = new Set([configuredPrefix])
  for (let i = 0; i < localStorage.length; i++) {
    const key = localStorage.key(i)
    if (key?.startsWith(apiKeyStoragePrefix)) known.add(key.slice(apiKeyStoragePrefix.length))
  }
  return [...known].filter((prefix) => normalizePrefix(prefix) !== null).sort()
}

/** Where a prefix's API key is stored. */
export const apiKeyStoragePrefix = 'cloudsim.apikey:'
