import { expect, test } from 'vitest'
import { siteConfig } from '../mocks/fixtures/config'
import { providerError, safeReturnPath, storedCallbackParams, takeReturnPath } from './idp'
import { captureCallbackParams, providerLogoutUrl, providerOrigin } from './idp-origin'

test('docs/product/idp.md#rules: provider errors map to messages and to the form they belong to', () => {
  expect(providerError('prohibited_email_domain', 'Email domain is prohibited', 'signup')).toMatchObject({
    message: 'Email domain is prohibited',
    reason: 'prohibited_domain',
    tag: 'signup',
  })
  expect(providerError('invalid_signup', 'Invalid sign up', 'signup')).toMatchObject({
    message: 'Invalid signup. The account may already exist.',
    tag: 'signup',
  })
  expect(providerError('access_denied', 'Wrong email or password.', 'identity')).toMatchObject({
    reason: 'wrong_credentials',
    tag: 'login',
  })
  for (const text of ['PasswordStrengthError: too weak', 'error in email - check it', 'Invalid signup']) {
    expect(providerError(undefined, text, 'login').tag).toBe('signup')
  }
  expect(providerError('too_many_attempts', 'Too many requests, slow down', 'login')).toMatchObject({
    reason: 'too_many_requests',
    tag: 'identity',
  })
  expect(providerError(undefined, 'Something else', 'forgot_password').tag).toBe('forgot_password')
  expect(providerError('invalid_signup', '', 'signup').kind).toBe('general')
})

test('the provider lives at the site’s authDomain: a host, a path or an origin', () => {
  expect(providerOrigin('auth.testcloud.example')).toBe('https://auth.testcloud.example')
  expect(providerOrigin('/__sim/idp/default/')).toBe(`${location.origin}/__sim/idp/default`)
  expect(providerOrigin('http://127.0.0.1:8080/idp')).toBe('http://127.0.0.1:8080/idp')
})

test('logging out goes through the provider only when the site signs in with one', () => {
  expect(providerLogoutUrl(siteConfig)).toBeUndefined()
  const url = new URL(providerLogoutUrl({ ...siteConfig, authProvider: 'auth0' }) ?? '')
  expect(url.origin + url.pathname).toBe('https://auth.testcloud.example/v2/logout')
  expect(url.searchParams.get('returnTo')).toBe(`${location.origin}/app/`)
  expect(url.searchParams.get('client_id')).toBe(siteConfig.authClientId)
})

test('return paths must start with a single /', () => {
  expect(safeReturnPath('/disks?x=1')).toBe('/disks?x=1')
  expect(safeReturnPath('//evil.example')).toBe('/')
  expect(safeReturnPath('https://evil.example')).toBe('/')
  expect(safeReturnPath(null)).toBe('/')
  sessionStorage.setItem('cloudsim.auth.return-path', '//evil.example')
  expect(takeReturnPath()).toBe('/')
})

test('the callback fragment is kept at load, only on the callback path', () => {
  captureCallbackParams(new URL('http://x/app/compute#access_token=a'))
  expect(storedCallbackParams()).toBeUndefined()
  captureCallbackParams(new URL('http://x/app/auth0_callback#access_token=a&state=s'))
  expect(storedCallbackParams()).toEqual({ access_token: 'a', state: 's' })
})
