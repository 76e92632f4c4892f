import { type QueryClient, queryOptions } from '@tanstack/react-query'
import { browser } from '../platform/browser'
import { basePath } from '../base-path'
import { api, publicApi } from './client'
import { credentials } from './credentials'
import { apiBaseUrl, currentEndpoint, simulatorPrefix, type Endpoint } from './endpoint'
import { ApiError, call, CredentialsError, ForbiddenError } from './errors'
import type { components } from './generated/schema'

/** docs/product/identity.md#sign-in-screens, docs/product/identity.md#mfa "Identity and profile": who is signed in, their profile and MFA. */

type Schemas = components['schemas']
export type User = Schemas['User']
export type AuthCallback = Schemas['AuthCallback']
export type AuthCallbackResult = Schemas['AuthCallbackResult']
export type Profile = Schemas['Profile']
export type ProfileUpdate = Schemas['ProfileUpdate']
export type SshKey = Schemas['SshKey']
export type SshKeyCreate = Schemas['SshKeyCreate']

const minute = 60 * 1000

/** The signed-in user; the app layout shows the crash screen when it cannot be loaded. */
export const userQuery = queryOptions({
  queryKey: ['user_get'],
  queryFn: () => call(api.GET('/v1/user-resource/user')),
  meta: { errorToast: false },
})

/**
 * docs/product/identity.md#privileges: the privileges call answers 403 for a non-administrator; 404, 502 and any 2xx
 * mean administrator. Stale after 60 minutes (docs/product/identity.md#privileges); never retried, since a 502 is an answer here.
 */
export const isAdminQuery = queryOptions({
  queryKey: ['privileges_get'],
  queryFn: async () => {
    try {
      await call(api.GET('/v1/user-resource/user/privileges'))
      return true
    } catch (error) {
      if (error instanceof ForbiddenError || error instanceof CredentialsError) return false
      if (error instanceof ApiError && (error.status === 404 || error.status === 502)) return true
      throw error
    }
  },
  staleTime: 60 * minute,
  retry: false,
})

export const mfaQuery = queryOptions({
  queryKey: ['mfa_status'],
  queryFn: () => call(api.GET('/v1/user-resource/mfa/is_active')),
  meta: { errorToast: false },
})

/** docs/product/identity.md#ssh-keys: the user's saved keys, offered on VM create. */
export const sshKeysQuery = queryOptions({
  queryKey: ['ssh_key_list'],
  queryFn: () => call(api.GET('/v1/user-resource/ssh_keys')),
})

export const identityActions = {
  createSshKey: (body: SshKeyCreate) => call(api.POST('/v1/user-resource/ssh_keys', { body })),
  renameSshKey: (uuid: string, name: string) =>
    call(api.PATCH('/v1/user-resource/ssh_keys/{uuid}', { params: { path: { uuid } }, body: { name } })),
  deleteSshKey: (uuid: string) => call(api.DELETE('/v1/user-resource/ssh_keys/{uuid}', { params: { path: { uuid } } })),
  updateProfile: (body: ProfileUpdate) => call(api.PATCH('/v1/user-resource/user/profile', { body })),
  activateMfa: () => call(api.POST('/v1/user-resource/mfa/activate')),
  deactivateMfa: () => call(api.POST('/v1/user-resource/mfa/deactivate')),
}

export type SignIn = { apiKey: string; mock: boolean; prefix: string }
export type SignedIn = { apiKey: string; user: User | undefined; endpoint?: Endpoint }

/**
 * API-key sign-in (docs/product/identity.md#sign-in-screens): ask the chosen API who the trimmed key belongs to: the
 * simulator serving the console in mock mode, else the real API at `prefix`. In mock mode an
 * empty key means the simulator's own: the owner of its `default` session. Nothing is stored yet
 * (see `storeSignIn`), so a key the API refuses is not kept.
 */
export async function signIn({ apiKey: typed, mock, prefix }: SignIn): Promise<SignedIn> {
  const endpoint: Endpoint = mock ? { mode: 'mock', prefix: simulatorPrefix } : { mode: 'real', prefix }
  const baseUrl = apiBaseUrl(endpoint.prefix)
  const apiKey = mock && typed.trim() === '' ? await simulatorOwnerKey(baseUrl) : typed.trim()
  const user = await call(api.GET('/v1/user-resource/user', { baseUrl, headers: { apikey: apiKey } }))
  return { apiKey, user, endpoint }
}

/**
 * Keeps the key (per API prefix) and the user, which switches the console to the signed-in app.
 * A key for another API than the one in use reloads the page (docs/product/identity.md#sign-in-screens) to run against it.
 */
export function storeSignIn(queryClient: QueryClient, { apiKey, user, endpoint }: SignedIn, { viaProvider = false } = {}) {
  const current = currentEndpoint()
  if (endpoint && (endpoint.mode !== current.mode || endpoint.prefix !== current.prefix)) {
    credentials.switchApi(endpoint, apiKey)
    browser.reload()
    return
  }
  if (user) queryClient.setQueryData(userQuery.queryKey, user)
  credentials.setViaProvider(viaProvider)
  credentials.setApiKey(apiKey)
}

async function simulatorOwnerKey(baseUrl: string): Promise<string> {
  const sessions = await call(publicApi.GET('/__sim/sessions', { baseUrl }))
  // A demo server's visitor is listed its own session alone (docs/reference/demo-visitors.md).
  const session = sessions.find((s) => s.session === 'default') ?? sessions.find((s) => s.visitor)
  const owner = session?.users.find((u) => u.role === 'owner')
  if (!owner) throw new ApiError('The simulator has no owner in its default session')
  return owner.api_key
}

/**
 * The owner's key of a demo server's visitor (docs/reference/demo-visitors.md): the simulator lists
 * a visitor its own session alone, marked `visitor`. Null for anyone else.
 */
export function visitorOwnerKey(sessions: readonly Schemas['SessionInfo'][] | undefined): string | null {
  const [session, ...others] = sessions ?? []
  if (!session?.visitor || others.length > 0) return null
  return session.users.find((u) => u.role === 'owner')?.api_key ?? null
}

// A visitor who logged out sees the sign-in page in that tab instead of being let in again at once.
const visitorLeftKey = 'cloudsim.visitor-left'
export const visitorLeft = {
  get: (): boolean => sessionStorage.getItem(visitorLeftKey) !== null,
  set: () => sessionStorage.setItem(visitorLeftKey, '1'),
}

/** The console's root as a URL path (`/app/`). */
export const consoleRoot = `${basePath}/`

type Logout = {
  /**
   * The identity provider's sign-out address, when the site uses one; it returns to the console's
   * root. Used only when the key came from the provider (an API-key sign-in has no session there).
   */
  providerLogoutUrl?: string | undefined
  /** A full page load. */
  go: (url: string) => void
}

/**
 * Logout (docs/product/identity.md#sign-in-screens): clear the first-account marker, the impersonation and the API key,
 * sign out of the identity provider, and return to '/' with a full reload.
 */
export function logout({ providerLogoutUrl, go }: Logout) {
  const viaProvider = credentials.viaProvider()
  credentials.clear()
  visitorLeft.set()
  go((viaProvider && providerLogoutUrl) || consoleRoot)
}
