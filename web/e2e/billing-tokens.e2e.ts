import type { components } from '../src/api/generated/schema'
import { expect, test } from './fixtures'
import { openNavigation, signInWithKey } from './utils'

type SiteConfig = components['schemas']['SiteConfig']

/** What a required billing field gets typed into it. */
const sample: Record<string, string> = {
  email: 'accounts@example.org',
  customer_phone: '+372 5555 0000',
  country: 'EE',
}

test('a second billing account is created and made the default; a token restricted to it is made and deleted', async ({
  page,
  request,
  session,
}) => {
  const config: SiteConfig = await (
    await request.get('/v1/config/ui/config', { headers: { apikey: session.owner.api_key } })
  ).json()
  const labels: Record<string, string> = { email: 'Email', customer_phone: 'Phone', country: 'Country code' }
  await signInWithKey(page, session.owner.api_key)

  const nav = await openNavigation(page)
  await nav.getByRole('link', { name: 'Billing accounts' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Billing accounts' })).toBeVisible()
  await expect(page.getByRole('row').filter({ hasText: 'Default' }).first()).toBeVisible()
  await page.getByRole('link', { name: 'New billing account' }).click()

  await page.getByRole('textbox', { name: 'Title' }).fill('E2E shop')
  for (const rule of config.billingAccountFields.filter((r) => r.visible && r.required)) {
    const label = labels[rule.field]
    if (!label) throw new Error(`no sample for the required field ${rule.field}`)
    await page.getByRole('textbox', { name: label, exact: true }).fill(sample[rule.field] ?? '')
  }
  await page.getByRole('button', { name: 'Create', exact: true }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Billing accounts' })).toBeVisible()

  const shop = page.getByRole('row').filter({ has: page.getByRole('link', { name: 'E2E shop' }) })
  // Everyday row actions sit in the row's menu.
  await shop.getByRole('button', { name: 'Actions for E2E shop' }).click()
  await shop.getByRole('button', { name: 'Make default' }).click()
  await expect(shop.getByText('Default', { exact: true })).toBeVisible()

  await page.goto('/app/access/create/api_token')
  await page.getByRole('textbox', { name: 'Description' }).fill('e2e token')
  // The account is asked for only for a restricted token; the default one comes first.
  await page.getByRole('checkbox', { name: 'Restrict to the resources of this billing account' }).check()
  await expect(page.getByRole('combobox', { name: 'Billing account' })).toHaveValue(/\d+/)
  await expect(page.getByRole('combobox', { name: 'Billing account' }).locator('option:checked')).toHaveText('E2E shop')
  await page.getByRole('button', { name: 'Create', exact: true }).click()

  const token = page.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'e2e token' }) })
  await expect(token).toContainText('E2E shop')
  await expect(token).toContainText('Restricted to its billing account')
  await token.getByRole('button', { name: 'Actions for e2e token' }).click()
  await token.getByRole('button', { name: 'Delete the token e2e token' }).click()
  await page.getByRole('alertdialog', { name: 'Delete the token e2e token?' }).getByRole('button', { name: 'Delete' }).click()
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('The token e2e token was deleted')
  await expect(token).toHaveCount(0)
})
