import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import type { components } from '../../api/generated/schema'
import { pb } from '../../screens/path-builder'
import { billingAccount } from '../../mocks/fixtures/billing'
import { siteConfig } from '../../mocks/fixtures/config'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { loadBalancer } from '../../mocks/fixtures/network'
import { server } from '../../mocks/server'
import { sentBody } from '../../mocks/sent-body'

type Rule = components['schemas']['LbRuleInput']

/** The fixture site sells no load balancers; this one does. */
function open() {
  server.use(http.get('/v1/config/ui/config', () => HttpResponse.json({ ...siteConfig, loadBalancerEnabled: true })))
  credentials.setApiKey(ownerApiKey)
  return renderApp({ path: pb.loadBalancer({ location: 'tll', uuid: loadBalancer.uuid }) })
}

test('shows its network, targets at their private addresses and its TCP rules; the last target stays', async () => {
  open()
  await screen.findByRole('heading', { level: 1, name: 'web' })
  const details = within(screen.getByRole('region', { name: 'Details' }))
  expect(await details.findByRole('link', { name: 'Private network' })).toBeTruthy()
  const targets = within(screen.getByRole('table', { name: 'Target servers' }))
  expect(targets.getAllByRole('row')[1]?.textContent).toBe('web-110.1.0.5Remove')
  expect((targets.getByRole('button', { name: 'Remove' }) as HTMLButtonElement).disabled).toBe(true)
  // Only the other VM of the balancer's network can be added.
  const add = await screen.findByRole('combobox', { name: 'Add a target server' })
  expect(within(add).getAllByRole('option').map((option) => option.textContent)).toEqual(['build-runner'])
  const rules = within(screen.getByRole('table', { name: 'Forwarding rules' }))
  expect(rules.getAllByRole('row')[1]?.textContent).toBe('TCP808080SOURCE_IPRemove')
})

test('a forwarding rule is added with its two ports', async () => {
  let sent: Rule | undefined
  server.use(
    http.post('/v1/tll/network/load_balancers/:uuid/forwarding_rules', async ({ request }) => {
      sent = (await sentBody(request)) as Rule
      return HttpResponse.json({ protocol: 'TCP', source_port: 443, target_port: 8443 })
    }),
  )
  open()
  const section = within(await screen.findByRole('region', { name: 'Forwarding rules' }))
  const add = section.getByRole('button', { name: 'Add rule' }) as HTMLButtonElement
  expect(add.disabled).toBe(true)
  await userEvent.type(section.getByRole('textbox', { name: 'Source port' }), '70000')
  expect(section.getByText('Enter a port between 1 and 65535.')).toBeTruthy()
  await userEvent.clear(section.getByRole('textbox', { name: 'Source port' }))
  await userEvent.type(section.getByRole('textbox', { name: 'Source port' }), '443')
  await userEvent.type(section.getByRole('textbox', { name: 'Target port' }), '8443')
  await userEvent.click(add)
  expect(await screen.findByText('Forwarding rule added')).toBeTruthy()
  expect(sent).toEqual({ source_port: 443, target_port: 8443 })
})

test('with a second active account, the balancer moves to it (set_id in the query)', async () => {
  let moved: string | null = null
  server.use(
    http.get('/v1/payment/billing_account/list', () =>
      HttpResponse.json([
        billingAccount({ id: loadBalancer.billing_account_id, title: 'Main', is_default: true }),
        billingAccount({ id: 21, title: 'Clients' }),
      ]),
    ),
    http.put('/v1/tll/network/load_balancers/:uuid/billing_account', ({ request }) => {
      moved = new URL(request.url).searchParams.get('set_id')
      return HttpResponse.json({ ...loadBalancer, billing_account_id: 21 })
    }),
  )
  open()
  const select = await screen.findByRole('combobox', { name: 'Billing account' })
  await userEvent.selectOptions(select, 'Clients')
  await userEvent.click(screen.getByRole('button', { name: 'Pay from this account' }))
  expect(await screen.findByText('The load balancer is paid from the chosen account from the next hour')).toBeTruthy()
  expect(moved).toBe('21')
})
