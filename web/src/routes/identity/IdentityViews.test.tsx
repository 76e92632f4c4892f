import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, test, vi } from 'vitest'
import { shipBrand } from '../../../test/brands'
import { renderApp } from '../../../test/render'
import { browser } from '../../platform/browser'
import { siteConfig } from '../../mocks/fixtures/config'
import { brand } from '../../mocks/fixtures/control'
import { providerOrigin } from '../../mocks/handlers/idp'
import { server } from '../../mocks/server'

/** A site that signs in through the identity provider, with certificate badges. */
beforeEach(() => {
  const config = { ...siteConfig, authProvider: 'auth0' as const }
  server.use(http.get('/v1/config/ui/config', () => HttpResponse.json(config)))
  shipBrand({ ...brand, theme: { ...brand.theme, extras: { certificate_badges: ['ISO 27001', 'ISO 9001'] } } })
})

function leaving() {
  return vi.spyOn(browser, 'assign').mockImplementation(() => {})
}

test('login: email and password with show/hide, forgot link, Google, toggle, badges and the API key behind More', async () => {
  const user = userEvent.setup()
  renderApp()

  expect(await screen.findByRole('heading', { level: 2, name: 'Log in' })).toBeTruthy()
  const password = screen.getByLabelText('Password')
  expect(password.getAttribute('type')).toBe('password')
  await user.click(screen.getByRole('button', { name: 'Show password' }))
  expect(password.getAttribute('type')).toBe('text')
  await user.click(screen.getByRole('button', { name: 'Hide password' }))
  expect(password.getAttribute('type')).toBe('password')

  expect(screen.getByRole('button', { name: 'Forgot password?' })).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeTruthy()
  expect(screen.getByText('or')).toBeTruthy()
  const badges = screen.getByRole('list', { name: 'Certificates' })
  expect(within(badges).getAllByRole('listitem').map((b) => b.textContent)).toEqual(['ISO 27001', 'ISO 9001'])

  expect(screen.queryByLabelText('API key')).toBeNull()
  const more = screen.getByRole('button', { name: 'More sign-in options' })
  await user.click(more)
  expect(more.getAttribute('aria-expanded')).toBe('true')
  expect(within(screen.getByRole('region', { name: 'Sign in with an API key' })).getByLabelText('API key')).toBeTruthy()
})

test('a wrong password shows the provider’s message under the form; a right one goes to the provider with the ticket', async () => {
  const user = userEvent.setup()
  const assign = leaving()
  renderApp({ path: '/disks' })

  await user.type(await screen.findByLabelText('Email'), 'ann@testcloud.example')
  await user.type(screen.getByLabelText('Password'), 'wrong')
  await user.click(screen.getByRole('button', { name: 'Log in' }))
  expect((await screen.findByRole('alert')).textContent).toBe('Error: Wrong email or password.')
  expect(assign).not.toHaveBeenCalled()

  await user.clear(screen.getByLabelText('Password'))
  await user.type(screen.getByLabelText('Password'), 'Correct1horse')
  await user.click(screen.getByRole('button', { name: 'Log in' }))
  await waitFor(() => expect(assign).toHaveBeenCalledOnce())
  const url = new URL(assign.mock.calls[0]?.[0] ?? '')
  expect(url.origin + url.pathname).toBe(`${providerOrigin}/authorize`)
  expect(url.searchParams.get('login_ticket')).toBe('ticket-1')
  expect(url.searchParams.get('redirect_uri')).toBe(`${location.origin}/app/auth0_callback`)
  expect(sessionStorage.getItem('cloudsim.auth.return-path')).toBe('/disks')
})

test('required fields are checked before calling the provider', async () => {
  const user = userEvent.setup()
  const calls: string[] = []
  server.events.on('request:start', ({ request }) => void calls.push(request.url))
  renderApp()
  await user.click(await screen.findByRole('button', { name: 'Log in' }))
  expect(screen.getAllByText('This field is required')).toHaveLength(2)
  expect(document.activeElement).toBe(screen.getByLabelText('Email'))
  expect(calls.some((url) => url.startsWith(providerOrigin))).toBe(false)
})

/** A field marked invalid whose accessible description is its error message. */
function expectAnnounced(field: HTMLElement, message: string) {
  expect(field.getAttribute('aria-invalid')).toBe('true')
  const described = field.getAttribute('aria-describedby') ?? ''
  expect(document.getElementById(described)?.textContent).toBe(message)
}

test('field errors are tied to their fields, and the focus moves to the first invalid one', async () => {
  const user = userEvent.setup()
  renderApp({ path: '/?signup' })
  await user.type(await screen.findByLabelText('Email'), 'ann@testcloud.example')
  await user.click(screen.getByRole('button', { name: 'Sign up' }))

  const email = screen.getByLabelText('Email')
  const password = screen.getByLabelText('Password')
  expect(email.hasAttribute('aria-invalid')).toBe(false)
  expectAnnounced(password, 'This field is required')
  expect(document.activeElement).toBe(password)
})

test('forgot password: an invalid address is announced and focused after a submit by mouse', async () => {
  const user = userEvent.setup()
  renderApp()
  await user.click(await screen.findByRole('button', { name: 'Forgot password?' }))
  const email = screen.getByLabelText('Email')
  await user.type(email, 'not-an-address')
  await user.click(screen.getByRole('button', { name: 'Send the link' }))
  expectAnnounced(email, 'Enter a valid email address')
  expect(document.activeElement).toBe(email)
})

test("'More sign-in options' puts the focus on the API key field it reveals", async () => {
  const user = userEvent.setup()
  renderApp()
  await user.click(await screen.findByRole('button', { name: 'More sign-in options' }))
  const key = within(screen.getByRole('region', { name: 'Sign in with an API key' })).getByLabelText('API key')
  expect(document.activeElement).toBe(key)

  // A key is required once the mock API (the default of a console the simulator serves) is off.
  await user.click(screen.getByRole('checkbox', { name: 'Use the simulator (mock API)' }))
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  expectAnnounced(key, 'Enter your API key.')
  expect(document.activeElement).toBe(key)
})

test('forgot password: an email field (type email, autofocus), then "check your email" naming the address', async () => {
  const user = userEvent.setup()
  renderApp()
  await user.click(await screen.findByRole('button', { name: 'Forgot password?' }))

  expect(screen.getByRole('heading', { level: 2, name: 'Reset your password' })).toBeTruthy()
  const email = screen.getByLabelText('Email')
  expect(email.getAttribute('type')).toBe('email')
  expect(email.hasAttribute('required')).toBe(true)
  expect(document.activeElement).toBe(email)
  expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull()

  await user.type(email, 'ann@testcloud.example')
  await user.click(screen.getByRole('button', { name: 'Send the link' }))
  expect(await screen.findByRole('heading', { level: 2, name: 'Check your email' })).toBeTruthy()
  expect(screen.getByRole('status').textContent).toBe('We sent a link to set a new password to ann@testcloud.example.')

  await user.click(screen.getByRole('button', { name: 'Back to log in' }))
  expect(screen.getByRole('heading', { level: 2, name: 'Log in' })).toBeTruthy()
})

test('a failed reset request is shown under the form with a bold prefix', async () => {
  const user = userEvent.setup()
  server.use(
    http.post(`${providerOrigin}/dbconnections/change_password`, () =>
      HttpResponse.json({ error: 'too_many_attempts', error_description: 'Too many requests' }, { status: 429 }),
    ),
  )
  renderApp()
  await user.click(await screen.findByRole('button', { name: 'Forgot password?' }))
  await user.type(screen.getByLabelText('Email'), 'ann@testcloud.example')
  await user.click(screen.getByRole('button', { name: 'Send the link' }))
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toBe('Error: Too many attempts. Wait a moment and try again.')
  expect(alert.querySelector('strong')?.textContent).toBe('Error:')
})

test('signup (from the signup query flag): terms link, password rule, and the verification outcomes', async () => {
  const user = userEvent.setup()
  renderApp({ path: '/?signup' })

  expect(await screen.findByRole('heading', { level: 2, name: 'Sign up' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe(siteConfig.termsUrl)
  expect(screen.queryByRole('button', { name: 'Forgot password?' })).toBeNull()

  await user.type(screen.getByLabelText('Email'), 'new@testcloud.example')
  await user.type(screen.getByLabelText('Password'), 'weakpass')
  await user.click(screen.getByRole('button', { name: 'Sign up' }))
  expect(
    screen.getByText('Use at least 8 characters with a lowercase letter, an uppercase letter and a digit'),
  ).toBeTruthy()

  await user.clear(screen.getByLabelText('Password'))
  await user.type(screen.getByLabelText('Password'), 'Correct1horse')
  await user.click(screen.getByRole('button', { name: 'Sign up' }))
  expect(await screen.findByRole('heading', { level: 2, name: 'Check your email' })).toBeTruthy()
  expect(screen.getByRole('status').textContent).toBe(
    'We sent a confirmation link to new@testcloud.example. Open it to verify your address, then log in.',
  )
  await user.click(screen.getByRole('button', { name: 'Back to log in' }))
  expect(screen.getByRole('heading', { level: 2, name: 'Log in' })).toBeTruthy()
})

test('a verified signup goes to login with the email filled in', async () => {
  const user = userEvent.setup()
  renderApp({ path: '/?signup' })
  await user.type(await screen.findByLabelText('Email'), 'verified@testcloud.example')
  await user.type(screen.getByLabelText('Password'), 'Correct1horse')
  await user.click(screen.getByRole('button', { name: 'Sign up' }))
  expect(await screen.findByRole('heading', { level: 2, name: 'Log in' })).toBeTruthy()
  expect((screen.getByLabelText('Email') as HTMLInputElement).value).toBe('verified@testcloud.example')
})

test.each([
  ['someone@blocked.example', 'Error: Email domain is prohibited'],
  ['taken@testcloud.example', 'Error: Invalid signup. The account may already exist.'],
])('signup errors of the provider are named: %s', async (email, message) => {
  const user = userEvent.setup()
  renderApp({ path: '/?signup' })
  await user.type(await screen.findByLabelText('Email'), email)
  await user.type(screen.getByLabelText('Password'), 'Correct1horse')
  await user.click(screen.getByRole('button', { name: 'Sign up' }))
  expect((await screen.findByRole('alert')).textContent).toBe(message)
})

test('the username query parameter prefills login; the toggle switches to signup and back', async () => {
  const user = userEvent.setup()
  renderApp({ path: '/?username=ann%40testcloud.example' })
  expect(((await screen.findByLabelText('Email')) as HTMLInputElement).value).toBe('ann@testcloud.example')
  await user.click(screen.getByRole('button', { name: 'No account yet? Sign up' }))
  expect(screen.getByRole('heading', { level: 2, name: 'Sign up' })).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Already have an account? Log in' }))
  expect(screen.getByRole('heading', { level: 2, name: 'Log in' })).toBeTruthy()
})

test('the Google button goes to the provider with the google-oauth2 connection', async () => {
  const user = userEvent.setup()
  const assign = leaving()
  renderApp()
  await user.click(await screen.findByRole('button', { name: 'Continue with Google' }))
  const url = new URL(assign.mock.calls[0]?.[0] ?? '')
  expect(url.pathname).toBe('/authorize')
  expect(url.searchParams.get('connection')).toBe('google-oauth2')
})

test('with the fake provider only the API-key form shows', async () => {
  server.resetHandlers()
  renderApp()
  expect(await screen.findByLabelText('API key')).toBeTruthy()
  expect(screen.queryByLabelText('Password')).toBeNull()
  expect(screen.queryByRole('button', { name: 'More sign-in options' })).toBeNull()
})
