import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { pb } from '../../screens/path-builder'
import { leaseFixture, pendingLease } from '../../mocks/fixtures/metal'
import { server } from '../../mocks/server'
import { openMetal } from '../../../test/open-metal'

test('lists the leases of every location with status, location, OS and address, released ones last', async () => {
  server.use(
    http.get('/v1/:location/metal/leases', ({ params }) =>
      HttpResponse.json(
        params.location === 'tll'
          ? [
              leaseFixture({ uuid: 'old', display_name: 'old-build', status: 'released' }),
              leaseFixture({ uuid: 'db', display_name: 'db-metal' }),
            ]
          : [pendingLease({ uuid: 'new', display_name: 'render', location: 'jhv', requested_os_id: 'ubuntu-24-04' })],
      ),
    ),
  )
  openMetal(pb.leases())
  const table = await screen.findByRole('table')
  const rows = within(table).getAllByRole('row').slice(1)
  // The cells before the row's actions.
  expect(rows.map((row) => [...row.children].slice(0, -1).map((cell) => cell.textContent).join(''))).toEqual([
    'db-metalIn useTallinnDebian 12 (bookworm)185.100.16.20',
    'renderProvisioningJõhviUbuntu 24.04 LTS—',
    'old-buildReleasedTallinnDebian 12 (bookworm)185.100.16.20',
  ])
  expect(within(table).getByRole('link', { name: 'render' }).getAttribute('href')).toBe('/app/metal/lease/new')
  // A live lease's row offers Release (asked first); a released one has no menu.
  await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Actions for db-metal' }))
  await userEvent.click(within(rows[0] as HTMLElement).getByRole('button', { name: 'Release server' }))
  expect(await screen.findByRole('alertdialog', { name: 'Release db-metal?' })).toBeTruthy()
  expect(within(rows[2] as HTMLElement).queryByRole('button', { name: 'Actions for old-build' })).toBeNull()
})

test('says so when there are no leases, in Estonian too', async () => {
  server.use(http.get('/v1/:location/metal/leases', () => HttpResponse.json([])))
  openMetal(pb.leases(), { locale: 'et' })
  expect(await screen.findByText('Sul pole veel ühtegi füüsilist serverit.')).toBeTruthy()
})
