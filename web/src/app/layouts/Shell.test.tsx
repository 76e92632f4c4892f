import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { server } from '../../mocks/server'
import { browser } from '../../platform/browser'
import { classifyLayout } from '../../platform/viewport'

function signIn() {
  credentials.setApiKey(ownerApiKey)
}

/** The test site enables VMs, disks, IPs, private networks and storage (mocks/fixtures/config.ts). */
const enabledLabels = [
  'Dashboard',
  'Virtual machines',
  'Disks',
  'IP addresses',
  'Private networks',
  'Buckets',
  'Billing accounts',
  'API tokens',
  'Access delegations',
]

test('desktop: header, the brand’s navigation and the dashboard', async () => {
  signIn()
  renderApp()

  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy()
  expect(document.title).toBe('Dashboard | Testcloud')
  const banner = screen.getByRole('banner')
  expect(within(banner).getByRole('link', { name: 'Testcloud' }).getAttribute('href')).toBe('/app/')
  expect(within(banner).getByRole('link', { name: 'owner@testcloud.example' })).toBeTruthy()

  const nav = screen.getByRole('navigation', { name: 'Main' })
  expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(enabledLabels)
  expect(within(nav).queryByRole('link', { name: 'Load balancers' })).toBeNull()
  expect(within(nav).getByRole('link', { name: 'Dashboard' }).getAttribute('aria-current')).toBe('page')

  // The dashboard links the enabled types and the price list, and says what runs.
  const resources = screen.getByRole('region', { name: 'Your resources' })
  expect(within(resources).getAllByRole('link')).toHaveLength(9) // 8 types of the nav + the price list
  expect(await screen.findByRole('region', { name: 'Running now' })).toBeTruthy()
})

test('the navigation opens lazy screens; a disabled type says it is not available', async () => {
  const user = userEvent.setup()
  signIn()
  const { router } = renderApp()

  const nav = await screen.findByRole('navigation', { name: 'Main' })
  await user.click(within(nav).getByRole('link', { name: 'Virtual machines' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Virtual machines' })).toBeTruthy()
  expect(document.title).toBe('Virtual machines | Testcloud')
  expect(screen.getByRole('link', { name: 'New virtual machine' }).getAttribute('href')).toBe('/app/compute/create')

  await router.navigate({ to: '/network/load_balancer' })
  expect(await screen.findByText('Load balancers are not available on this site.')).toBeTruthy()
})

test('a detail screen shows the id truncated, in full for screen readers', async () => {
  signIn()
  // The mocks' default network.
  renderApp({ path: '/network/vpc/tll/3b0f7a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b' })
  expect(await screen.findByRole('heading', { level: 1, name: 'Private network' })).toBeTruthy()
  expect((await screen.findAllByText('3b0f7a4e…')).length).toBeGreaterThan(0)
  expect(screen.getAllByText('3b0f7a4e-1c2d-4e5f-8a9b-0c1d2e3f4a5b').length).toBeGreaterThan(0)
})

test('mobile (≤ 700 px at load): the navigation sits behind the menu button', async () => {
  const user = userEvent.setup()
  classifyLayout(390)
  signIn()
  renderApp()

  const menu = await screen.findByRole('button', { name: 'Open menu' })
  expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull()
  expect(menu.getAttribute('aria-expanded')).toBe('false')

  await user.click(menu)
  const nav = screen.getByRole('navigation', { name: 'Main' })
  expect(within(nav).getAllByRole('link').map((link) => link.textContent)).toEqual(enabledLabels)
  expect(screen.getByText('Signed in as owner@testcloud.example')).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true')

  await user.click(within(nav).getByRole('link', { name: 'Disks' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Disks' })).toBeTruthy()
  expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull()

  await user.click(screen.getByRole('button', { name: 'Open menu' }))
  await user.keyboard('{Escape}')
  expect(screen.queryByRole('navigation', { name: 'Main' })).toBeNull()
})

test('logging out clears the key, the impersonation and the first-account marker, then reloads at the root', async () => {
  const user = userEvent.setup()
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
  signIn()
  credentials.setImpersonation({ token: 'imp-token', returnPath: '/profile' })
  credentials.setFirstAccount('1')
  renderApp()

  await user.click(await screen.findByRole('button', { name: 'Log out' }))

  expect(credentials.apiKey()).toBeNull()
  expect(credentials.impersonation()).toBeNull()
  expect(credentials.firstAccount()).toBeNull()
  // The test site uses the fake (API-key-only) provider: straight back to the console's root.
  expect(assign).toHaveBeenCalledWith('/app/')
})

test('an impersonation token replaces the API key on calls', async () => {
  const keys: (string | null)[] = []
  server.events.on('request:start', ({ request }) => void keys.push(request.headers.get('apikey')))
  signIn()
  credentials.setImpersonation({ token: ownerApiKey, returnPath: '/' })
  localStorage.setItem('cloudsim.apikey:/', 'someone-else')
  renderApp()
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy()
  expect(keys.filter(Boolean).every((key) => key === ownerApiKey)).toBe(true)
})

test('a refused key shows the crash screen with Log out only', async () => {
  credentials.setApiKey('revoked-key')
  renderApp()
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain('Invalid authentication credentials')
  expect(alert.textContent).toContain('(credentials, HTTP 403)')
  expect(screen.getByRole('button', { name: 'Log out' })).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Reload page' })).toBeNull()
})

test('any other failure loading the user offers Reload page and Log out', async () => {
  const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {})
  server.use(
    http.get('/v1/user-resource/user', () =>
      HttpResponse.json(
        { errors: { Error: 'Error performing action' } },
        { status: 500, headers: { 'X-Warren-Correlation-Id': 'corr-42' } },
      ),
    ),
  )
  signIn()
  renderApp()
  const alert = await screen.findByRole('alert')
  expect(within(alert).getByRole('heading').textContent).toBe('Something went wrong')
  expect(alert.textContent).toContain('Error performing action [corr-42] (standard, HTTP 500)')
  await userEvent.click(screen.getByRole('button', { name: 'Reload page' }))
  expect(reload).toHaveBeenCalled()
})

test('while impersonating, a banner names the user; ending it returns to the saved path as oneself', async () => {
  const user = userEvent.setup()
  signIn()
  credentials.setImpersonation({ token: ownerApiKey, returnPath: '/profile' })
  const { router } = renderApp()

  const text = await screen.findByText('You are acting as owner@testcloud.example.')
  const banner = text.closest<HTMLElement>('[role="status"]')
  if (!banner) throw new Error('the banner is not a status region')
  await user.click(within(banner).getByRole('button', { name: 'End impersonation' }))

  expect(credentials.impersonation()).toBeNull()
  expect(credentials.current()).toBe(ownerApiKey)
  await waitFor(() => expect(router.state.location.pathname).toBe('/profile'))
  expect(screen.queryByRole('button', { name: 'End impersonation' })).toBeNull()
})
