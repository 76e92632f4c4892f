import { screen, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { pb } from '../../app/path-builder'
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
  expect(rows.map((row) => row.textContent)).toEqual([
    'db-metalIn useTallinnDebian 12 (bookworm)185.100.16.20',
    'renderProvisioningJõhviUbuntu 24.04 LTS—',
    'old-buildReleasedTallinnDebian 12 (bookworm)185.100.16.20',
  ])
  expect(within(table).getByRole('link', { name: 'render' }).getAttribute('href')).toBe('/app/metal/lease/new')
})

test('says so when there are no leases, in Estonian too', async () => {
  server.use(http.get('/v1/:location/metal/leases', () => HttpResponse.json([])))
  openMetal(pb.leases(), { locale: 'et' })
  expect(await screen.findByText('Sul pole veel ühtegi füüsilist serverit.')).toBeTruthy()
})
