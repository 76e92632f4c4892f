import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import type { components } from '../../api/generated/schema'
import { pb } from '../../app/path-builder'
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
  const actions = within(screen.getByRole('group', { name: 'Actions' }))
  expect((actions.getByRole('button', { name: 'Make default' }) as HTMLButtonElement).disabled).toBe(true)
  expect((await deleteButton()).disabled).toBe(true)

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
