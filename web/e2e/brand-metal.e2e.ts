import type { components } from '../src/api/generated/schema'
import { expect, test } from './fixtures'
import { openNavigation, signInWithSimulator } from './utils'

/** The bare-metal-only brand: everything but bare metal is off, and its login page is always light. */
test.use({ brand: 'metal' })

test('the navigation lists bare metal and the account types only', async ({ page, request }) => {
  const config: components['schemas']['SiteConfig'] = await (await request.get('/v1/config/ui/config')).json()
  expect(config.siteTheme).toBe('metal')

  await signInWithSimulator(page)
  const nav = await openNavigation(page)
  await expect(nav.getByRole('link')).toHaveText([
    'Dashboard',
    'Bare metal servers',
    'Billing accounts',
    'API tokens',
    'Access delegations',
  ])
})

test('the dashboard lists the leases and what they cost an hour, and nothing of the types the brand turns off', async ({ page }) => {
  await signInWithSimulator(page)
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const leases = page.getByRole('region', { name: 'Latest 10 bare metal servers' })
  const lease = leases.getByRole('link', { name: 'web-primary' })
  await expect(lease).toBeVisible()
  const running = page.getByRole('region', { name: 'Running now' })
  await expect(running).toContainText(/\d+ resource\(s\) running, costing .+ per hour\./)
  const row = running.getByRole('row').filter({ has: page.getByRole('link', { name: 'web-primary' }) })
  await expect(row).toContainText('Bare metal server')
  await expect(row.getByRole('cell').last()).toHaveText(/\d/)
  await expect(page.getByRole('region', { name: /Latest 10 virtual machines|Latest 10 disks|Latest 10 buckets/ })).toHaveCount(0)
  await lease.click()
  await expect(page).toHaveURL(/\/app\/metal\/lease\//)
  await expect(page.getByRole('heading', { level: 1, name: 'web-primary' })).toBeVisible()
})

test('the login page stays light in dark mode; the app is dark again after signing in', async ({ page }) => {
  const html = page.locator('html')
  await signInWithSimulator(page)
  await page.getByRole('radiogroup', { name: 'Colour mode' }).getByRole('radio', { name: 'Dark' }).click()
  await expect(html).toHaveAttribute('data-theme', 'dark')

  await openNavigation(page)
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('button', { name: 'More sign-in options' })).toBeVisible()
  await expect(html).toHaveAttribute('data-theme', 'light')

  await signInWithSimulator(page)
  await expect(html).toHaveAttribute('data-theme', 'dark')
})
