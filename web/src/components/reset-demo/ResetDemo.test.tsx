import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import { defaultSession, ownerApiKey } from '../../mocks/fixtures/control'
import { server } from '../../mocks/server'

/** A demo server's visitor: the presenter's brands are closed to it, its own session is listed alone. */
function asVisitor() {
  const resets: string[] = []
  server.use(
    http.get('/__sim/brands', () => HttpResponse.json({ message: 'A valid control token is required' }, { status: 401 })),
    http.get('/__sim/sessions', () => HttpResponse.json([{ ...defaultSession, visitor: true }])),
    http.post('/__sim/sessions/:id/reset', ({ params }) => {
      resets.push(String(params.id))
      return HttpResponse.json({ ...defaultSession, visitor: true })
    }),
  )
  credentials.setApiKey(ownerApiKey)
  return resets
}

test('a visitor opening the link lands signed in to its own world, under the banner naming the brand; after logging out it stays out', async () => {
  // Issue 43: "Under --demo-visitors a visitor lands signed in to the brand's demo world with a
  // short banner ("A demo of {brand} — changes are yours alone — Reset")".
  asVisitor()
  credentials.clear()
  const user = userEvent.setup()
  renderApp()
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' }, { timeout: 10_000 })).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Sign in' })).toBeNull()
  expect(credentials.apiKey()).toBe(ownerApiKey)
  const banner = await screen.findByText('A demo of Testcloud — changes are yours alone', {}, { timeout: 10_000 })
  expect(within(banner.parentElement as HTMLElement).getByRole('button', { name: 'Reset demo' })).toBeTruthy()

  // Logging out is not undone by the next load of the tab: the sign-in page shows, the way back in plain sight.
  await user.click(screen.getByRole('button', { name: 'Log out' }))
  cleanup()
  renderApp()
  expect(await screen.findByRole('button', { name: 'Explore with the simulator' })).toBeTruthy()
  expect(credentials.apiKey()).toBeNull()
})

test('a visitor resets its own demo from the header after saying yes, without the developer tools', async () => {
  const resets = asVisitor()
  const user = userEvent.setup()
  renderApp()
  // The control chunk and its texts load after the shell: give them time on a busy machine.
  const button = await screen.findByRole('button', { name: 'Reset demo' }, { timeout: 10_000 })
  await user.click(button)
  // It asks first, saying what is lost; Cancel keeps the world.
  let dialog = within(await screen.findByRole('alertdialog', { name: 'Reset the demo?' }))
  expect(dialog.getByText('Everything you changed in this demo is lost: its world starts again as it began.')).toBeTruthy()
  await user.click(dialog.getByRole('button', { name: 'Cancel' }))
  expect(screen.queryByRole('alertdialog')).toBeNull()
  expect(resets).toEqual([])

  await user.click(button)
  dialog = within(await screen.findByRole('alertdialog', { name: 'Reset the demo?' }))
  await user.click(dialog.getByRole('button', { name: 'Reset demo' }))
  await waitFor(() => expect(resets).toEqual([defaultSession.session]))
  expect(await screen.findByText('The demo is back as it started')).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Developer tools' })).toBeNull()
})

test('absent for a session that is not a visitor’s, and where the developer tools answer', async () => {
  server.use(http.get('/__sim/brands', () => HttpResponse.json({ message: 'no' }, { status: 401 })))
  credentials.setApiKey(ownerApiKey)
  const first = renderApp()
  await screen.findByRole('heading', { level: 1, name: 'Dashboard' })
  await waitFor(() => expect(screen.queryByRole('button', { name: 'Reset demo' })).toBeNull())
  first.unmount()

  server.resetHandlers()
  credentials.setApiKey(ownerApiKey)
  renderApp()
  await screen.findByRole('button', { name: 'Developer tools' })
  expect(screen.queryByRole('button', { name: 'Reset demo' })).toBeNull()
})
