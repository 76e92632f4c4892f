import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { beforeEach, expect, test, vi } from 'vitest'
import { renderApp } from '../../test/render'
import { api, formBody } from '../api/client'
import { apiLink } from '../api/endpoint'
import { ownerApiKey } from '../mocks/fixtures/control'
import { server } from '../mocks/server'
import { browser } from '../platform/browser'

/**
 * The console in real mode: a page loaded with a real API chosen, as after the sign-in's reload.
 * The API client fixes its base URL when first imported, so the choice is stored before the imports.
 */
const realPrefix = vi.hoisted(() => {
  const prefix = 'http://127.0.0.1:9090/'
  localStorage.setItem('cloudsim.api-mode', 'real')
  localStorage.setItem('cloudsim.api-prefix', prefix)
  return prefix
})
const realOrigin = new URL(realPrefix).origin
/** Marks the test's own hop from the real origin to the fixture handlers, which answer on this origin. */
const relayed = 'x-test-relayed'

beforeEach(() => {
  localStorage.setItem('cloudsim.api-mode', 'real')
  localStorage.setItem('cloudsim.api-prefix', realPrefix)
  // The fixture handlers answer the real API's paths too: the same product behind another origin.
  server.use(
    http.all(`${realOrigin}/*`, async ({ request }) => {
      const url = new URL(request.url)
      const headers = new Headers(request.headers)
      headers.set(relayed, '1')
      const body = ['GET', 'HEAD'].includes(request.method) ? undefined : await request.arrayBuffer()
      return fetch(`${location.origin}${url.pathname}${url.search}`, { method: request.method, headers, body })
    }),
  )
})

/** What the page itself asked, leaving out the test's relays. */
function pageRequests() {
  const urls: URL[] = []
  server.events.on('request:start', ({ request }) => {
    if (!request.headers.has(relayed)) urls.push(new URL(request.url))
  })
  return urls
}

test('signed in, every call goes to the real prefix, none to /__sim, the brand siteTheme names themes it, and there is no developer toolbar', async () => {
  localStorage.setItem(`cloudsim.apikey:${realPrefix}`, ownerApiKey)
  const urls = pageRequests()
  renderApp()

  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy()
  expect(screen.getByText('Welcome, Olivia')).toBeTruthy()
  expect(screen.getByRole('img', { name: 'Testcloud' })).toBeTruthy()
  expect(document.getElementById('brand-theme')?.textContent).toContain('--color-primary:#0a5cd6;')
  expect(screen.queryByRole('button', { name: 'Developer tools' })).toBeNull()
  expect(urls.length).toBeGreaterThan(2)
  expect(urls.filter((url) => url.origin !== realOrigin).map(String)).toEqual([])
  expect(urls.filter((url) => url.pathname.startsWith('/__sim'))).toEqual([])
})

test('the sign-in form starts in real mode with the chosen prefix; the mock API toggle reloads into mock mode', async () => {
  const user = userEvent.setup()
  const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {})
  const urls = pageRequests()
  renderApp()

  const mock = await screen.findByRole('checkbox', { name: 'Use the simulator (mock API)' })
  expect((mock as HTMLInputElement).checked).toBe(false)
  expect((screen.getByLabelText(/API prefix/) as HTMLInputElement).value).toBe(realPrefix)
  expect(urls.map((url) => url.href)).toEqual([`${realOrigin}/v1/config/ui/config`])

  await user.click(mock)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce())
  // Mock mode asks the simulator that serves the console, on its own origin.
  expect(urls.slice(1).map((url) => url.href)).toEqual([
    `${location.origin}/__sim/sessions`,
    `${location.origin}/v1/user-resource/user`,
  ])
  expect(localStorage.getItem('cloudsim.api-mode')).toBeNull()
  expect(localStorage.getItem('cloudsim.apikey:/')).toBe(ownerApiKey)
})

test('logging out forgets the real prefix’s key only, and stays in real mode', async () => {
  localStorage.setItem(`cloudsim.apikey:${realPrefix}`, ownerApiKey)
  localStorage.setItem('cloudsim.apikey:/', 'simulator-key')
  vi.spyOn(browser, 'assign').mockImplementation(() => {})
  const user = userEvent.setup()
  renderApp()

  await user.click(await screen.findByRole('button', { name: 'Log out' }))
  expect(localStorage.getItem(`cloudsim.apikey:${realPrefix}`)).toBeNull()
  expect(localStorage.getItem('cloudsim.apikey:/')).toBe('simulator-key')
  expect(localStorage.getItem('cloudsim.api-mode')).toBe('real')
})

test('bodies the real API reads as forms go as forms; JSON operations stay JSON', async () => {
  const seen: { path: string; type: string | null; body: string }[] = []
  server.use(
    http.all(`${realOrigin}/v1/*`, async ({ request }) => {
      seen.push({ path: new URL(request.url).pathname, type: request.headers.get('content-type'), body: await request.text() })
      return new HttpResponse(null, { status: 204 })
    }),
  )
  await api.POST('/v1/{location}/user-resource/vm', {
    params: { path: { location: 'tll' } },
    body: { name: 'web-9', vcpu: 2, ram: 2048, reserve_public_ip: false, public_keys: ['a', 'b'], description: null },
  } as never)
  await api.POST('/v1/{location}/network/firewalls', {
    params: { path: { location: 'tll' } },
    body: { display_name: 'edge', rules: [] },
  } as never)

  expect(seen).toEqual([
    {
      path: '/v1/tll/user-resource/vm',
      type: 'application/x-www-form-urlencoded',
      body: 'name=web-9&vcpu=2&ram=2048&reserve_public_ip=false&public_keys=a&public_keys=b',
    },
    { path: '/v1/tll/network/firewalls', type: 'application/json', body: '{"display_name":"edge","rules":[]}' },
  ])
})

test('a form carries a nested value as JSON text and leaves absent ones out', () => {
  expect(formBody({ cloud_init: { runcmd: ['ls'] }, backup: true, disk_uuid: undefined }).toString()).toBe(
    `cloud_init=${encodeURIComponent('{"runcmd":["ls"]}')}&backup=true`,
  )
})

test('a path the API answers with (a payment page) opens on the real API’s origin; a full address stays', () => {
  expect(apiLink('/__sim/pay/default/link/abc')).toBe(`${realOrigin}/__sim/pay/default/link/abc`)
  expect(apiLink('https://checkout.example/pay?x=1')).toBe('https://checkout.example/pay?x=1')
})
