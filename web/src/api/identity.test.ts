import { expect, test, vi } from 'vitest'
import { logout } from './identity'
import { credentials } from './credentials'

test('logout clears the first-account marker, the impersonation and the key, then reloads at the root', () => {
  const go = vi.fn()
  credentials.setApiKey('k')
  credentials.setFirstAccount('1')
  credentials.setImpersonation({ token: 't', returnPath: '/' })
  logout({ providerLogoutUrl: 'https://idp.example/v2/logout', go })
  expect([credentials.apiKey(), credentials.firstAccount(), credentials.impersonation()]).toEqual([null, null, null])
  // An API-key sign-in has no session at the identity provider.
  expect(go).toHaveBeenCalledWith('/app/')
})

test('after a sign-in through the identity provider, logout signs out there (which returns to the root)', () => {
  const go = vi.fn()
  credentials.setApiKey('k')
  credentials.setViaProvider(true)
  logout({ providerLogoutUrl: 'https://idp.example/v2/logout', go })
  expect(go).toHaveBeenCalledWith('https://idp.example/v2/logout')
  expect(credentials.viaProvider()).toBe(false)
})
