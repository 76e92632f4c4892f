import { readdirSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import type { components } from '../src/api/generated/schema'
import { expect, test } from './fixtures'
import { elsewhere, inRotation } from './rotation'
import { consoleContext, fixedSession, openScreen, showScreen } from './screens'

type Schemas = components['schemas']

/**
 * Issue 43, "Every money figure from one rule": every figure the console shows for the same
 * quantity agrees to the cent, on every screen that shows it, in each of the 20 brands' demo
 * worlds against the real simulator — the available credit (dashboard, accounts list, account
 * page), the month so far (dashboard, account page and its detail, the invoice in progress), what
 * is unpaid and what the account owes — and each is the API's amount, which is in cents. The
 * standing is one: a notice saying "In debt" never sits beside a green "No restrictions".
 * A brand is a cell of the test command's rotation (./rotation.ts): two a commit, all 20 in
 * `npm run test:full`.
 */
const brands = readdirSync(path.resolve(import.meta.dirname, '../../scenarios/brands'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.replace(/\.json$/, ''))
  .sort()

/** The text of the `dd` beside the `dt` named `label` inside `scope`. */
async function figure(scope: ReturnType<Page['locator']>, label: string): Promise<string> {
  const row = scope.locator('div').filter({ has: scope.page().locator(`xpath=./dt[normalize-space()="${label}"]`) })
  return ((await row.locator('dd').first().textContent()) ?? '').trim()
}

const inCents = (amount: number, what: string) => {
  expect(Math.abs(amount * 100 - Math.round(amount * 100)), `${what}: ${amount} is in cents`).toBeLessThan(1e-6)
  return amount
}

test.describe.configure({ mode: 'parallel' })

for (const [index, brand] of brands.entries()) {
  test(`${brand}: every figure of the same amount agrees to the cent`, async ({ browser, request, baseURL }) => {
    test.skip(!inRotation(index), elsewhere(index))
    const session = await fixedSession(request, brand)
    const api = { headers: { apikey: session.key } }
    const config = (await (await request.get('/v1/config/ui/config', api)).json()) as Schemas['SiteConfig']
    const money = (amount: number) =>
      new Intl.NumberFormat('en-US', { style: 'currency', currency: config.siteCurrency, maximumFractionDigits: 2 }).format(amount)
    const accounts = ((await (await request.get('/v1/payment/billing_account/list', api)).json()) as Schemas['BillingAccount'][]).filter(
      (a) => !a.is_deleted,
    )
    const context = await consoleContext(browser, { baseURL: baseURL ?? '', key: session.key, mode: 'light', width: 1280 })
    const page = await context.newPage()
    await openScreen(page, '/')

    // The dashboard: each account's available credit; the story account's month so far and runway basis.
    const story = page.getByRole('region', { name: 'Spending' })
    const storyAccount = accounts.find((a) => a.is_default) ?? accounts[0]
    for (const account of accounts) {
      const available = money(inCents(account.running_totals.credit_available, `${brand} available`))
      const row = page.locator('li').filter({ has: page.getByRole('link', { name: account.title || String(account.id), exact: true }) })
      await expect(row.first(), `${brand}: dashboard row of ${account.title}`).toContainText(available)
    }
    if (storyAccount) {
      const invoices = (await (await request.get(`/v1/payment/invoice/list?billing_account_id=${storyAccount.id}`, api)).json()) as Schemas['Invoice'][]
      const current = invoices.find((i) => i.id === 'current')
      if (current) expect(await figure(story, 'This month so far'), `${brand}: dashboard month so far`).toBe(money(current.totals.total))
      await expect(story.getByText(`${money(storyAccount.running_totals.credit_available)} available`)).toBeVisible()
    }

    // The accounts list: the same available credit.
    await showScreen(page, '/billing')
    for (const account of accounts) {
      const row = page.getByRole('row').filter({ has: page.getByRole('link', { name: account.title || String(account.id), exact: true }) })
      await expect(row.first(), `${brand}: accounts list row of ${account.title}`).toContainText(money(account.running_totals.credit_available))
    }

    // Each account's page: the balance, the month in detail, the invoice in progress, the debt.
    for (const account of accounts) {
      const totals = account.running_totals
      const at = `${brand}, ${account.title}`
      const invoices = (await (await request.get(`/v1/payment/invoice/list?billing_account_id=${account.id}`, api)).json()) as Schemas['Invoice'][]
      const current = invoices.find((i) => i.id === 'current')
      // A full load: between two accounts the page keeps its heading element, which showScreen waits to see replaced.
      await openScreen(page, `/billing/account/${account.id}`)
      const balance = page.getByRole('region', { name: 'Balance' })
      expect(await figure(balance, 'Credit'), `${at}: credit`).toBe(money(inCents(totals.credit_amount, at)))
      expect(await figure(balance, 'Available credit'), `${at}: available`).toBe(money(totals.credit_available))
      expect(await figure(balance, 'This month so far'), `${at}: month so far`).toBe(money(inCents(totals.ongoing, at)))
      expect(await figure(balance, 'Unpaid invoices'), `${at}: unpaid`).toBe(money(inCents(account.unpaid_amount, at)))
      expect(await figure(balance, 'Total'), `${at}: month total`).toBe(money(totals.ongoing))
      if (current) expect(money(current.totals.total), `${at}: the invoice in progress is the month so far`).toBe(money(totals.ongoing))
      const owes = Math.max(0, account.unpaid_amount, -totals.credit_available)
      if (totals.credit_available < 0) await expect(page.getByText(`The account owes ${money(owes)}.`), `${at}: debt`).toBeVisible()
      // One standing: a debt notice and a green "No restrictions" never together.
      const header = page.locator('header').filter({ has: page.getByRole('heading', { level: 1 }) })
      if (totals.credit_available < 0 || account.restriction_level !== 'CLEAR') await expect(header.getByText('No restrictions')).toHaveCount(0)
      // The invoices tab: the month in progress, first, at the same total.
      await page.getByRole('tab', { name: /^(Invoices|Orders)$/ }).click()
      const first = page.getByRole('tabpanel').getByRole('row').nth(1)
      if (current) await expect(first, `${at}: invoice in progress`).toContainText(money(current.totals.total))
    }
    await context.close()
    await session.close()
  })
}
