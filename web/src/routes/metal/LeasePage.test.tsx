import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { pb } from '../../screens/path-builder'
import { pendingLease } from '../../mocks/fixtures/metal'
import { server } from '../../mocks/server'
import { sentBody } from '../../mocks/sent-body'
import { openMetal } from '../../../test/open-metal'

test('an in-use lease shows its machine, addresses, login and history', async () => {
  openMetal(pb.lease({ uuid: 'lease-db' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'db-metal' })).toBeTruthy()
  const access = within(screen.getByRole('region', { name: 'Access' }))
  expect(access.getByText('185.100.16.20')).toBeTruthy()
  expect(access.getByText('root')).toBeTruthy()
  expect(access.getByText('Mx0011223344556677')).toBeTruthy()
  const details = within(screen.getByRole('region', { name: 'Details' }))
  expect(await details.findByText('Intel Xeon E-2388G (8 cores · 32 GB RAM)')).toBeTruthy()
  expect(details.getByText('Main')).toBeTruthy()
  const history = within(screen.getByRole('table', { name: 'History' }))
  expect(history.getAllByRole('row').slice(1).map((row) => row.textContent)).toEqual([
    'ProvisioningRequested2026-01-05 09:00:002026-01-05 09:15:00',
    'In useHanded over by the provider2026-01-05 09:15:00now',
  ])
})

test('a pending lease shows its progress on the session clock and no login yet', async () => {
  server.use(
    http.get('/v1/:location/metal/leases', ({ params }) =>
      HttpResponse.json(params.location === 'tll' ? [pendingLease({ uuid: 'p', display_name: 'fresh' })] : []),
    ),
  )
  openMetal(pb.lease({ uuid: 'p' }))
  const progress = await screen.findByRole('progressbar', { name: 'Provisioning fresh: ready in about 8 min' })
  expect(progress.getAttribute('aria-valuenow')).toBe('50')
  const access = within(screen.getByRole('region', { name: 'Access' }))
  expect(access.getAllByText('Shown once the server is in use')).toHaveLength(5)
})

test('releasing asks first; too soon is explained with the time it becomes possible', async () => {
  server.use(
    http.delete('/v1/:location/metal/leases/:uuid', () =>
      HttpResponse.json({ errors: { Error: 'Too soon to release machine' } }, { status: 409 }),
    ),
  )
  const user = userEvent.setup()
  openMetal(pb.lease({ uuid: 'lease-db' }))
  // Release is the lease's destructive action, in the header's "More" menu.
  await user.click(await screen.findByRole('button', { name: 'More' }))
  await user.click(screen.getByRole('button', { name: 'Release server' }))
  const dialog = await screen.findByRole('alertdialog')
  expect(within(dialog).getByRole('heading', { name: 'Release db-metal?' })).toBeTruthy()
  await user.click(within(dialog).getByRole('button', { name: 'Release' }))
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain('Too soon to release this server: a lease runs at least until 2026-01-05 10:00:00.')
})

test('renaming sends the new name and confirms it', async () => {
  let sent: unknown
  server.use(
    http.patch('/v1/:location/metal/leases/:uuid', async ({ request }) => {
      sent = await sentBody(request.clone())
      return undefined
    }),
  )
  const user = userEvent.setup()
  openMetal(pb.lease({ uuid: 'lease-db' }))
  const name = await screen.findByRole('textbox', { name: 'Name' })
  await user.clear(name)
  await user.type(name, 'db-primary')
  await user.click(screen.getByRole('button', { name: 'Rename' }))
  await waitFor(() => expect(sent).toEqual({ display_name: 'db-primary' }))
  expect(await screen.findByText('Renamed to db-primary')).toBeTruthy()
})
