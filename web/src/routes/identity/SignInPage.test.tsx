import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { apiKey } from '../../api/client'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { server } from '../../mocks/server'

function requestedPaths() {
  const paths: string[] = []
  server.events.on('request:start', ({ request }) => void paths.push(new URL(request.url).pathname))
  return paths
}

test('requires an API key unless the simulator is used', async () => {
  const user = userEvent.setup()
  const paths = requestedPaths()
  renderApp()
  const key = await screen.findByLabelText('API key')

  await user.click(screen.getByRole('button', { name: 'Sign in' }))
  expect(screen.getByText('Enter your API key.')).toBeTruthy()
  expect(key.getAttribute('aria-invalid')).toBe('true')
  expect(document.activeElement).toBe(key)
  expect(paths).not.toContain('/v1/user-resource/user')

  await user.click(screen.getByRole('checkbox', { name: 'Use the simulator (mock API)' }))
  expect(screen.queryByText('Enter your API key.')).toBeNull()
  await user.click(screen.getByRole('button', { name: 'Sign in' }))

  expect((await screen.findByRole('status')).textContent).toBe('Signed in as owner@testcloud.example')
  expect(paths).toContain('/__sim/sessions')
  expect(apiKey.get()).toBe(ownerApiKey)
})

test('signs in with the trimmed key', async () => {
  const user = userEvent.setup()
  renderApp()

  await user.type(await screen.findByLabelText('API key'), `  ${ownerApiKey}  `)
  await user.click(screen.getByRole('button', { name: 'Sign in' }))

  expect((await screen.findByRole('status')).textContent).toBe('Signed in as owner@testcloud.example')
  expect(apiKey.get()).toBe(ownerApiKey)
})

test("shows the gateway's message for an unknown key", async () => {
  const user = userEvent.setup()
  renderApp()

  await user.type(await screen.findByLabelText('API key'), 'not-a-key')
  await user.click(screen.getByRole('button', { name: 'Sign in' }))

  expect((await screen.findByRole('alert')).textContent).toBe('Error: Invalid authentication credentials')
})

test('speaks Estonian', async () => {
  renderApp({ locale: 'et' })

  expect(await screen.findByLabelText('API võti')).toBeTruthy()
  expect(screen.getByRole('button', { name: 'Logi sisse' })).toBeTruthy()
})
