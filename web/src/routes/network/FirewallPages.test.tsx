import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import type { components } from '../../api/generated/schema'
import { pb } from '../../screens/path-builder'
import { siteConfig } from '../../mocks/fixtures/config'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { firewallsByLocation } from '../../mocks/fixtures/network'
import { server } from '../../mocks/server'
import { sentBody } from '../../mocks/sent-body'
import type { Firewall } from '../../api/network'

const firewall = firewallsByLocation.tll?.[0] as Firewall
type Update = components['schemas']['FirewallUpdate']

/** The fixture site sells no firewalls; this one does. */
function open() {
  server.use(http.get('/v1/config/ui/config', () => HttpResponse.json({ ...siteConfig, firewallEnabled: true })))
  credentials.setApiKey(ownerApiKey)
  return renderApp({ path: pb.firewall({ location: 'tll', uuid: firewall.uuid }) })
}

test('rules are edited in the table and saved together, keeping a rule’s uuid', async () => {
  let sent: Update | undefined
  server.use(
    http.put('/v1/tll/network/firewalls/:uuid', async ({ request }) => {
      sent = (await sentBody(request)) as Update
      return HttpResponse.json<Firewall>({ ...firewall, rules: firewall.rules })
    }),
  )
  open()
  await screen.findByRole('heading', { level: 1, name: 'web' })
  const rules = within(screen.getByRole('table', { name: 'Rules' }))
  const from = rules.getByRole('textbox', { name: 'From port 1' })
  await userEvent.clear(from)
  await userEvent.type(from, '8443')
  await userEvent.click(screen.getByRole('button', { name: 'Add rule' }))
  await userEvent.selectOptions(rules.getByRole('combobox', { name: 'Protocol 2' }), 'icmp')
  expect((rules.getByRole('textbox', { name: 'From port 2' }) as HTMLInputElement).disabled).toBe(true)
  await userEvent.selectOptions(rules.getByRole('combobox', { name: 'Source or destination 2' }), 'ip_prefixes')
  await userEvent.type(rules.getByRole('textbox', { name: 'Addresses, tags or VLANs 2' }), '10.0.0.0/8, 192.0.2.1')
  await userEvent.click(screen.getByRole('button', { name: 'Save rules' }))

  expect(await screen.findByText('Rules of web saved')).toBeTruthy()
  expect(sent?.rules).toEqual([
    { ...firewall.rules[0], port_start: 8443 },
    {
      direction: 'inbound',
      protocol: 'icmp',
      policy_action: 'accept',
      port_start: null,
      port_end: null,
      endpoint_spec_type: 'ip_prefixes',
      endpoint_spec: ['10.0.0.0/8', '192.0.2.1'],
    },
  ])
})

test('lists the VMs it applies to and applies it to another', async () => {
  let applied: string | null = null
  server.use(
    http.post('/v1/tll/network/firewalls/:uuid/vms', ({ request }) => {
      applied = new URL(request.url).searchParams.get('vm_uuid')
      return HttpResponse.json([])
    }),
  )
  open()
  const vms = within(await screen.findByRole('region', { name: 'Virtual machines' }))
  expect(await vms.findByRole('link', { name: 'web-1' })).toBeTruthy()
  await userEvent.selectOptions(vms.getByRole('combobox', { name: 'Apply to a virtual machine' }), 'build-runner')
  await userEvent.click(vms.getByRole('button', { name: 'Apply' }))
  expect(await screen.findByText('Firewall applied')).toBeTruthy()
  expect(applied).toBe('6851f59a-746b-41fc-8f47-b3891c20b93c')
})
