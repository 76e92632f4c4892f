import type { APIRequestContext, Page } from '@playwright/test'
import type { components } from '../src/api/generated/schema'
import { chooseLanguage, expect, test } from './fixtures'
import { signInWithKey } from './utils'

type Schemas = components['schemas']

/**
 * Issue 19 journeys against the real simulator: each test opens a session of its own with the
 * empty world (its owner has one billing account with the first-account credit), so nothing
 * depends on the demo world's amounts.
 */
async function emptySession(request: APIRequestContext) {
  const answer = await request.post('/__sim/sessions', { data: { world: 'empty' } })
  expect(answer.ok()).toBe(true)
  const info = (await answer.json()) as Schemas['SessionInfo']
  const user = (role: string) => {
    const found = info.users.find((u) => u.role === role)
    if (!found) throw new Error(`no ${role} in session ${info.session}`)
    return found
  }
  const api = (key: string) => ({ headers: { apikey: key } })
  const owner = user('owner')
  const accounts = (await (await request.get('/v1/payment/billing_account/list', api(owner.api_key))).json()) as Schemas['BillingAccount'][]
  const account = accounts[0]
  if (!account) throw new Error('the owner has no billing account')
  return {
    id: info.session,
    owner,
    colleague: user('colleague'),
    account,
    api,
    advance: (seconds: number) => request.post(`/__sim/sessions/${info.session}/clock/advance`, { data: { seconds } }),
    close: () => request.delete(`/__sim/sessions/${info.session}`),
  }
}

async function openAccount(page: Page, id: number, tab?: string) {
  await page.goto(`/app/billing/account/${id}`)
  await expect(page.getByRole('tab', { name: 'Top up' })).toBeVisible()
  if (tab) await page.getByRole('tab', { name: tab }).click()
}

/** Clicks `button` on the sandbox issuer's page that `action` opens as a popup. */
async function answerIssuer(page: Page, action: () => Promise<void>, button: 'Approve' | 'Decline') {
  const popup = page.waitForEvent('popup')
  await action()
  const issuer = await popup
  await issuer.getByRole('button', { name: button }).click()
  await expect(issuer.getByRole('heading', { level: 1 })).toContainText(button === 'Approve' ? 'approved' : 'declined')
  await issuer.close()
}

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications' })

test('top up by card through 3-D Secure, then see the credit and the invoice', async ({ page, request }) => {
  const s = await emptySession(request)
  await signInWithKey(page, s.owner.api_key)
  await openAccount(page, s.account.id, 'Payment methods')

  await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0025 0000 3155')
  await answerIssuer(page, () => page.getByRole('button', { name: 'Add card' }).click(), 'Approve')
  const row = page.getByRole('row').filter({ hasText: '3155' })
  await expect(row.getByText('Verified')).toBeVisible()
  await expect(row.getByText('Primary')).toBeVisible()

  await page.getByRole('tab', { name: 'Top up' }).click()
  const amount = page.getByRole('textbox', { name: 'Amount (EUR)' })
  await amount.fill('20')
  await expect(page.getByText('Transaction fee')).toBeVisible()
  await expect(page.getByText('€20.83')).toBeVisible()
  // Submitted from the keyboard: the form needs no pointer.
  await answerIssuer(page, () => amount.press('Enter'), 'Approve')
  await expect(toasts(page)).toContainText('€20.00 was added to the credit')
  await expect(page.getByText('Credit', { exact: true }).locator('..')).toContainText('€42.00')

  await page.getByRole('tab', { name: 'Credit history' }).click()
  await expect(page.getByRole('rowheader', { name: 'Top up for account' })).toBeVisible()
  await page.getByRole('tab', { name: 'Invoices' }).click()
  const topup = page.getByRole('row').filter({ hasText: 'Credit top-up' })
  await expect(topup).toContainText('Paid')
  await expect(topup).toContainText('€20.00')
  await s.close()
})

test('4242 on a processor that verifies with 3-D Secure: its label says so, the bank’s page is branded with merchant and amount, and Top up learns of the approval', async ({ page, request }) => {
  const s = await emptySession(request)
  await signInWithKey(page, s.owner.api_key)
  await openAccount(page, s.account.id, 'Payment methods')
  await page.getByText('Sandbox test cards').click()
  await expect(page.getByRole('listitem').filter({ hasText: '4242424242424242' })).toContainText('asks for 3-D Secure to verify, then pays at once')

  await page.getByRole('textbox', { name: 'Card number' }).fill('4242 4242 4242 4242')
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Add card' }).click()
  const issuer = await popup
  await expect(issuer.getByRole('heading', { level: 1 })).toHaveText('Confirm your card')
  await expect(issuer.locator('main')).toContainText('MerchantPilvio')
  await expect(issuer.locator('main')).toContainText(/Amount1\.00 EUR/)
  await expect(issuer.locator('main')).not.toContainText('3ds_')
  // The customer goes to Top up while the bank's page is open, and approves there.
  await page.getByRole('tab', { name: 'Top up' }).click()
  await expect(page.getByText('There is no verified card for this processor yet.')).toBeVisible()
  await issuer.getByRole('button', { name: 'Approve' }).click()
  // Closed once the bank has answered: closing while its form still posts can hang the browser.
  await expect(issuer.getByRole('heading', { level: 1 })).toContainText('approved')
  await issuer.close()
  await expect(page.getByText('There is no verified card for this processor yet.')).toBeHidden()
  await expect(page.getByRole('tab', { name: 'Top up', selected: true })).toBeVisible()
  await s.close()
})

test('a card left on the bank’s page is found after a reload, and its verification resumes', async ({ page, request }) => {
  const s = await emptySession(request)
  await signInWithKey(page, s.owner.api_key)
  await openAccount(page, s.account.id, 'Payment methods')

  await page.getByRole('textbox', { name: 'Card number' }).fill('4000 0025 0000 3155')
  const popup = page.waitForEvent('popup')
  await page.getByRole('button', { name: 'Add card' }).click()
  // The customer leaves the bank's page unanswered and reloads the console.
  const issuer = await popup
  await expect(issuer.getByRole('heading', { level: 1 })).toHaveText('Confirm your card')
  await issuer.close()
  await expect(page.getByRole('row').filter({ hasText: '3155' }).getByText('Verification pending')).toBeVisible()
  await page.reload()

  const unfinished = page.getByText(/The verification of VISA ···3155 .* is not finished/)
  await expect(unfinished).toBeVisible()
  await page.getByRole('button', { name: 'Open payment methods' }).click()
  await expect(page.getByRole('tab', { name: 'Payment methods', selected: true })).toBeVisible()
  await answerIssuer(page, () => page.getByRole('button', { name: 'Continue verification' }).click(), 'Approve')
  const row = page.getByRole('row').filter({ hasText: '3155' })
  await expect(row.getByText('Verified')).toBeVisible()
  await expect(row.getByText('Primary')).toBeVisible()
  await expect(unfinished).toHaveCount(0)
  await s.close()
})

test('pay an unpaid invoice', async ({ page, request }) => {
  const s = await emptySession(request)
  const vm = await request.post('/v1/user-resource/vm', {
    ...s.api(s.owner.api_key),
    form: {
      name: 'big',
      os_name: 'ubuntu',
      os_version: '24.04',
      vcpu: '8',
      ram: '16384',
      disks: '200',
      username: 'me',
      password: 'Secret123x',
      billing_account_id: String(s.account.id),
    },
  })
  expect(vm.ok()).toBe(true)
  // Into next month: the month closes with an invoice the first-account credit cannot cover.
  await s.advance(31 * 24 * 3600)
  await signInWithKey(page, s.owner.api_key)
  await openAccount(page, s.account.id)
  await expect(page.getByText(/The account owes/)).toBeVisible()
  await page.getByRole('tab', { name: 'Invoices' }).click()
  const unpaid = page.getByRole('row').filter({ hasText: 'Unpaid' })
  await expect(unpaid).toHaveCount(1)
  const number = (await unpaid.getByRole('rowheader').textContent()) ?? ''
  // The printed invoice opens as the real PDF.
  const pdf = page.waitForEvent('popup')
  const menu = unpaid.getByRole('button', { name: `Actions for ${number}` })
  await menu.click()
  await unpaid.getByRole('button', { name: `Open invoice ${number} as PDF` }).click()
  const tab = await pdf
  expect(tab.url()).toMatch(/^blob:/)
  expect(await tab.evaluate("fetch(location.href).then((r) => r.blob()).then((b) => b.type + ' ' + (b.size > 500))")).toBe(
    'application/pdf true',
  )
  await tab.close()
  await menu.press('Enter')
  await unpaid.getByRole('button', { name: `Pay invoice ${number} from credit` }).press('Enter')
  const paid = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: number }) })
  await expect(paid).toContainText('Paid')
  await expect(page.getByRole('row').filter({ hasText: 'Unpaid' })).toHaveCount(0)
  await s.close()
})

test('a declined card is added, and the console says why it cannot pay', async ({ page, request }) => {
  const s = await emptySession(request)
  await signInWithKey(page, s.owner.api_key)
  await openAccount(page, s.account.id, 'Payment methods')
  await page.getByRole('textbox', { name: 'Card number' }).fill('4000000000000002')
  await answerIssuer(page, () => page.getByRole('button', { name: 'Add card' }).click(), 'Approve')
  await expect(page.getByText(/The card issuer refused the verification charge of VISA ···0002/)).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: '0002' }).getByText('Not verified')).toBeVisible()
  await page.getByRole('tab', { name: 'Top up' }).click()
  await expect(page.getByText('There is no verified card for this processor yet.')).toBeVisible()
  await s.close()
})

test('invite a colleague, accept as them, act as the owner, end it', async ({ page, browser, request }) => {
  const s = await emptySession(request)
  await signInWithKey(page, s.owner.api_key)
  await page.goto('/app/access/create/access_delegation')
  await page.getByRole('textbox', { name: 'Name' }).fill('Team')
  await expect(page.getByText('Full access')).toBeVisible()
  await page.getByRole('textbox', { name: 'Email' }).fill(s.colleague.email)
  await page.getByRole('textbox', { name: 'Email' }).press('Enter')
  await page.getByRole('combobox', { name: 'Sharing duration' }).selectOption({ label: '1 day' })
  await page.getByRole('button', { name: 'Share access' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Team' })).toBeVisible()
  const invitation = page.getByRole('row').filter({ hasText: s.colleague.email })
  await expect(invitation).toContainText('Invited, not accepted yet')

  const colleagueContext = await browser.newContext({ baseURL: page.url() })
  await chooseLanguage(colleagueContext)
  const colleague = await colleagueContext.newPage()
  await signInWithKey(colleague, s.colleague.api_key)
  await colleague.goto('/app/profile')
  const shared = colleague.getByRole('row').filter({ hasText: 'Team' })
  await shared.getByRole('button', { name: 'Accept' }).click()
  await expect(colleague.getByRole('region', { name: 'Notifications' })).toContainText('Access invitation accepted')
  // The keyboard reaches it while the toast above still covers it for the pointer.
  await shared.getByRole('button', { name: `Act as ${s.owner.name}` }).press('Enter')
  const banner = colleague.getByRole('status').filter({ hasText: 'You are acting as' })
  await expect(banner).toContainText(s.owner.name)
  await expect(colleague.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(colleague.getByRole('link', { name: s.account.title })).toBeVisible()
  await banner.getByRole('button', { name: 'End impersonation' }).click()
  await expect(banner).toHaveCount(0)
  await expect(colleague.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible()

  await page.reload()
  await expect(invitation).toContainText('Accepted')
  await colleague.context().close()
  await s.close()
})

test('change the language in the profile: it applies at once and stays with the user', async ({ page, request }) => {
  const s = await emptySession(request)
  await signInWithKey(page, s.owner.api_key)
  await page.goto('/app/profile')
  await page.getByRole('combobox', { name: 'Language' }).selectOption('et')
  await expect(page.getByRole('heading', { level: 2, name: 'Eelistused' })).toBeVisible()
  await expect(page.locator('html')).toHaveAttribute('lang', 'et')
  // The screen changes at once; the profile's save follows it.
  const lang = async () =>
    (await (await request.get('/v1/user-resource/user', s.api(s.owner.api_key))).json()).profile_data.lang
  await expect.poll(lang).toBe('et')
  // A fresh browser: only the user's profile knows the language.
  await page.evaluate("localStorage.removeItem('cloudsim.locale')")
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Keel' })).toHaveValue('et')
  await page.getByRole('combobox', { name: 'Keel' }).selectOption('es')
  await expect(page.getByRole('heading', { level: 2, name: 'Preferencias' })).toBeVisible()
  await s.close()
})

test('a payment link goes to the provider and back to /payment_return, which shows the outcome', async ({ page, request }) => {
  const s = await emptySession(request)
  await signInWithKey(page, s.owner.api_key)
  await openAccount(page, s.account.id)
  await page.getByRole('combobox', { name: 'Pay with' }).selectOption({ label: 'Apple Pay / Google Pay' })
  const amount = page.getByRole('textbox', { name: 'Amount (EUR)' })
  await amount.fill('20')
  // Converted to the wallet's currency, fee included, before paying.
  await expect(page.getByText('1 EUR = 1.47 SGD')).toBeVisible()
  await amount.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'Complete your payment' })).toBeVisible()
  await page.getByRole('button', { name: 'Pay' }).click()
  await expect(page).toHaveURL(/\/app\/payment_return\?identifier=/)
  await expect(page.getByText('Payment received')).toBeVisible()
  await expect(page.getByText('€20.00 was added to the credit.')).toBeVisible()
  await page.getByRole('link', { name: 'Back to the billing account' }).click()
  await expect(page.getByText('Credit', { exact: true }).locator('..')).toContainText('€42.00')
  await s.close()
})

test('while a 502 is retried the account screen says so, then shows the account', async ({ page, request }) => {
  const s = await emptySession(request)
  const fault = await request.post(`/__sim/sessions/${s.id}/faults`, {
    data: { method: 'GET', path: '/v1/payment/billing_account', status: 502, times: 1 },
  })
  expect(fault.ok()).toBe(true)
  await signInWithKey(page, s.owner.api_key)
  await page.goto(`/app/billing/account/${s.account.id}`)
  await expect(page.getByText('The server is not answering; trying again (attempt 1 of 3)…')).toBeVisible()
  await expect(page.getByRole('tab', { name: 'Top up' })).toBeVisible({ timeout: 15_000 })
  await s.close()
})

test('PayPal is connected through its approval page and becomes a payment method', async ({ page, request }) => {
  const s = await emptySession(request)
  await signInWithKey(page, s.owner.api_key)
  await openAccount(page, s.account.id, 'Payment methods')
  await answerIssuer(page, () => page.getByRole('button', { name: 'Connect PayPal' }).press('Enter'), 'Approve')
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('PayPal was connected')
  await expect(page.getByRole('row').filter({ hasText: 'PayPal account' })).toBeVisible()
  await s.close()
})
