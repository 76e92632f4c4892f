import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import { pb } from '../../screens/path-builder'
import { billingAccount } from '../../mocks/fixtures/billing'
import { siteConfig } from '../../mocks/fixtures/config'
import { ownerApiKey } from '../../mocks/fixtures/control'
import { server } from '../../mocks/server'
import { sentBody } from '../../mocks/sent-body'
import type { BillingAccountField, BillingFields } from '../../api/billing'

function open(path: string, locale: 'en' | 'et' = 'en') {
  credentials.setApiKey(ownerApiKey)
  return { user: userEvent.setup(), ...renderApp({ path, locale }) }
}

/** Records the JSON bodies `path` receives, answering `reply`. */
function capture<T>(path: string, reply: (body: T) => object) {
  const bodies: T[] = []
  server.use(
    http.post(path, async ({ request }) => {
      const body = (await sentBody(request)) as T
      bodies.push(body)
      return HttpResponse.json(reply(body))
    }),
  )
  return bodies
}

const row = (name: string) => screen.getByRole('row', { name: new RegExp(`^${name}`) })

test('lists the accounts with status, credit and the default; another one can be made the default', async () => {
  const made = capture<{ billing_account_id: number }>('/v1/payment/billing_account/set_default', () => ({ success: true }))
  const { user } = open(pb.billingAccounts())

  expect(await screen.findByRole('link', { name: 'Main' })).toBeTruthy()
  expect(within(row('Main')).getByText('Active')).toBeTruthy()
  expect(within(row('Main')).getByText('€42.50')).toBeTruthy()
  expect(within(row('Main')).getByText('Default')).toBeTruthy()
  await user.click(within(row('Main')).getByRole('button', { name: 'Actions for Main' }))
  expect(within(row('Main')).queryByRole('button', { name: 'Make default' })).toBeNull()
  expect(within(row('Main')).getByRole('button', { name: 'Delete account' })).toHaveProperty('disabled', true)
  expect(within(row('Side project')).getByText('Pending validation')).toBeTruthy()

  await user.click(within(row('Side project')).getByRole('button', { name: 'Actions for Side project' }))
  await user.click(within(row('Side project')).getByRole('button', { name: 'Make default' }))
  expect(await screen.findByText('Side project is now the default billing account')).toBeTruthy()
  expect(made).toEqual([{ billing_account_id: 12 }])
})

test('an account in debt or restricted says so in the list', async () => {
  const totals = billingAccount({ id: 0, title: '' }).running_totals
  server.use(
    http.get('/v1/payment/billing_account/list', () =>
      HttpResponse.json([
        { ...billingAccount({ id: 11, title: 'Main' }), running_totals: { ...totals, credit_available: -3 } },
        billingAccount({ id: 12, title: 'Side project', restriction_level: 'LIMITED' }),
      ]),
    ),
  )
  open(pb.billingAccounts())
  expect(within(await screen.findByRole('row', { name: /^Main/ })).getByText('In debt')).toBeTruthy()
  expect(within(row('Side project')).getByText('Limited')).toBeTruthy()
})

test('speaks Estonian', async () => {
  open(pb.billingAccounts(), 'et')
  expect(await screen.findByRole('heading', { level: 1, name: 'Arvelduskontod' })).toBeTruthy()
  await userEvent.click(await screen.findByRole('button', { name: 'Toimingud: Side project' }))
  expect(screen.getByRole('button', { name: 'Määra vaikimisi' })).toBeTruthy()
})

const rules: BillingAccountField[] = [
  { field: 'email', required: true, visible: true },
  { field: 'customer_phone', required: true, visible: true },
  { field: 'company_vat_number', required: false, visible: false },
  { field: 'country', required: false, visible: true },
]

test("create shows the site's visible fields, requires its required ones, and checks email and country", async () => {
  server.use(http.get('/v1/config/ui/config', () => HttpResponse.json({ ...siteConfig, billingAccountFields: rules })))
  const created = capture<BillingFields>('/v1/payment/billing_account', (body) =>
    billingAccount({ id: 13, title: body.title ?? '' }),
  )
  const { user, router } = open(pb.billingAccountCreate())

  const form = within((await screen.findByRole('button', { name: 'Create' })).closest('form') as HTMLElement)
  expect(form.getAllByRole('textbox').map((field) => field.getAttribute('name'))).toEqual(['title', 'email', 'customer_phone'])
  expect(form.getByRole('combobox', { name: 'Country code' })).toBeTruthy()
  expect(form.queryByLabelText('VAT number')).toBeNull()

  await user.click(form.getByRole('button', { name: 'Create' }))
  const email = form.getByLabelText('Email')
  const phone = form.getByLabelText('Phone')
  expect(document.activeElement).toBe(email)
  for (const field of [email, phone]) {
    expect(field.getAttribute('aria-invalid')).toBe('true')
    expect(document.getElementById(field.getAttribute('aria-describedby') ?? '')?.textContent).toBe('This field is required')
  }
  expect(form.getByLabelText('Title').hasAttribute('aria-invalid')).toBe(false)

  await user.type(email, 'not-an-address')
  await user.type(phone, '+372 5555 0000')
  await user.click(form.getByRole('button', { name: 'Create' }))
  expect(form.getByText('Enter a valid email address')).toBeTruthy()
  expect(created).toEqual([])

  await user.clear(email)
  await user.type(email, 'billing@example.org')
  // The country is picked by name and sent as its code: Estonia is EE, never ES.
  await user.selectOptions(form.getByRole('combobox', { name: 'Country code' }), 'Estonia')
  await user.type(form.getByLabelText('Title'), 'Shop')
  await user.click(form.getByRole('button', { name: 'Create' }))

  expect(await screen.findByText('Billing account Shop was created')).toBeTruthy()
  expect(created).toEqual([{ title: 'Shop', email: 'billing@example.org', customer_phone: '+372 5555 0000', country: 'EE' }])
  await waitFor(() => expect(router.state.location.pathname).toBe(pb.billingAccounts()))
})
