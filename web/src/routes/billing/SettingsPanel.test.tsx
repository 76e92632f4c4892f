import { screen, waitFor, within } from '@testing-library/react'
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
import { server } from '../../mocks/server'
import { sentBody } from '../../mocks/sent-body'
import type { BillingAccount } from '../../api/billing'

type Schemas = components['schemas']

function open(account: BillingAccount, path = `${pb.billingAccount({ id: account.id })}?tab=settings`) {
  server.use(
    http.get('/v1/payment/billing_account', () => HttpResponse.json(account)),
    http.get('/v1/config/ui/config', () =>
      HttpResponse.json({
        ...siteConfig,
        recurringPaymentsEnabled: true,
        referralCodeEnabled: true,
        billingAccountFields: [
          { field: 'email', required: true, visible: true },
          { field: 'company_vat_number', required: false, visible: true },
        ],
      }),
    ),
  )
  credentials.setApiKey(ownerApiKey)
  return { user: userEvent.setup(), ...renderApp({ path }) }
}

const main = billingAccount({ id: 11, title: 'Main', is_default: true, referral_share_code: 'SHARE1' })

test('automatic top-up sends amount and threshold; a refused charge turns it off and says why', async () => {
  const sent: Schemas['RecurringPaymentUpdate'][] = []
  server.use(
    http.put('/v1/payment/billing_account/11/recurring_payment', async ({ request }) => {
      sent.push((await sentBody(request)) as Schemas['RecurringPaymentUpdate'])
      return HttpResponse.json({ account: main, payment_report: { triggered: true, errors: ['Top-up error'] } })
    }),
  )
  const { user } = open(main)
  await user.click(await screen.findByRole('checkbox', { name: 'Top up automatically' }))
  await user.clear(screen.getByLabelText('Top up by (EUR)'))
  await user.type(screen.getByLabelText('Top up by (EUR)'), '5')
  const section = screen.getByRole('heading', { name: 'Automatic top-up' }).closest('section') as HTMLElement
  await user.click(within(section).getByRole('button', { name: 'Save' }))
  expect(within(section).getByText('Amount should not be less than than minimum top up')).toBeTruthy()
  expect(sent).toEqual([])
  await user.clear(screen.getByLabelText('Top up by (EUR)'))
  await user.type(screen.getByLabelText('Top up by (EUR)'), '25')
  await user.clear(screen.getByLabelText('When credit falls below (EUR)'))
  await user.type(screen.getByLabelText('When credit falls below (EUR)'), '3')
  await user.click(within(section).getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('Error: Top-up error')).toBeTruthy()
  expect(sent).toEqual([{ is_recurring_payment_enabled: true, recurring_payment_amount: 25, recurring_payment_threshold: 3 }])
  await waitFor(() => expect((screen.getByRole('checkbox', { name: 'Top up automatically' }) as HTMLInputElement).checked).toBe(false))
})

test('the referral link and what it earns; a campaign code the API refuses is explained', async () => {
  server.use(
    http.post('/v1/payment/billing_account/11/campaign_activate/NOPE', () =>
      HttpResponse.json({ errors: { campaign_code: 'Invalid campaign.' } }, { status: 400 }),
    ),
  )
  const { user } = open(main)
  expect(await screen.findByText(/You get €10.00 and a friend who signs up with the link gets €10.00/)).toBeTruthy()
  expect(screen.getByText('http://localhost:3000/app/referral/SHARE1')).toBeTruthy()
  await user.type(screen.getByLabelText('Campaign code'), 'NOPE')
  await user.click(screen.getByRole('button', { name: 'Activate' }))
  const notice = await screen.findByText('The code was not accepted')
  expect(within(notice.closest('[role=alert]') as HTMLElement).getByText('Invalid campaign.')).toBeTruthy()
})

test("Delete account is apart under the header's More: disabled with what blocks it", async () => {
  const totals = main.running_totals
  const { user } = open({ ...main, running_totals: { ...totals, credit_available: 8 } })
  await user.click(await screen.findByRole('button', { name: 'More' }))
  const remove = screen.getByRole('button', { name: 'Delete account' })
  expect(remove).toHaveProperty('disabled', true)
  expect(remove.getAttribute('aria-describedby')).toBeTruthy()
  const reason = document.getElementById(remove.getAttribute('aria-describedby') ?? '')?.textContent
  expect(reason).toBe('It still holds €8.00 of credit: spend it first. It is the default account: make another account the default first.')
})

test("deleting asks first and shows the API's refusal", async () => {
  const deleted: unknown[] = []
  server.use(
    http.delete('/v1/payment/billing_account', async ({ request }) => {
      deleted.push(await sentBody(request))
      return HttpResponse.json({ errors: { Error: 'Billing account has unspent credit' } }, { status: 409 })
    }),
  )
  const { user } = open({ ...main, is_default: false, unpaid_amount: 0, running_totals: { ...main.running_totals, credit_available: 0 } })
  await user.click(await screen.findByRole('button', { name: 'More' }))
  await user.click(screen.getByRole('button', { name: 'Delete account' }))
  const dialog = within(await screen.findByRole('alertdialog', { name: 'Delete this billing account?' }))
  expect(deleted).toEqual([])
  await user.click(dialog.getByRole('button', { name: 'Delete account' }))
  expect(await screen.findByText('Billing account has unspent credit', { exact: false })).toBeTruthy()
  expect(deleted).toEqual([{ id: 11 }])
})

test('edit sends every editable field (the API clears one left out), with the site VAT label', async () => {
  const sent: Schemas['BillingAccountUpdate'][] = []
  server.use(
    http.put('/v1/payment/billing_account', async ({ request }) => {
      const body = (await sentBody(request)) as Schemas['BillingAccountUpdate']
      sent.push(body)
      return HttpResponse.json({ ...main, ...body })
    }),
  )
  const account = { ...main, lang: 'et', integration_id: 'crm-7' }
  const { user, router } = open(account, pb.billingAccountEdit({ id: 11 }))
  const vat = await screen.findByLabelText('VAT number')
  await user.type(vat, 'EE100')
  await user.clear(screen.getByLabelText('Email'))
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(screen.getByText('This field is required')).toBeTruthy()
  await user.type(screen.getByLabelText('Email'), 'billing@example.org')
  await user.click(screen.getByRole('button', { name: 'Save' }))
  expect(await screen.findByText('The details of Main were saved')).toBeTruthy()
  expect(sent[0]).toMatchObject({
    id: 11,
    title: 'Main',
    email: 'billing@example.org',
    company_vat_number: 'EE100',
    lang: 'et',
    integration_id: 'crm-7',
    referral_code: '',
  })
  await waitFor(() => expect(router.state.location.pathname).toBe(pb.billingAccount({ id: 11 })))
})
