import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import { pb } from '../../screens/path-builder'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { server } from '../../mocks/server'
import { type Vm, vmPollMs } from '../../api/compute'
import { vmFixture } from '../../mocks/fixtures/compute'

function open() {
  credentials.setApiKey(ownerApiKey)
  return renderApp({ path: pb.vms() })
}

test('lists the VMs of every location with status, location, size, OS and IP, linking to each detail page', async () => {
  open()
  const table = await screen.findByRole('table')
  const rows = within(table).getAllByRole('row').slice(1)
  // The cells before the row's actions.
  expect(rows.map((row) => [...row.children].slice(0, 6).map((cell) => cell.textContent).join(''))).toEqual([
    'web-1RunningTallinn2 vCPU / 4 GB RAMUbuntu 24.04 LTS185.12.0.10',
    'build-runnerStoppedTallinn4 vCPU / 8 GB RAMdebian 1210.1.0.5',
    'db-1RunningJõhvi2 vCPU / 4 GB RAMUbuntu 24.04 LTS185.12.0.10',
  ])
  const db = within(table).getByRole('link', { name: 'db-1' })
  expect(db.getAttribute('href')).toBe('/app/compute/vm/jhv/037b47e0-f6b5-4aab-9f8e-82a7ac5488fd')
})

test('says so when there are no VMs', async () => {
  server.use(http.get('/v1/:location/user-resource/vm/list', () => HttpResponse.json([])))
  open()
  expect(await screen.findByText('You have no virtual machines yet.')).toBeTruthy()
  expect(screen.queryByRole('table')).toBeNull()
  // The empty state invites the first create, beside the header's own button.
  const creates = screen.getAllByRole('link', { name: 'New virtual machine' })
  expect(creates.map((link) => link.getAttribute('href'))).toEqual(['/app/compute/create', '/app/compute/create'])
})

test('a row’s menu offers what its status allows; delete asks first', async () => {
  const user = userEvent.setup()
  open()
  const table = await screen.findByRole('table')
  const row = within(table).getAllByRole('row').find((r) => within(r).queryByRole('link', { name: 'build-runner' }))!
  await user.click(within(row).getByRole('button', { name: 'Actions for build-runner' }))
  const menu = within(within(row).getByRole('group', { name: 'Actions for build-runner' }))
  expect(menu.getByRole('button', { name: 'Start' })).toHaveProperty('disabled', false)
  expect(menu.getByRole('button', { name: 'Stop' })).toHaveProperty('disabled', true)

  await user.click(menu.getByRole('button', { name: 'Delete' }))
  // Choosing closes the menu; the dialog it opened stays.
  expect(within(row).queryByRole('group', { name: 'Actions for build-runner' })).toBeNull()
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete build-runner?' }))
  await user.click(dialog.getByRole('button', { name: 'Delete' }))
  expect(await screen.findByText('build-runner was deleted')).toBeTruthy()
})

test('shows a failed location with Retry, and the other locations’ VMs', async () => {
  server.use(
    http.get('/v1/jhv/user-resource/vm/list', () => HttpResponse.json({ message: 'Jõhvi is down' }, { status: 500 }), {
      once: true,
    }),
  )
  open()
  const alert = await screen.findByRole('alert')
  expect(alert.textContent).toContain('The virtual machines could not be loaded.')
  expect(alert.textContent).toContain('Error: Jõhvi is down')
  expect(screen.getByRole('link', { name: 'web-1' })).toBeTruthy()

  await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('link', { name: 'db-1' })).toBeTruthy()
  expect(screen.queryByRole('alert')).toBeNull()
})

test('re-reads the list while a VM is being created', async () => {
  const uuid = '11111111-2222-4333-8444-555555555555'
  const answers: Vm['status'][] = ['creating', 'running']
  let calls = 0
  server.use(
    http.get('/v1/jhv/user-resource/vm/list', () => {
      const status = answers[Math.min(calls++, answers.length - 1)]
      return HttpResponse.json([vmFixture({ uuid, name: 'new-vm', status })])
    }),
  )
  open()
  const row = async () => (await screen.findByRole('link', { name: 'new-vm' })).closest('tr')
  expect((await row())?.textContent).toContain('Creating')
  await waitFor(async () => expect((await row())?.textContent).toContain('Running'), { timeout: vmPollMs * 2 })
  expect(calls).toBe(2)
})

test('500 VMs: a page of 25 rendered, searched by name or IP, sorted by a column', async () => {
  const many = Array.from({ length: 500 }, (_, i) =>
    vmFixture({ uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, name: `node-${i}`, vcpu: (i % 8) + 1, private_ipv4: `10.9.${i >> 8}.${i & 255}` }),
  )
  server.use(http.get('/v1/tll/user-resource/vm/list', () => HttpResponse.json(many)))
  const user = userEvent.setup()
  open()
  const table = await screen.findByRole('table')
  await waitFor(() => expect(screen.getByText('501 shown')).toBeTruthy())
  expect(within(table).getAllByRole('row')).toHaveLength(26)

  await user.type(screen.getByRole('searchbox', { name: 'Search' }), '10.9.1.44')
  expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getByRole('link').textContent)).toEqual(['node-300'])
  await user.clear(screen.getByRole('searchbox', { name: 'Search' }))

  await user.click(within(table).getByRole('button', { name: /Name/ }))
  expect(within(table).getAllByRole('row')[1]?.textContent).toMatch(/^db-1/)
  await user.click(within(table).getByRole('button', { name: /Name/ }))
  expect(within(table).getAllByRole('row')[1]?.textContent).toMatch(/^node-499/)
})

test('filters by location and status, kept in the URL so a link opens the same list', async () => {
  const user = userEvent.setup()
  const { router } = open()
  const table = await screen.findByRole('table')
  await waitFor(() => expect(screen.getByText('3 shown')).toBeTruthy())
  const names = () => within(table).getAllByRole('row').slice(1).map((row) => within(row).getByRole('link').textContent)

  await user.selectOptions(screen.getByRole('combobox', { name: 'Location' }), 'Tallinn (2)')
  expect(names()).toEqual(['web-1', 'build-runner'])
  await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Running (2)')
  expect(names()).toEqual(['web-1'])
  expect(router.state.location.search).toEqual({ location: 'tll', status: 'running' })

  await user.click(screen.getByRole('button', { name: 'Clear filters' }))
  expect(names()).toEqual(['web-1', 'build-runner', 'db-1'])
  expect(router.state.location.search).toEqual({})
})

test('a link with the list state opens it: status, search, sort and page from the query', async () => {
  const many = Array.from({ length: 60 }, (_, i) =>
    vmFixture({ uuid: `00000000-0000-4000-8000-${String(i).padStart(12, '0')}`, name: `node-${i}`, status: i % 2 ? 'stopped' : 'running' }),
  )
  server.use(http.get('/v1/tll/user-resource/vm/list', () => HttpResponse.json(many)))
  credentials.setApiKey(ownerApiKey)
  renderApp({ path: `${pb.vms()}?status=stopped&q=node&sort=-name&page=2` })
  const table = await screen.findByRole('table')
  await waitFor(() => expect(screen.getByText('30 shown')).toBeTruthy())
  expect(screen.getByText('Page 2 of 2')).toBeTruthy()
  expect((screen.getByRole('searchbox', { name: 'Search' }) as HTMLInputElement).value).toBe('node')
  expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('stopped')
  // Descending by name, the second page of the 30 stopped: the last five.
  expect(within(table).getAllByRole('row').slice(1).map((row) => within(row).getByRole('link').textContent)).toEqual([
    'node-9',
    'node-7',
    'node-5',
    'node-3',
    'node-1',
  ])
})
