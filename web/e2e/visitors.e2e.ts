import type { Browser, BrowserContext, Page } from '@playwright/test'
import type { components } from '../src/api/generated/schema'
import { chooseLanguage, expect, startSimWithToken, test } from './fixtures'
import { signInThroughForm } from './utils'

type SessionInfo = components['schemas']['SessionInfo']

/**
 * A demo server every prospect can open at once (docs/reference/demo-visitors.md): two visitors
 * in two browser contexts get worlds of their own, neither reaches the other's nor the control
 * API, Reset demo gives a visitor its fresh world back, and the presenter, with the token, keeps
 * the developer tools.
 */
const token = 'e2e-presenter-token'

const demoServer = test.extend<{ demo: { origin: string } }>({
  demo: async ({}, use) => {
    const demo = await startSimWithToken(['--web-dir', 'dist', '--world', 'demo-strict', '--demo-visitors'], token)
    await use(demo)
    await demo.stop()
  },
})

/** A visitor: its own browser context (cookies apart), signed in as the console does in mock mode. */
async function visitor(browser: Browser, origin: string): Promise<{ context: BrowserContext; page: Page; session: SessionInfo }> {
  const context = await browser.newContext({ baseURL: origin })
  await chooseLanguage(context)
  const page = await context.newPage()
  await signInThroughForm(page)
  const listed = (await (await context.request.get('/__sim/sessions')).json()) as SessionInfo[]
  expect(listed).toHaveLength(1)
  const [session] = listed
  if (!session) throw new Error('no session for the visitor')
  expect(session.visitor).toBe(true)
  return { context, page, session }
}

/** The status the page's own fetch of `path` gets (as any script on the page would). */
function statusFrom(page: Page, path: string, method = 'GET') {
  return page.evaluate(async ([path, method]) => (await fetch(path, { method, headers: { 'content-type': 'application/json' } })).status, [
    path,
    method,
  ] as const)
}

demoServer('a visitor link opens a dashboard with data in one step, under the demo banner', async ({ browser, demo }, testInfo) => {
  // Issue 43: "A browser journey opens a visitor link and reaches a dashboard with data in one step; the bench prints the time."
  const context = await browser.newContext({ baseURL: demo.origin })
  await chooseLanguage(context)
  const page = await context.newPage()
  const opened = performance.now()
  await page.goto('/app/')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const story = page.getByRole('region', { name: 'Spending' })
  await expect(story.getByRole('img', { name: /^Spend per day over the last 30 days: / }).locator('rect')).toHaveCount(30)
  await expect(page.getByRole('region', { name: 'Your resources' }).getByRole('link', { name: /^Virtual machines ?: ?[1-9]\d*$/ })).toBeVisible()
  const ms = Math.round(performance.now() - opened)
  testInfo.annotations.push({ type: 'link to a useful dashboard', description: `${ms} ms` })
  console.log(`demo visitor: link to a useful dashboard (spend chart and resource counts) in ${ms} ms`)
  // No sign-in page on the way, and the banner says whose demo this is and that its changes are the visitor's.
  await expect(page.getByRole('button', { name: 'Sign in' })).toHaveCount(0)
  const brandName = (await (await context.request.get('/v1/config/ui/config')).json()) as { siteName: string }
  const banner = page.getByRole('status').filter({ hasText: `A demo of ${brandName.siteName} — changes are yours alone` })
  await expect(banner.getByRole('button', { name: 'Reset demo' })).toBeVisible()
  await context.close()
})

demoServer('two visitors get worlds apart; the control API is closed to them; Reset demo starts over', async ({ browser, demo }) => {
  const a = await visitor(browser, demo.origin)
  const b = await visitor(browser, demo.origin)
  expect(a.session.session).not.toBe(b.session.session)

  // A's change is in A's world alone.
  const key = a.session.users.find((user) => user.role === 'owner')?.api_key ?? ''
  const made = await a.context.request.post('/v1/network/ip_addresses', { headers: { apikey: key }, form: { name: 'prospect-a' } })
  expect(made.ok()).toBe(true)
  for (const { page } of [a, b]) await page.goto('/app/network/ip_address')
  await expect(a.page.getByText('prospect-a')).toBeVisible()
  await expect(b.page.getByRole('heading', { level: 1 })).toBeVisible()
  await expect(b.page.getByText('prospect-a')).toHaveCount(0)

  // Neither the other's session nor the control API answers a visitor's page.
  for (const [path, method] of [
    [`/__sim/sessions/${b.session.session}/reset`, 'POST'],
    [`/__sim/sessions/${b.session.session}`, 'DELETE'],
    [`/__sim/sessions/${a.session.session}/clock`, 'GET'],
    [`/__sim/sessions/${a.session.session}/journal`, 'GET'],
    ['/__sim/sessions/default/state', 'GET'],
    ['/__sim/brands', 'GET'],
  ] as const) {
    expect(await statusFrom(a.page, path, method), `${method} ${path}`).toBe(401)
  }
  const seen = await a.page.evaluate(async () => ((await (await fetch('/__sim/sessions')).json()) as { session: string }[]).map((s) => s.session))
  expect(seen).toEqual([a.session.session])
  // A visitor has no developer tools, only Reset demo.
  await expect(a.page.getByRole('button', { name: 'Developer tools' })).toHaveCount(0)

  // Reset demo asks first: the visitor's changes are lost.
  await a.page.getByRole('button', { name: 'Reset demo' }).click()
  await a.page.getByRole('alertdialog', { name: 'Reset the demo?' }).getByRole('button', { name: 'Reset demo' }).click()
  await expect(a.page.getByText('The demo is back as it started')).toBeVisible()
  await expect(a.page.getByText('prospect-a')).toHaveCount(0)
  await a.context.close()
  await b.context.close()
})

demoServer('the presenter opens the console with the token and keeps the developer tools', async ({ browser, demo }) => {
  const context = await browser.newContext({ baseURL: demo.origin })
  await chooseLanguage(context)
  const page = await context.newPage()
  await page.goto(`/app/#presenter=${token}`)
  await expect.poll(() => new URL(page.url()).hash).toBe('')
  await signInThroughForm(page)
  await expect(page.getByRole('button', { name: 'Reset demo' })).toHaveCount(0)
  await page.getByRole('button', { name: 'Developer tools' }).click()
  const tools = page.getByRole('complementary', { name: 'Developer tools' })
  await expect(tools.getByText(/^Session default/)).toBeVisible()
  await expect(tools.getByRole('group', { name: 'Clock speed' }).getByRole('button', { name: '1 s = 1 h' })).toBeVisible()
  await tools.getByRole('button', { name: 'Skip to month end' }).click()
  await expect(tools.getByRole('button', { name: 'Skip to month end' })).toBeEnabled()
  await expect(tools.getByRole('combobox', { name: 'Brand' })).toBeVisible()
  await context.close()
})
