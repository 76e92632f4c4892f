/**
 * The presenter's control token (docs/reference/demo-visitors.md#the-presenter). Opening the
 * console at `#presenter=<token>` keeps the token for the tab's life and takes it out of the
 * address bar (the fragment never reaches the server, nor its logs); it is then sent as
 * `Authorization: Bearer` on the simulator's control API, which a demo server closes to visitors.
 */

const storageKey = 'cloudsim.presenter'
type Place = Pick<Location, 'hash' | 'pathname' | 'search'>
type Store = Pick<Storage, 'getItem' | 'setItem'>

/** Keeps a token the address names and gives the address without it (undefined: nothing to take). */
export function takeToken(place: Place, store: Store): string | undefined {
  const parts = place.hash.replace(/^#/, '').split('&')
  const found = parts.find((part) => part.startsWith('presenter='))
  if (found === undefined) return undefined
  const token = decodeURIComponent(found.slice('presenter='.length))
  if (token) store.setItem(storageKey, token)
  const rest = parts.filter((part) => part !== found && part !== '').join('&')
  return `${place.pathname}${place.search}${rest ? `#${rest}` : ''}`
}

/** The token this tab holds, if any. */
export function presenterToken(store: Store = sessionStorage): string | null {
  return store.getItem(storageKey)
}

/** Run once when the API client loads, before any call. */
export function takeTokenFromAddress() {
  if (typeof window === 'undefined') return
  const cleaned = takeToken(window.location, window.sessionStorage)
  if (cleaned !== undefined) window.history.replaceState(window.history.state, '', cleaned)
}

/** Whether a request goes to the control API (not `/v1`, nor another origin's). */
export function isControlCall(url: string, origin: string): boolean {
  const parsed = new URL(url, origin)
  return parsed.origin === origin && /\/__sim\//.test(parsed.pathname + '/')
}
