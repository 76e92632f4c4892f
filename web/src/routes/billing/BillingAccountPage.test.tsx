import { cleanup, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { http, HttpResponse } from 'msw'
import { afterEach, expect, test, vi } from 'vitest'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import type { components } from '../../api/generated/schema'
import { browser } from '../../platform/browser'
import { pb } from '../../screens/path-builder'
import { billingAccount } from '../../mocks/fixtures/billing'
import { siteConfig } from '../../mocks/fixtures/config'
import { brand, ownerApiKey } from '../../mocks/fixtures/control'
import { shipBrand } from '../../../test/brands'
import { card, cardProcessor, linkProcessor } from '../../mocks/fixtures/payment'
import { server } from '../../mocks/server'
import { sentBody } from '../../mocks/sent-body'
import type { BillingAccount } from '../../api/billing'

type Schemas = components['schemas']

afterEach(() => vi.restoreAllMocks())

function open(path: string, locale: 'en' | 'es' = 'en') {
  credentials.setApiKey(ownerApiKey)
  return { user: userEvent.setup(), ...renderApp({ path, locale }) }
}

function withAccount(patch: Partial<BillingAccount>) {
  const account = { ...billingAccount({ id: 11, title: 'Main', is_default: true }), ...patch }
  server.use(http.get('/v1/payment/billing_account', () => HttpResponse.json(account)))
  return account
}

function withProcessors() {
  server.use(
    http.get('/v1/config/ui/config', () =>
      HttpResponse.json({ ...siteConfig, paymentProcessors: [cardProcessor, linkProcessor] }),
    ),
  )
}

/** Records the JSON bodies `path` receives, answering with `reply(body, n)`. */
function capture<T>(method: 'post' | 'put', path: string, reply: (body: T, n: number) => Response) {
  const bodies: T[] = []
  server.use(
    http[method](path, async ({ request }) => {
      const body = (await sentBody(request)) as T
      bodies.push(body)
      return reply(body, bodies.length)
    }),
  )
  return bodies
}

test('shows the balance, the restriction, what it means and how to clear it', async () => {
  const totals = billingAccount({ id: 0, title: '' }).running_totals
  withAccount({
    restriction_level: 'LIMITED',
    running_totals: { ...totals, credit_amount: 5, credit_available: -12.4, ongoing: 17.4 },
    unpaid_amount: 12.2,
  })
  open(pb.billingAccount({ id: 11 }))

  expect(await screen.findByRole('heading', { level: 1, name: 'Main' })).toBeTruthy()
  const notice = await screen.findByText(/no new resources can be created/)
  expect(notice).toBeTruthy()
  expect(screen.getByText('The account owes €12.40.')).toBeTruthy()
  expect(await screen.findByText('To clear the restriction, top up at least €10.00.')).toBeTruthy()
  const available = screen.getByText('Available credit').closest('div') as HTMLElement
  expect(within(available).getByText('-€12.40')).toBeTruthy()
  expect(screen.getByRole('tab', { name: 'Top up', selected: true })).toBeTruthy()
})

test('an account in debt the site allows reads "In debt" once, with no green "No restrictions"; the top-up asks for what it owes', async () => {
  // Issue 43: "a red 'In debt' banner sits beside a green 'No restrictions' badge"; "a top-up
  // defaults to the €13 minimum while €23.54 is owed"; "Credit €3,915.86 beside Available credit
  // €929.21 with no word on the gap".
  const totals = billingAccount({ id: 0, title: '' }).running_totals
  withAccount({
    restriction_level: 'CLEAR',
    allow_debt: true,
    running_totals: { ...totals, credit_amount: 0, credit_available: -23.533725, ongoing: 21.883725, total: 21.883725 },
    unpaid_amount: 1.65,
  })
  server.use(http.get('/v1/config/ui/config', () => HttpResponse.json({ ...siteConfig, minimumTopupAmount: 13, paymentProcessors: [cardProcessor, linkProcessor] })))
  open(pb.billingAccount({ id: 11 }))

  const heading = await screen.findByRole('heading', { level: 1, name: 'Main' })
  const header = heading.closest('header') as HTMLElement
  expect(within(header).getByText('In debt')).toBeTruthy()
  expect(screen.queryByText('No restrictions')).toBeNull()
  expect(screen.getByText('The account owes €23.53.')).toBeTruthy()
  expect(screen.getByText(/^Credit \(€0\.00\) is what the account holds now\. Available credit \(-€23\.53\) is that less/)).toBeTruthy()
  const amount = await screen.findByRole('textbox', { name: /Amount/ })
  expect((amount as HTMLInputElement).value).toBe('23.53')
})

test('an account that cannot be loaded says so and retries', async () => {
  let calls = 0
  server.use(
    http.get('/v1/payment/billing_account', () => {
      calls += 1
      return calls === 1
        ? HttpResponse.json({ errors: { Error: 'Database unavailable' } }, { status: 500 })
        : HttpResponse.json(billingAccount({ id: 11, title: 'Main' }))
    }),
  )
  const { user } = open(pb.billingAccount({ id: 11 }))
  expect(await screen.findByText('The billing account could not be loaded.')).toBeTruthy()
  expect(screen.getByText('Error: Database unavailable')).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Retry' }))
  expect(await screen.findByRole('heading', { level: 1, name: 'Main' })).toBeTruthy()
})

test('quotes fee and total before paying, then tops up by card through 3-D Secure', async () => {
  withProcessors()
  withAccount({})
  server.use(
    http.get('/v1/payment/card/list', () => HttpResponse.json([card({ id: 31, is_primary: true })])),
    http.get('/v1/payment/final_topup_amount', ({ request }) => {
      const amount = Number(new URL(request.url).searchParams.get('amount'))
      return HttpResponse.json({ final_amount: amount + 0.83, currency: 'EUR', transaction_fee: 0.83, exchange_rate: 1 })
    }),
  )
  const popup = vi.spyOn(window, 'open').mockReturnValue({} as Window)
  const bought = capture<Schemas['CreditBuy']>('post', '/v1/payment/credit/buy', () =>
    HttpResponse.json({ success: true, final_amount: 20.83, charge_id: 'ch_1', authorize_uri: '/__sim/pay/s/3ds/ch_1', invoice_id: null }),
  )
  const hooks = capture<Schemas['CreditBuyPosthook']>('post', '/v1/payment/credit/buy/posthook', (_, n) =>
    n === 1
      ? HttpResponse.json({ errors: { Error: 'Payment is pending' } }, { status: 409 })
      : HttpResponse.json({ success: true, final_amount: 20.83, invoice_id: 7 }),
  )
  const { user } = open(pb.billingAccount({ id: 11 }))

  const amount = await screen.findByLabelText('Amount (EUR)')
  await user.clear(amount)
  await user.type(amount, '5')
  expect(await screen.findByText('Amount should not be less than than minimum top up')).toBeTruthy()
  expect((screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement).disabled).toBe(true)

  await user.clear(amount)
  await user.type(amount, '20')
  expect(await screen.findByText('€0.83')).toBeTruthy()
  expect(await screen.findByText('€20.83')).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Pay' }))

  expect(await screen.findByText('Confirm with your bank')).toBeTruthy()
  expect(popup).toHaveBeenCalledWith('/__sim/pay/s/3ds/ch_1', '_blank', expect.any(String))
  expect(await screen.findByText('€20.00 was added to the credit', {}, { timeout: 5000 })).toBeTruthy()
  expect(bought).toEqual([
    expect.objectContaining({ billing_account_id: 11, payment_object_id: 31, amount: 20, on_session: true }),
  ])
  expect(hooks.length).toBe(2)
  expect(hooks[1]).toEqual({ billing_account_id: 11, charge_id: 'ch_1', payment_object_id: 31 })
})

test('without a verified card the top-up asks for one', async () => {
  withProcessors()
  withAccount({})
  const { user } = open(pb.billingAccount({ id: 11 }))
  expect(await screen.findByText('There is no verified card for this processor yet.')).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Add a card' }))
  expect(screen.getByRole('tab', { name: 'Payment methods', selected: true })).toBeTruthy()
})

test('a card awaiting 3-D Secure: the Top up tab learns it was approved without Payment methods being opened', async () => {
  withProcessors()
  withAccount({})
  let reads = 0
  const pending = card({ id: 31, is_verified: false, is_verification_pending: true })
  server.use(
    http.get('/v1/payment/card/list', () => {
      reads++
      // Approved in the bank's window after the second read.
      return HttpResponse.json([reads <= 2 ? pending : { ...pending, is_verified: true, is_verification_pending: false }])
    }),
  )
  open(pb.billingAccount({ id: 11 }))
  expect(await screen.findByText('There is no verified card for this processor yet.')).toBeTruthy()
  await waitFor(() => expect(screen.queryByText('There is no verified card for this processor yet.')).toBeNull(), { timeout: 8000 })
  expect(screen.getByRole('tab', { name: 'Top up', selected: true })).toBeTruthy()
  expect(reads).toBe(3)
})

test('pays an unpaid invoice from credit; lists the others with their status', async () => {
  withAccount({})
  const paid = capture<Schemas['InvoiceRef']>('post', '/v1/payment/pay_invoice', () =>
    HttpResponse.json({ success: true, message: 'Invoice paid' }),
  )
  const { user } = open(pb.billingAccount({ id: 11 }))
  await user.click(await screen.findByRole('tab', { name: 'Invoices' }))
  const unpaid = (await screen.findByRole('rowheader', { name: '0000001001' })).closest('tr') as HTMLElement
  expect(within(unpaid).getByText('Unpaid')).toBeTruthy()
  expect(within(unpaid).getByText('(€12.20 outstanding)')).toBeTruthy()
  // The running month's invoice has no PDF and nothing to pay yet, so no menu.
  const current = screen.getByRole('rowheader', { name: 'This month' }).closest('tr') as HTMLElement
  expect(within(current).queryByRole('button')).toBeNull()
  await user.click(within(unpaid).getByRole('button', { name: 'Actions for 0000001001' }))
  const menu = within(unpaid).getByRole('group', { name: 'Actions for 0000001001' })
  expect(within(menu).getAllByRole('button').map((item) => item.textContent)).toEqual(['Open as PDF', 'Pay from credit', 'Top up by card'])
  await user.click(within(menu).getByRole('button', { name: 'Pay invoice 0000001001 from credit' }))
  expect(await screen.findByText('Invoice paid')).toBeTruthy()
  expect(paid).toEqual([{ invoice_id: 1001 }])
})

test('a card the issuer declines is explained', async () => {
  withProcessors()
  withAccount({})
  capture<Schemas['CardCreate']>('post', '/v1/payment/card', () =>
    HttpResponse.json(card({ id: 40, is_verified: false, additional_data: { brand: 'visa', last4: '0002', expiry: '01/29', holder: 'Main', type: 'creditcard' } })),
  )
  const verified = capture<Schemas['CardVerify']>('post', '/v1/payment/card/verify', () =>
    HttpResponse.json({ errors: { Error: 'Adding payment method failed' } }, { status: 409 }),
  )
  const { user } = open(pb.billingAccount({ id: 11 }))
  await user.click(await screen.findByRole('tab', { name: 'Payment methods' }))
  await user.type(await screen.findByLabelText('Card number'), '4000 0000 0000 0001')
  await user.click(screen.getByRole('button', { name: 'Add card' }))
  expect(await screen.findByText('Enter a valid card number')).toBeTruthy()
  await user.clear(screen.getByLabelText('Card number'))
  await user.type(screen.getByLabelText('Card number'), '4000 0000 0000 0002')
  await user.click(screen.getByRole('button', { name: 'Add card' }))
  expect(await screen.findByText('Adding payment method failed', { selector: 'p' })).toBeTruthy()
  expect(verified).toEqual([expect.objectContaining({ payment_object_id: 40, force_3ds: true })])
})

test('shows the credit history and the usage of the month; empty lists say so', async () => {
  withAccount({})
  server.use(http.get('/v1/payment/card/list', () => HttpResponse.json([])))
  const { user } = open(pb.billingAccount({ id: 11 }))
  await user.click(await screen.findByRole('tab', { name: 'Credit history' }))
  expect(await screen.findByText('Top up for account')).toBeTruthy()
  expect(screen.getByText('-€7.50')).toBeTruthy()
  await user.click(screen.getByRole('tab', { name: 'Usage' }))
  expect(await screen.findByText('€0.0134 per hour')).toBeTruthy()
  await user.click(screen.getByRole('tab', { name: 'Payment methods' }))
  expect(await screen.findByText('No payment methods yet.')).toBeTruthy()
})

test('says it is retrying while the server answers 502', async () => {
  vi.useFakeTimers({ shouldAdvanceTime: true })
  server.use(http.get('/v1/payment/billing_account', () => new HttpResponse('Bad gateway', { status: 502 })))
  open(pb.billingAccount({ id: 11 }))
  expect(await screen.findByText(/trying again \(attempt 1 of 3\)/)).toBeTruthy()
  expect(screen.queryByText('Loading…')).toBeNull()
  vi.useRealTimers()
})

test('speaks Spanish', async () => {
  withAccount({})
  open(pb.billingAccount({ id: 11 }), 'es')
  expect(await screen.findByRole('tab', { name: 'Recargar' })).toBeTruthy()
  expect(screen.getByRole('tab', { name: 'Historial de crédito' })).toBeTruthy()
})

test('the payment return page follows a link payment from pending to success', async () => {
  let reads = 0
  server.use(
    http.get('/v1/payment/persistent_data', () => {
      reads += 1
      return HttpResponse.json({
        id: 1,
        identifier: 'pay_1',
        processor_method: 'apple_pay',
        status: reads === 1 ? 'pending' : 'success',
        data: { amount: 25, charged_amount: 38.6, currency: 'SGD', processor: 'stripe_wallet' },
        created: 1_736_000_000,
      })
    }),
  )
  renderApp({ path: `${pb.paymentReturn()}?identifier=pay_1&billing_account_id=11` })
  credentials.setApiKey(ownerApiKey)
  expect(await screen.findByText('Payment pending')).toBeTruthy()
  expect(await screen.findByText('€25.00 was added to the credit.', {}, { timeout: 5000 })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Back to the billing account' }).getAttribute('href')).toBe('/app/billing/account/11')
})

test('the payment return page without a payment says where to come from', async () => {
  credentials.setApiKey(ownerApiKey)
  renderApp({ path: pb.paymentReturn() })
  await waitFor(() => expect(screen.getByText(/needs the payment it returns from/)).toBeTruthy())
})

test('a blocked popup is explained, and the bank page can still be opened from a link', async () => {
  withProcessors()
  withAccount({})
  server.use(
    http.get('/v1/payment/card/list', () => HttpResponse.json([card({ id: 31, is_primary: true })])),
    http.post('/v1/payment/credit/buy', () =>
      HttpResponse.json({ success: true, final_amount: 13, charge_id: 'ch_2', authorize_uri: '/__sim/pay/s/3ds/ch_2', invoice_id: null }),
    ),
    http.post('/v1/payment/credit/buy/posthook', () =>
      HttpResponse.json({ errors: { Error: 'Payment is pending' } }, { status: 409 }),
    ),
  )
  vi.spyOn(window, 'open').mockReturnValue(null)
  const { user } = open(pb.billingAccount({ id: 11 }))
  await user.click(await screen.findByRole('button', { name: 'Pay' }))
  expect(await screen.findByText('Error: Please allow popup windows to use this payment method')).toBeTruthy()
  expect(screen.getByRole('link', { name: "Open the bank's page again" }).getAttribute('href')).toBe('/__sim/pay/s/3ds/ch_2')
})

test('a top-up the card refuses says why', async () => {
  withProcessors()
  withAccount({})
  server.use(
    http.get('/v1/payment/card/list', () => HttpResponse.json([card({ id: 31, is_primary: true })])),
    http.post('/v1/payment/credit/buy', () => HttpResponse.json({ errors: { Error: 'Insufficient funds' } }, { status: 409 })),
  )
  const { user } = open(pb.billingAccount({ id: 11 }))
  await user.click(await screen.findByRole('button', { name: 'Pay' }))
  const notice = await screen.findByText('Top-up error', { selector: 'p' })
  expect(within(notice.closest('[role=alert]') as HTMLElement).getByText('Insufficient funds')).toBeTruthy()
})

/** A card left waiting for 3-D Secure: the tab that opened the issuer's page was reloaded. */
const pendingCard = card({
  id: 42,
  is_verified: false,
  is_verification_pending: true,
  additional_data: { brand: 'visa', last4: '3155', expiry: '01/29', holder: 'Main', type: 'creditcard' },
})

test('after a reload a card pending 3-D Secure is found and its verification resumes on the bank’s page', async () => {
  withProcessors()
  withAccount({})
  let answered = false
  server.use(
    http.get('/v1/payment/card/list', () =>
      HttpResponse.json([answered ? { ...pendingCard, is_verification_pending: false, is_verified: true } : pendingCard]),
    ),
  )
  const popup = vi.spyOn(window, 'open').mockReturnValue({} as Window)
  const verified = capture<Schemas['CardVerify']>('post', '/v1/payment/card/verify', () =>
    HttpResponse.json({ card: pendingCard, authorize_uri: '/__sim/pay/s/3ds/3ds_new', data_ref: null }),
  )
  const { user } = open(pb.billingAccount({ id: 11 }))

  // The account opens on its top-up tab; the unfinished card is named there, with the way to it.
  const title = 'The verification of VISA ···3155 (01/29) is not finished'
  expect(await screen.findByText(title)).toBeTruthy()
  await user.click(screen.getByRole('button', { name: 'Open payment methods' }))
  expect(screen.getByRole('tab', { name: 'Payment methods', selected: true })).toBeTruthy()
  await user.click(await screen.findByRole('button', { name: 'Continue verification' }))

  expect(await screen.findByText('Confirm with your bank')).toBeTruthy()
  expect(popup).toHaveBeenCalledWith('/__sim/pay/s/3ds/3ds_new', '_blank', expect.any(String))
  expect(verified).toEqual([expect.objectContaining({ payment_object_id: 42, force_3ds: true })])
  expect(screen.queryByText(title)).toBeNull()
  answered = true
  expect(await screen.findByText('VISA ···3155 (01/29) is verified and ready to pay', {}, { timeout: 5000 })).toBeTruthy()
})

test('a card pending 3-D Secure can be cancelled instead, which removes it', async () => {
  withProcessors()
  withAccount({})
  let removed = false
  server.use(http.get('/v1/payment/card/list', () => HttpResponse.json(removed ? [] : [pendingCard])))
  const deleted: unknown[] = []
  server.use(
    http.delete('/v1/payment/card', async ({ request }) => {
      deleted.push(await sentBody(request))
      removed = true
      return HttpResponse.json({ success: true })
    }),
  )
  const { user } = open(`${pb.billingAccount({ id: 11 })}?tab=methods`)
  await user.click(await screen.findByRole('button', { name: 'Cancel verification' }))
  const dialog = await screen.findByRole('alertdialog', { name: 'Cancel the verification of VISA ···3155 (01/29)?' })
  await user.click(within(dialog).getByRole('button', { name: 'Cancel verification' }))
  expect(await screen.findByText('Verification cancelled; VISA ···3155 (01/29) was removed')).toBeTruthy()
  expect(deleted).toEqual([{ payment_object_id: 42 }])
  expect(await screen.findByText('No payment methods yet.')).toBeTruthy()
})

test('a mobile-wallet method (OVO) asks for the mobile number, 10 digits starting with 0, and sends it', async () => {
  const duitku = { ...linkProcessor, name: 'Duitku', keyword: 'duitku', methods: [{ key: 'ovo', name: 'OVO' }] }
  server.use(
    http.get('/v1/config/ui/config', () => HttpResponse.json({ ...siteConfig, paymentProcessors: [duitku] })),
    http.get('/v1/payment/final_topup_amount', () =>
      HttpResponse.json({ final_amount: 20, currency: 'EUR', transaction_fee: 0, exchange_rate: 1 }),
    ),
  )
  withAccount({})
  const assign = vi.spyOn(browser, 'assign').mockImplementation(() => {})
  const sent = capture<Schemas['LinkSendData']>('post', '/v1/payment/link/send_data', () =>
    HttpResponse.json({ success: true, error_msg: '', data: { identifier: 'pay_1', redirect_url: '/__sim/pay/s/link/pay_1' } }),
  )
  const { user } = open(pb.billingAccount({ id: 11 }))
  await screen.findByLabelText('Amount (EUR)')
  const number = await screen.findByLabelText('Mobile number')
  const pay = screen.getByRole('button', { name: 'Pay' }) as HTMLButtonElement
  expect(pay.disabled).toBe(true)
  await user.type(number, '812345678')
  expect(await screen.findByText('The mobile number must be 10 digits starting with 0')).toBeTruthy()
  expect(pay.disabled).toBe(true)
  await user.clear(number)
  await user.type(number, '0812345678')
  await waitFor(() => expect(pay.disabled).toBe(false))
  expect(screen.queryByText('The mobile number must be 10 digits starting with 0')).toBeNull()
  await user.click(pay)
  await waitFor(() => expect(sent.length).toBe(1))
  expect(JSON.parse(sent[0]?.params ?? '')).toEqual({ method: 'ovo', mobile_number: '0812345678' })
  await waitFor(() => expect(assign).toHaveBeenCalledWith('/__sim/pay/s/link/pay_1'))
})

test('the VAT rate shows with a percent sign; a brand may call the tax GST and invoices Orders', async () => {
  withAccount({ vat_percentage: 22 })
  open(pb.billingAccount({ id: 11 }))
  expect(await screen.findByText('VAT (22 %)')).toBeTruthy()
  expect(screen.getByRole('tab', { name: 'Invoices' })).toBeTruthy()
  cleanup()
  shipBrand({ ...brand, theme: { ...brand.theme, extras: { invoice_wording: 'Orders', tax_label: 'GST' } } })
  open(pb.billingAccount({ id: 11 }))
  expect(await screen.findByText('GST (22 %)')).toBeTruthy()
  expect(screen.getByRole('tab', { name: 'Orders' })).toBeTruthy()
  expect(screen.queryByRole('tab', { name: 'Invoices' })).toBeNull()
})
