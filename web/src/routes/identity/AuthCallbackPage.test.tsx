import { screen } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import { captureCallbackParams } from '../../api/idp-origin'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { owner } from '../../mocks/fixtures/identity'
import { server } from '../../mocks/server'

const callback = (fragment: string) => captureCallbackParams(new URL(`http://localhost/app/auth0_callback#${fragment}`))

test('without stored parameters it warns and offers Back', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
  renderApp({ path: '/auth0_callback' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Login error' })).toBeTruthy()
  expect(screen.getByText('No sign-in result was found.')).toBeTruthy()
  expect(warn).toHaveBeenCalledWith('No Auth0 callback params found')
  expect(screen.getByRole('button', { name: 'Back' })).toBeTruthy()
})

test("an error in the fragment shows 'Login error' with the code and description", async () => {
  callback('error=unauthorized&error_description=user%20is%20blocked')
  renderApp({ path: '/auth0_callback' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Login error' })).toBeTruthy()
  expect(screen.getByRole('alert').textContent).toBe('unauthorized: user is blocked')
})

test("access_denied asking to verify the email shows 'Action required'", async () => {
  callback('error=access_denied&error_description=Please%20verify%20your%20email%20before%20logging%20in.')
  renderApp({ path: '/auth0_callback' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Action required' })).toBeTruthy()
  expect(screen.getByRole('alert').textContent).toBe('Please verify your email before logging in.')
})

test('the tokens become an API key, then the stored return path replaces the URL', async () => {
  const bodies: string[] = []
  server.use(
    http.post('/v1/user-resource/auth0_callback', async ({ request }) => {
      bodies.push(await request.text())
      return HttpResponse.json({ apikey: ownerApiKey, is_sign_up: false, user: owner })
    }),
  )
  callback('access_token=at&id_token=it&state=s1&token_type=Bearer&expires_in=7200')
  sessionStorage.setItem('cloudsim.auth.return-path', '/disks')
  const { router } = renderApp({ path: '/auth0_callback' })

  expect(await screen.findByRole('heading', { level: 1, name: 'Disks' })).toBeTruthy()
  expect(router.state.location.pathname).toBe('/disks')
  expect(credentials.apiKey()).toBe(ownerApiKey)
  expect(credentials.viaProvider()).toBe(true)
  expect(new URLSearchParams(bodies[0])).toEqual(
    new URLSearchParams({ access_token: 'at', id_token: 'it', expires_in: '7200', token_type: 'Bearer', state: 's1' }),
  )
})

test('a failed exchange shows the error, the raw parameters and a Copy button', async () => {
  server.use(
    http.post('/v1/user-resource/auth0_callback', () =>
      HttpResponse.json({ errors: { Error: 'Invalid token' } }, { status: 400, headers: { 'X-Warren-Correlation-Id': 'k1' } }),
    ),
  )
  callback('access_token=at&state=s1')
  renderApp({ path: '/auth0_callback' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Logging in failed' })).toBeTruthy()
  expect(screen.getByRole('alert').textContent).toBe('Error: Invalid token [k1]')
  expect(screen.getByText(/"access_token": "at"/)).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Copy' })).toBeTruthy()
  expect(credentials.apiKey()).toBeNull()
})
