import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { components } from '../src/api/generated/schema'
import { expect, test } from './fixtures'
import { signInWithKey } from './utils'

type Schemas = components['schemas']

/** axe-core's serious and critical findings on the page as it is now. */
async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

/**
 * Every screen of issue 19 passes axe-core without serious or critical violations, light and
 * dark, in an empty-world session with a delegation and a token to show.
 */
for (const mode of ['light', 'dark'] as const) {
  test(`the account and money screens have no serious accessibility violations (${mode})`, async ({ page, request }) => {
    test.setTimeout(90_000)
    const info = (await (await request.post('/__sim/sessions', { data: { world: 'empty' } })).json()) as Schemas['SessionInfo']
    const owner = info.users.find((u) => u.role === 'owner')
    const colleague = info.users.find((u) => u.role === 'colleague')
    if (!owner || !colleague) throw new Error('session without owner or colleague')
    const headers = { apikey: owner.api_key }
    const [account] = (await (await request.get('/v1/payment/billing_account/list', { headers })).json()) as Schemas['BillingAccount'][]
    const group = (await (
      await request.post('/v1/user-resource/access_group', { headers, data: { name: 'Team', billing_account_id: 0 } })
    ).json()) as Schemas['AccessGroup']
    await request.post(`/v1/user-resource/access_group/${group.id}/impersonation`, {
      headers,
      data: { grantee_username: colleague.email },
    })
    const tokens = (await (
      await request.post('/v1/user-resource/token', {
        headers,
        data: { description: 'ci', billing_account_id: account?.id, restricted: false },
      })
    ).json()) as Schemas['ApiToken'][]

    await page.emulateMedia({ colorScheme: mode })
    await signInWithKey(page, owner.api_key)
    const screens: [string, string][] = [
      ['/app/', 'Dashboard'],
      ['/app/profile', 'Profile'],
      [`/app/billing/account/${account?.id}`, account?.title ?? ''],
      [`/app/billing/account/${account?.id}/edit`, `Edit ${account?.title}`],
      ['/app/access/delegation', 'Access delegations'],
      ['/app/access/create/access_delegation', 'New access delegation'],
      [`/app/access/delegation/${group.id}`, 'Team'],
      [`/app/access/token/${tokens[0]?.id}`, 'ci'],
      ['/app/pricing', 'Price list'],
      ['/app/payment_return?identifier=none&billing_account_id=1', 'Payment'],
    ]
    for (const [path, heading] of screens) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page), path).toEqual([])
    }
    for (const tab of ['Payment methods', 'Invoices', 'Credit history', 'Usage', 'Settings']) {
      await page.goto(`/app/billing/account/${account?.id}`)
      await page.getByRole('tab', { name: tab }).click()
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page), tab).toEqual([])
    }
    await page.goto('/app/referral/FRIEND')
    await expect(page.getByRole('heading', { level: 1, name: 'You were invited' })).toBeVisible()
    expect(await seriousViolations(page), 'referral').toEqual([])
    await request.delete(`/__sim/sessions/${info.session}`)
  })
}
