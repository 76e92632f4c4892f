import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import { pb } from '../../screens/path-builder'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { firewallsByLocation, ipFixture, ipsByLocation } from '../../mocks/fixtures/network'
import { server } from '../../mocks/server'
import { sentBody } from '../../mocks/sent-body'
import type { FloatingIp, IpAssignBody } from '../../api/network'
import type { Vm } from '../../api/compute'
import { vmsByLocation } from '../../mocks/fixtures/compute'

const [assigned, spare] = ipsByLocation.tll as [FloatingIp, FloatingIp]
const [web, runner] = vmsByLocation.tll as [Vm, Vm]

function open(path: string) {
  credentials.setApiKey(ownerApiKey)
  return renderApp({ path })
}

test('lists every location’s addresses with their state and what they are assigned to', async () => {
  open(pb.ipAddresses())
  const table = await screen.findByRole('table')
  // The cells before the row's actions.
  const rows = within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.children].slice(0, 5).map((cell) => cell.textContent).join(''))
  expect(rows).toEqual(['185.12.0.10Tallinn—AssignedVirtual machine', '185.12.0.11TallinnspareUnassigned—'])
})

test('a spare address is assigned to a VM without a public IP, from its detail screen', async () => {
  let sent: IpAssignBody | undefined
  server.use(
    http.post('/v1/tll/network/ip_addresses/:address/assign', async ({ request }) => {
      sent = (await sentBody(request)) as IpAssignBody
      return HttpResponse.json<FloatingIp>({ ...spare, assigned_to: runner.uuid, assigned_to_resource_type: 'virtual_machine' })
    }),
  )
  open(pb.ipAddress({ location: 'tll', uuid: spare.uuid }))
  expect(await screen.findByRole('heading', { level: 1, name: '185.12.0.11' })).toBeTruthy()
  expect(screen.getAllByText('Unassigned').length).toBeGreaterThan(0)
  expect(screen.getByText('A reserved IP address that is not assigned is charged monthly.')).toBeTruthy()
  // Assign is the header's action; it asks which VM in a dialog.
  await userEvent.click(await screen.findByRole('button', { name: 'Assign' }))
  const dialog = within(await screen.findByRole('dialog', { name: 'Assign 185.12.0.11' }))
  const select = dialog.getByRole('combobox', { name: 'Assign to a virtual machine' })
  // Only the VM without a public address is offered.
  expect(within(select).getAllByRole('option').map((option) => option.textContent)).toEqual(['build-runner'])
  await userEvent.click(dialog.getByRole('button', { name: 'Assign' }))
  expect(await screen.findByText('185.12.0.11 is assigned to build-runner')).toBeTruthy()
  expect(sent).toEqual({ assigned_to: runner.uuid, assigned_to_resource_type: 'virtual_machine' })
})

test('a row’s menu releases a spare address after asking', async () => {
  const released: string[] = []
  server.use(
    http.delete('/v1/tll/network/ip_addresses/:address', ({ params }) => {
      released.push(String(params.address))
      return HttpResponse.json(true)
    }),
  )
  const user = userEvent.setup()
  open(pb.ipAddresses())
  const row = (await screen.findByRole('link', { name: '185.12.0.11' })).closest('tr') as HTMLElement
  await user.click(within(row).getByRole('button', { name: 'Actions for 185.12.0.11' }))
  expect(within(row).getByRole('button', { name: 'Unassign' })).toHaveProperty('disabled', true)
  await user.click(within(row).getByRole('button', { name: 'Release' }))
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Release 185.12.0.11?' }))
  expect(released).toEqual([])
  await user.click(dialog.getByRole('button', { name: 'Release' }))
  expect(await screen.findByText('185.12.0.11 is released')).toBeTruthy()
  expect(released).toEqual(['185.12.0.11'])
})

test('an assigned address links to its VM and can be unassigned but not released', async () => {
  open(pb.ipAddress({ location: 'tll', uuid: assigned.uuid }))
  await screen.findByRole('heading', { level: 1, name: '185.12.0.10' })
  const details = within(screen.getByRole('region', { name: 'Details' }))
  expect((await details.findByRole('link', { name: 'web-1' })).getAttribute('href')).toBe(
    `/app${pb.vm({ location: 'tll', vmId: web.uuid })}`,
  )
  await userEvent.click(screen.getByRole('button', { name: 'More' }))
  const release = screen.getByRole('button', { name: 'Release' }) as HTMLButtonElement
  expect(release.disabled).toBe(true)
  expect(document.getElementById(release.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
    'Unassign it first: an assigned address cannot be released.',
  )
  await userEvent.click(screen.getByRole('button', { name: 'Unassign' }))
  expect(await screen.findByText('185.12.0.10 is unassigned')).toBeTruthy()
})

test('the VM screen shows its public IP, network and firewalls, each linked', async () => {
  open(pb.vm({ location: 'tll', vmId: web.uuid }))
  await screen.findByRole('heading', { level: 1, name: 'web-1' })
  const network = within(screen.getByRole('region', { name: 'Network' }))
  expect((await network.findByRole('link', { name: '185.12.0.10' })).getAttribute('href')).toBe(
    `/app${pb.ipAddress({ location: 'tll', uuid: assigned.uuid })}`,
  )
  expect(await network.findByRole('link', { name: 'Private network' })).toBeTruthy()
  const firewall = firewallsByLocation.tll?.[0]
  expect((await network.findByRole('link', { name: 'web' })).getAttribute('href')).toBe(
    `/app${pb.firewall({ location: 'tll', uuid: firewall?.uuid ?? '' })}`,
  )
})

test('a service’s virtual IP names and links its service, and offers no assign, unassign or release', async () => {
  const vip = ipFixture({
    uuid: '2c0f8e3a-7d6b-4f5a-9e4d-3c2b1a0f9e8d',
    address: '185.7.1.20',
    name: 'orders-db',
    assigned_to: 'pkg-db',
    assigned_to_resource_type: 'service',
  })
  server.use(
    http.get('/v1/:location/network/ip_addresses', ({ params }) => HttpResponse.json(params.location === 'tll' ? [vip] : [])),
  )
  open(pb.ipAddresses())
  const table = await screen.findByRole('table')
  expect(await within(table).findByText('Managed service: orders-db')).toBeTruthy()

  open(pb.ipAddress({ location: 'tll', uuid: vip.uuid }))
  await screen.findByRole('heading', { level: 1, name: '185.7.1.20' })
  const details = within(screen.getByRole('region', { name: 'Details' }))
  expect((await details.findByRole('link', { name: 'orders-db' })).getAttribute('href')).toBe(
    `/app${pb.service({ location: 'tll', serviceId: 'pkg-db' })}`,
  )
  expect(
    screen.getByText(
      'This is the virtual IP of orders-db: it stays assigned to the service, is charged with it and is released when the service is deleted.',
    ),
  ).toBeTruthy()
  expect(screen.queryByRole('button', { name: 'Release' })).toBeNull()
  expect(screen.queryByRole('button', { name: 'Unassign' })).toBeNull()
})
