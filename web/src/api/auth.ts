import type { QueryClient } from '@tanstack/react-query'
import { basePath } from '../base-path'
import { api, publicApi } from './client'
import { credentials } from './credentials'
import { ApiError, call } from './errors'
import { userQuery } from './queries'
import type { User } from './types'

export type SignIn = { apiKey: string; mock: boolean }
export type SignedIn = { apiKey: string; user: User | undefined }

/**
 * API-key sign-in (platform seed §2): ask who the trimmed key belongs to. In mock mode the key is
 * the simulator's: the owner of its `default` session. Nothing is stored yet (see `storeSignIn`),
 * so a key the API refuses is not kept.
 */
export async function signIn({ apiKey: typed, mock }: SignIn): Promise<SignedIn> {
  const apiKey = mock ? await simulatorOwnerKey() : typed.trim()
  const user = await call(api.GET('/v1/user-resource/user', { headers: { apikey: apiKey } }))
  return { apiKey, user }
}

/** Keeps the key (per API prefix) and the user, which switches the console to the signed-in app. */
export function storeSignIn(queryClient: QueryClient, { apiKey, user }: SignedIn, { viaProvider = false } = {}) {
  if (user) queryClient.setQueryData(userQuery.queryKey, user)
  credentials.setViaProvider(viaProvider)
  credentials.setApiKey(apiKey)
}

async function simulatorOwnerKey(): Promise<string> {
  const sessions = await call(publicApi.GET('/__sim/sessions'))
  const owner = sessions.find((s) => s.session === 'default')?.users.find((u) => u.role === 'owner')
  if (!owner) throw new ApiError('The simulator has no owner in its default session')
  return owner.api_key
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
 * Logout (platform seed §2): clear the first-account marker, the impersonation and the API key,
 * sign out of the identity provider, and return to '/' with a full reload.
 */
export function logout({ providerLogoutUrl, go }: Logout) {
  const viaProvider = credentials.viaProvider()
  credentials.clear()
  go((viaProvider && providerLogoutUrl) || consoleRoot)
}
