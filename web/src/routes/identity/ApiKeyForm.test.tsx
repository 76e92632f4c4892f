import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test, vi } from 'vitest'
import { renderApp } from '../../../test/render'
import { apiMode, apiPrefix } from '../../api/endpoint'
import { browser } from '../../platform/browser'
import { owner } from '../../mocks/fixtures/identity'
import { server } from '../../mocks/server'

/** A real API on another origin, as the developer would type it. */
const realOrigin = 'http://127.0.0.1:9090'
const realKey = 'real-key-0001'

function requestedUrls() {
  const urls: URL[] = []
  server.events.on('request:start', ({ request }) => void urls.push(new URL(request.url)))
  return urls
}

/** The real API's gateway: the owner for `realKey`, 403 for any other key. */
function realUserHandler() {
  server.use(
    http.get(`${realOrigin}/v1/user-resource/user`, ({ request }) =>
      request.headers.get('apikey') === realKey
        ? HttpResponse.json(owner)
        : HttpResponse.json({ message: 'Invalid authentication credentials' }, { status: 403 }),
    ),
  )
}

async function openForm() {
  const user = userEvent.setup()
  const reload = vi.spyOn(browser, 'reload').mockImplementation(() => {})
  renderApp()
  const mock = await screen.findByRole('checkbox', { name: 'Use the simulator (mock API)' })
  return { user, reload, mock }
}

test('on a development host the API-prefix selector shows while the mock API is off', async () => {
  const { user, mock } = await openForm()
  expect(screen.queryByLabelText(/API prefix/)).toBeNull()

  await user.click(mock)
  const prefix = screen.getByLabelText(/API prefix/) as HTMLInputElement
  expect(prefix.value).toBe('/')
  expect(screen.getByText(`Calls go to ${location.origin}/v1/…`)).toBeTruthy()

  await user.clear(prefix)
  await user.type(prefix, `${realOrigin}/api`)
  expect(screen.getByText(`Calls go to ${realOrigin}/api/v1/…`)).toBeTruthy()

  await user.click(mock)
  expect(screen.queryByLabelText(/API prefix/)).toBeNull()
})

test('elsewhere there is no selector: real mode uses the configured prefix', async () => {
  vi.spyOn(browser, 'hostname').mockReturnValue('console.example.com')
  const { user, mock } = await openForm()
  await user.click(mock)
  expect(screen.queryByLabelText(/API prefix/)).toBeNull()
  expect(screen.getByLabelText('API key')).toBeTruthy()
})

test('a prefix that is no address is refused with the rule, and nothing is asked', async () => {
  const { user, mock } = await openForm()
  const urls = requestedUrls()
  await user.click(mock)
  const prefix = screen.getByLabelText(/API prefix/)
  await user.clear(prefix)
  await user.type(prefix, 'api.example.com')
  await user.type(screen.getByLabelText('API key'), realKey)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))

  expect(screen.getByText('Enter an address starting with http:// or https://, or a path starting with /.')).toBeTruthy()
  expect(prefix.getAttribute('aria-invalid')).toBe('true')
  expect(document.activeElement).toBe(prefix)
  expect(urls).toEqual([])
  expect(apiMode()).toBe('mock')
})

test('signing in to a real API asks it alone, keeps the key for its prefix and reloads into real mode', async () => {
  realUserHandler()
  const { user, reload, mock } = await openForm()
  await screen.findByRole('button', { name: 'Sign in' })
  const urls = requestedUrls()

  await user.click(mock)
  const prefix = screen.getByLabelText(/API prefix/)
  await user.clear(prefix)
  await user.type(prefix, ` ${realOrigin} `)
  await user.type(screen.getByLabelText('API key'), ` ${realKey} `)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))

  await vi.waitFor(() => expect(reload).toHaveBeenCalledOnce())
  expect(urls.map((url) => url.href)).toEqual([`${realOrigin}/v1/user-resource/user`])
  expect(apiMode()).toBe('real')
  expect(apiPrefix()).toBe(`${realOrigin}/`)
  expect(localStorage.getItem(`cloudsim.apikey:${realOrigin}/`)).toBe(realKey)
  // The simulator's key (prefix `/`) is another prefix's and stays unset.
  expect(localStorage.getItem('cloudsim.apikey:/')).toBeNull()
})

test("a key the real API refuses shows the gateway's message; nothing is kept and the page stays", async () => {
  realUserHandler()
  const { user, reload, mock } = await openForm()
  await user.click(mock)
  const prefix = screen.getByLabelText(/API prefix/)
  await user.clear(prefix)
  await user.type(prefix, realOrigin)
  await user.type(screen.getByLabelText('API key'), 'wrong')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))

  expect((await screen.findByRole('alert')).textContent).toBe('Error: Invalid authentication credentials')
  expect(reload).not.toHaveBeenCalled()
  expect(apiMode()).toBe('mock')
  expect(localStorage.getItem(`cloudsim.apikey:${realOrigin}/`)).toBeNull()
})

test('speaks Spanish in the selector', async () => {
  const user = userEvent.setup()
  renderApp({ locale: 'es' })
  await user.click(await screen.findByRole('checkbox', { name: 'Usar el simulador (API simulada)' }))
  expect(screen.getByLabelText(/Prefijo de la API/)).toBeTruthy()
  expect(screen.getByText(`Las llamadas van a ${location.origin}/v1/…`)).toBeTruthy()
})
