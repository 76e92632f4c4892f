import { chooseLanguage, expect, startSimWithToken, test } from './fixtures'

/**
 * A presenter's story by link (docs/reference/states.md): on a demo server, a visitor opening
 * `/app/?state=restricted` lands signed in to its own session with the restricted account loaded,
 * and sees the restriction. vdc allows no debt, so the state applies there.
 */
const demoServer = test.extend<{ demo: { origin: string } }>({
  demo: async ({}, use) => {
    const demo = await startSimWithToken(['--web-dir', 'dist', '--world', 'demo-strict', '--demo-visitors', '--brand', 'vdc'], 'e2e-states-token')
    await use(demo)
    await demo.stop()
  },
})

demoServer('a visitor link with ?state=restricted opens the visitor’s own restricted account', async ({ browser, demo }) => {
  const context = await browser.newContext({ baseURL: demo.origin })
  await chooseLanguage(context)
  const page = await context.newPage()
  await page.goto('/app/?state=restricted')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  // The parameter is dropped once the state is in, and the account's standing reads as restricted.
  await expect(page).toHaveURL((url) => !url.searchParams.has('state'))
  await expect(page.getByText('Limited', { exact: true }).first()).toBeVisible()
  // The state's world, not the demo's: its one VM, render-1, is what runs now.
  const running = page.getByRole('region', { name: 'Running now' })
  await expect(running.getByRole('link', { name: 'render-1' })).toBeVisible()
  await expect(running.getByRole('link', { name: 'web-1' })).toHaveCount(0)
  const [session] = (await (await context.request.get('/__sim/sessions')).json()) as { session: string; visitor: boolean }[]
  expect(session?.visitor).toBe(true)
  // The world stayed the visitor's: the billing accounts list says the same after a page load.
  await page.goto('/app/billing')
  await expect(page.getByText('Limited', { exact: true }).first()).toBeVisible()
  await context.close()
})
