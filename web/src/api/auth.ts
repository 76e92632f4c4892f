import { api, apiKey, publicApi } from './client'
import { ApiError, call } from './errors'
import type { User } from './types'

export type SignIn = { apiKey: string; mock: boolean }

/**
 * API-key sign-in (platform seed §2): store the trimmed key, then ask who it belongs to. In mock
 * mode the key is the simulator's: the owner of its `default` session.
 */
export async function signIn({ apiKey: typed, mock }: SignIn): Promise<User> {
  apiKey.set(mock ? await simulatorOwnerKey() : typed.trim())
  return call(api.GET('/v1/user-resource/user'))
}

async function simulatorOwnerKey(): Promise<string> {
  const sessions = await call(publicApi.GET('/__sim/sessions'))
  const owner = sessions.find((s) => s.session === 'default')?.users.find((u) => u.role === 'owner')
  if (!owner) throw new ApiError('The simulator has no owner in its default session')
  return owner.api_key
}
