import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import { brand, ownerApiKey } from '../../mocks/fixtures/control'
import { shipBrand } from '../../../test/brands'
import { server } from '../../mocks/server'

function requestedPaths() {
  const paths: string[] = []
  server.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname))
  return paths
}

test('requires an API key unless the simulator is used, which a console it serves starts with', async () => {
  const user = userEvent.setup()
  const paths = requestedPaths()
  renderApp()
  const key = await screen.findByLabelText('API key')
  const mock = screen.getByRole('checkbox', { name: 'Use the simulator (mock API)' })
  expect((mock as HTMLInputElement).checked).toBe(true)

  await user.click(mock)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  expect(screen.getByText('Enter your API key.')).toBeTruthy()
  expect(key.getAttribute('aria-invalid')).toBe('true')
  expect(document.activeElement).toBe(key)
  expect(paths).not.toContain('/v1/user-resource/user')

  await user.click(mock)
  expect(screen.queryByText('Enter your API key.')).toBeNull()
  await user.click(screen.getByRole('button', { name: 'Sign in' }))

  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy()
  expect(screen.getByText('Welcome, Olivia')).toBeTruthy()
  expect(paths).toContain('/__sim/sessions')
  expect(credentials.apiKey()).toBe(ownerApiKey)
})

test('on a development host "Explore with the simulator" is in plain sight and signs in in one click', async () => {
  // Issue 43: "on development hosts the sign-in shows a visible 'Explore with the simulator' entry".
  const user = userEvent.setup()
  renderApp()
  const explore = await screen.findByRole('button', { name: 'Explore with the simulator' })
  expect(screen.queryByRole('button', { name: 'More sign-in options' })?.getAttribute('aria-expanded') ?? 'false').toBe('false')
  await user.click(explore)
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeTruthy()
  expect(credentials.apiKey()).toBe(ownerApiKey)
})

test('signs in with the trimmed key and stays on the path it was opened at', async () => {
  const user = userEvent.setup()
  renderApp({ path: '/compute' })

  await user.type(await screen.findByLabelText('API key'), `  ${ownerApiKey}  `)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))

  expect(await screen.findByRole('heading', { level: 1, name: 'Virtual machines' })).toBeTruthy()
  expect(credentials.apiKey()).toBe(ownerApiKey)
})

test("shows the gateway's message for an unknown key, and keeps no key", async () => {
  const user = userEvent.setup()
  renderApp()

  await user.type(await screen.findByLabelText('API key'), 'not-a-key')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))

  expect((await screen.findByRole('alert')).textContent).toBe('Error: Invalid authentication credentials')
  expect(credentials.apiKey()).toBeNull()
})

test('speaks Estonian', async () => {
  renderApp({ locale: 'et' })

  expect(await screen.findByLabelText('API võti')).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Logi sisse' })).toBeTruthy()
})

test('the intro image shows beside the form in a split layout, and some themes hide it', async () => {
  const { container, unmount } = renderApp()
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' })
  expect(container.querySelector('[data-layout="split"]')).not.toBeNull()
  unmount()
  shipBrand({ ...brand, theme: { ...brand.theme, login: { ...brand.theme.login, show_intro_image: false } } })
  const hidden = renderApp()
  await screen.findByRole('heading', { level: 1, name: 'Welcome back' })
  expect(hidden.container.querySelector('[data-layout="split"]')).toBeNull()
  expect(hidden.container.querySelector('[data-layout="centered"]')).not.toBeNull()
})

test('a visitor picks another language on the sign-in page; the choice is kept in this browser', async () => {
  // Issue 43: the site's language is the default, "a stored choice wins".
  const user = userEvent.setup()
  renderApp()
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Language' }), 'es')
  await waitFor(() => expect(localStorage.getItem('cloudsim.locale')).toBe('es'))
})
