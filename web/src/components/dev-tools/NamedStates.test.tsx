import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import { browser } from '../../platform/browser'
import { defaultSession, ownerApiKey } from '../../mocks/fixtures/control'
import { server } from '../../mocks/server'

afterEach(() => vi.restoreAllMocks())

/** Records the names `POST /__sim/sessions/{id}/states` is asked for, by session. */
function loads(reply: () => Response = () => HttpResponse.json(defaultSession)) {
  const asked: { session: string; name: string }[] = []
  server.use(
    http.post('/__sim/sessions/:id/states', async ({ params, request }) => {
      const { name } = (await request.json()) as { name: string }
      asked.push({ session: String(params.id), name })
      return reply()
    }),
  )
  return asked
}

async function namedStates() {
  const user = userEvent.setup()
  credentials.setApiKey(ownerApiKey)
  renderApp()
  await user.click(await screen.findByRole('button', { name: 'Developer tools' }, { timeout: 15_000 }))
  const toolbar = screen.getByRole('complementary', { name: 'Developer tools' })
  const section = within(toolbar).getByRole('region', { name: 'Named states' })
  return { user, section: within(section) }
}

test('the developer tools list the states of the session’s brand, each with its description', async () => {
  const { section } = await namedStates()
  const restricted = await section.findByRole('button', { name: 'A restricted account' })
  expect(restricted.getAttribute('aria-describedby')).toBeTruthy()
  expect(section.getByText('The default account ran out of credit a day ago and is LIMITED.')).toBeTruthy()
  expect(section.getByRole('button', { name: 'An empty account' })).toBeTruthy()
  // Another brand's state is not offered.
  expect(section.queryByRole('button', { name: 'A lease being cleaned' })).toBeNull()
})

test('one click loads the state into the session and says so', async () => {
  const asked = loads()
  const { user, section } = await namedStates()
  await user.click(await section.findByRole('button', { name: 'A restricted account' }))
  await waitFor(() => expect(asked).toEqual([{ session: 'default', name: 'restricted' }]))
  expect(await screen.findByText('Loaded: A restricted account')).toBeTruthy()
})

test('a refused load shows the simulator’s reason in the tools', async () => {
  loads(() => HttpResponse.json({ message: "State 'restricted' does not apply to brand 'testcloud'" }, { status: 409 }))
  const { user, section } = await namedStates()
  await user.click(await section.findByRole('button', { name: 'A restricted account' }))
  expect(await section.findByText(/does not apply to brand 'testcloud'/)).toBeTruthy()
})

test('/app/?state=<name> on a development host loads it once and drops the parameter', async () => {
  const asked = loads()
  vi.spyOn(browser, 'hostname').mockReturnValue('localhost')
  const query = vi.spyOn(browser, 'query').mockImplementation((name) => (name === 'state' ? 'restricted' : null))
  const dropped = vi.spyOn(browser, 'dropQuery').mockImplementation(() => query.mockReturnValue(null))
  credentials.setApiKey(ownerApiKey)
  renderApp()
  await waitFor(() => expect(dropped).toHaveBeenCalledWith('state'))
  expect(asked).toEqual([{ session: 'default', name: 'restricted' }])
})

test('/app/?state=<name> is ignored on a production host for anyone but a demo visitor', async () => {
  const asked = loads()
  vi.spyOn(browser, 'hostname').mockReturnValue('console.example.com')
  vi.spyOn(browser, 'query').mockImplementation((name) => (name === 'state' ? 'restricted' : null))
  credentials.setApiKey(ownerApiKey)
  renderApp()
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
  await new Promise((resolve) => setTimeout(resolve, 100))
  expect(asked).toEqual([])
})

test('/app/?state=<name> for a demo visitor loads into its own session, and a refusal is a toast', async () => {
  const asked = loads(() => HttpResponse.json({ message: "No state 'nope': the states are empty, restricted" }, { status: 404 }))
  server.use(http.get('/__sim/sessions', () => HttpResponse.json([{ ...defaultSession, visitor: true }])))
  vi.spyOn(browser, 'hostname').mockReturnValue('demo.example.com')
  vi.spyOn(browser, 'query').mockImplementation((name) => (name === 'state' ? 'nope' : null))
  vi.spyOn(browser, 'dropQuery').mockImplementation(() => undefined)
  credentials.setApiKey(ownerApiKey)
  renderApp()
  expect(await screen.findByText(/Could not load the state nope: No state 'nope'/)).toBeTruthy()
  expect(asked).toEqual([{ session: 'default', name: 'nope' }])
})
