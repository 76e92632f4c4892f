import { screen, waitFor, within } from '@testing-library/react'
import { http, HttpResponse } from 'msw'
import { bench, describe } from 'vitest'
import { renderApp } from '../../test/render'
import { credentials } from '../api/credentials'
import { pb } from '../screens/path-builder'
import { diskFixture, vmFixture } from '../mocks/fixtures/compute'
import { ownerApiKey } from '../mocks/fixtures/control'
import { server } from '../mocks/server'

/**
 * Render time of the VM and disk lists with 500 rows in one location (`npm run bench -w web`):
 * from mounting the app at the list to its first page of rows on screen, the API answering at once.
 */
const rows = 500
const vms = Array.from({ length: rows }, (_, i) =>
  vmFixture({ uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, name: `node-${i}` }),
)
const disks = Array.from({ length: rows }, (_, i) => diskFixture({ uuid: `disk-${i}`, display_name: `vol-${i}` }))

async function renderList(path: string, table: string) {
  server.use(
    http.get('/v1/tll/user-resource/vm/list', () => HttpResponse.json(vms)),
    http.get('/v1/tll/storage/disks', () => HttpResponse.json(disks)),
  )
  credentials.setApiKey(ownerApiKey)
  const view = renderApp({ path })
  const found = await screen.findByRole('table', { name: table }, { timeout: 10_000 })
  await waitFor(() => {
    if (within(found).getAllByRole('row').length < 26) throw new Error('first page not rendered yet')
  })
  view.unmount()
  server.resetHandlers()
}

describe(`lists of ${rows} rows`, () => {
  bench('virtual machines', () => renderList(pb.vms(), 'Virtual machines'), { iterations: 10, warmupIterations: 2 })
  bench('disks', () => renderList(pb.disks(), 'Disks'), { iterations: 10, warmupIterations: 2 })
})
