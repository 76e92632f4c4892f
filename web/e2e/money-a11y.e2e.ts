import AxeBuilder from '@axe-core/playwright'
import type { Page } from '@playwright/test'
import type { components } from '../src/api/generated/schema'
import { expect, test } from './fixtures'
import { anyInRotation, inRotation, rotationNote } from './rotation'
import { signInWithKey } from './utils'

type Schemas = components['schemas']

/** axe-core's serious and critical findings on the page as it is now. */
async function seriousViolations(page: Page) {
  const result = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze()
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`)
}

type Check = { name: string; open(page: Page): Promise<void> }

/** The screens of issue 19 in an account with `account`, delegation `group` and token `token`. */
function checks(account: Schemas['BillingAccount'] | undefined, group: number, token: number | undefined): Check[] {
  const screen = (path: string, heading: string): Check => ({
    name: path,
    async open(page) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    },
  })
  const tab = (name: string): Check => ({
    name,
    async open(page) {
      await page.goto(`/app/billing/account/${account?.id}`)
      await page.getByRole('tab', { name }).click()
    },
  })
  return [
    screen('/app/', 'Dashboard'),
    screen('/app/profile', 'Profile'),
    screen(`/app/billing/account/${account?.id}`, account?.title ?? ''),
    screen(`/app/billing/account/${account?.id}/edit`, `Edit ${account?.title}`),
    screen('/app/access/delegation', 'Access delegations'),
    screen('/app/access/create/access_delegation', 'New access delegation'),
    screen(`/app/access/delegation/${group}`, 'Team'),
    screen(`/app/access/token/${token}`, 'ci'),
    screen('/app/pricing', 'Price list'),
    screen('/app/payment_return?identifier=none&billing_account_id=1', 'Payment'),
    ...['Payment methods', 'Invoices', 'Credit history', 'Usage', 'Settings'].map(tab),
    screen('/app/referral/FRIEND', 'You were invited'),
  ]
}
const checksPerRun = 16
const modes = ['light', 'dark'] as const
const projects = ['desktop', 'mobile']

/**
 * Every screen of issue 19 passes axe-core without serious or critical violations, light and
 * dark, in an empty-world session with a delegation and a token to show. Each screen × mode ×
 * width is a cell of the test command's rotation (./rotation.ts); `npm run test:full` runs all.
 */
console.log(rotationNote('account and money screens under axe', projects.length * modes.length * checksPerRun))
for (const [m, mode] of modes.entries()) {
  test(`the account and money screens have no serious accessibility violations (${mode})`, async ({ page, request }, info) => {
    const first = (projects.indexOf(info.project.name) * modes.length + m) * checksPerRun
    const due = (index: number) => inRotation(first + index)
    test.skip(!anyInRotation(first, checksPerRun), 'no screen of it in this rotation slice')
    // The session's set-up, then each screen due (all 16 under test:full): a fixed 90 s timed out
    // the whole matrix on a busy machine.
    test.setTimeout(30_000 + 15_000 * Array.from({ length: checksPerRun }, (_, index) => index).filter(due).length)
    const session = (await (await request.post('/__sim/sessions', { data: { world: 'empty' } })).json()) as Schemas['SessionInfo']
    const owner = session.users.find((u) => u.role === 'owner')
    const colleague = session.users.find((u) => u.role === 'colleague')
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
    const all = checks(account, group.id, tokens[0]?.id)
    expect(all).toHaveLength(checksPerRun)
    for (const [index, check] of all.entries()) {
      if (!due(index)) continue
      await check.open(page)
      await page.waitForLoadState('networkidle')
      expect(await seriousViolations(page), check.name).toEqual([])
    }
    await request.delete(`/__sim/sessions/${session.session}`)
  })
}
