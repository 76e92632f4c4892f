import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import type { components } from '../../api/generated/schema'
import { pb } from '../../screens/path-builder'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { defaultNetwork } from '../../mocks/fixtures/network'
import { server } from '../../mocks/server'
import { sentBody } from '../../mocks/sent-body'
import type { Network } from '../../api/network'

type Update = components['schemas']['NetworkUpdate']

test('the default network lists its VMs, cannot be deleted, and takes a valid IPv6 subnet', async () => {
  let sent: Update | undefined
  server.use(
    http.patch('/v1/tll/network/network/:uuid', async ({ request }) => {
      sent = (await sentBody(request)) as Update
      return HttpResponse.json<Network>({ ...defaultNetwork, subnet_ipv6: sent.subnet_ipv6 ?? '' })
    }),
  )
  credentials.setApiKey(ownerApiKey)
  renderApp({ path: pb.vpc({ location: 'tll', uuid: defaultNetwork.uuid }) })
  await screen.findByRole('heading', { level: 1, name: 'Private network' })
  const vms = within(await screen.findByRole('region', { name: 'Virtual machines' }))
  expect((await vms.findAllByRole('link')).map((link) => link.textContent)).toEqual(['web-1', 'build-runner'])
  expect((await deleteButton()).disabled).toBe(true)
  // It is the default already: nothing to make default.
  expect(screen.queryByRole('button', { name: 'Make default' })).toBeNull()

  const form = within(screen.getByRole('form', { name: 'Edit the network' }))
  const subnet = form.getByRole('textbox', { name: 'IPv6 subnet' })
  await userEvent.type(subnet, '10.0.0.0/8')
  expect(form.getByText('Enter an IPv6 prefix with its length, such as 2001:db8:10::/64, or leave it empty.')).toBeTruthy()
  expect((form.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true)
  await userEvent.clear(subnet)
  await userEvent.type(subnet, '2001:db8:10::/64')
  await userEvent.click(form.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('Private network saved')).toBeTruthy()
  expect(sent).toEqual({ name: 'Private network', subnet_ipv6: '2001:db8:10::/64' })
})

test('a managed service’s VMs in a network are named and linked as the service’s', async () => {
  const serviceNetwork: Network = {
    ...defaultNetwork,
    uuid: 'net-db',
    name: 'orders-db',
    is_default: false,
    vm_uuids: ['vm-1'],
    resources_count: 1,
  }
  server.use(http.get('/v1/:location/network/network/:uuid', () => HttpResponse.json(serviceNetwork)))
  credentials.setApiKey(ownerApiKey)
  renderApp({ path: pb.vpc({ location: 'tll', uuid: 'net-db' }) })
  await screen.findByRole('heading', { level: 1, name: 'orders-db' })
  const vms = within(await screen.findByRole('region', { name: 'Virtual machines' }))
  const link = await vms.findByRole('link', { name: 'orders-db (managed service)' })
  expect(link.getAttribute('href')).toBe(`/app${pb.service({ location: 'tll', serviceId: 'pkg-db' })}`)
  expect((await deleteButton()).disabled).toBe(true)
})

/** Delete, apart from the everyday actions: in the header's "More" menu, opened. */
async function deleteButton() {
  await userEvent.click(screen.getByRole('button', { name: 'More' }))
  return within(screen.getByRole('group', { name: 'More' })).getByRole('button', { name: 'Delete' }) as HTMLButtonElement
}

test("another network is made default from its row's menu, the same item as under its page's More", async () => {
  const other: Network = { ...defaultNetwork, uuid: 'net-2', name: 'staging', is_default: false, vm_uuids: [], resources_count: 0 }
  const madeDefault: string[] = []
  server.use(
    http.get('/v1/:location/network/networks', ({ params }) => HttpResponse.json(params.location === 'tll' ? [defaultNetwork, other] : [])),
    http.get('/v1/:location/network/network/:uuid', () => HttpResponse.json(other)),
    http.put('/v1/:location/network/network/:uuid/default', ({ params }) => {
      madeDefault.push(`${String(params.location)}/${String(params.uuid)}`)
      return HttpResponse.json({ ...other, is_default: true })
    }),
  )
  credentials.setApiKey(ownerApiKey)
  const user = userEvent.setup()
  const { unmount } = renderApp({ path: pb.vpcs() })
  const row = (await screen.findByRole('link', { name: 'staging' })).closest('tr') as HTMLElement
  await user.click(within(row).getByRole('button', { name: 'Actions for staging' }))
  const menu = within(within(row).getByRole('group', { name: 'Actions for staging' }))
  expect(menu.getAllByRole('button').map((item) => item.textContent)).toEqual(['Make default', 'Delete'])
  await user.click(menu.getByRole('button', { name: 'Make default' }))
  expect(await screen.findByText('staging is now the default network')).toBeTruthy()
  expect(madeDefault).toEqual(['tll/net-2'])
  // The default network's row offers Delete only.
  const first = screen.getByRole('link', { name: 'Private network' }).closest('tr') as HTMLElement
  await user.click(within(first).getByRole('button', { name: 'Actions for Private network' }))
  const its = within(within(first).getByRole('group', { name: 'Actions for Private network' }))
  expect(its.getAllByRole('button').map((item) => item.textContent)).toEqual(['Delete'])
  unmount()

  renderApp({ path: pb.vpc({ location: 'tll', uuid: 'net-2' }) })
  await screen.findByRole('heading', { level: 1, name: 'staging' })
  await user.click(screen.getByRole('button', { name: 'More' }))
  const more = within(screen.getByRole('group', { name: 'More' }))
  expect(more.getAllByRole('button').map((item) => item.textContent)).toEqual(['Make default', 'Delete'])
})
