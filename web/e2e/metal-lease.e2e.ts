import { expect, test } from './fixtures'
import { openNavigation, signInWithKey } from './utils'

/** The bare-metal-only brand: its navigation leads to the servers, where a lease runs its course. */
test.use({ brand: 'metal' })

test('a metal customer leases a server, watches it come into use and releases it', async ({ page, session }) => {
  await signInWithKey(page, session.owner.api_key)
  const nav = await openNavigation(page)
  await nav.getByRole('link', { name: 'Bare metal servers' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Bare metal servers' })).toBeVisible()
  // The demo world's servers: one in use in Amsterdam among them.
  await expect(page.getByRole('row').filter({ hasText: 'web-primary' })).toContainText('In use')

  await page.getByRole('link', { name: 'New bare metal server' }).click()
  const spec = page.getByRole('radio', { name: /Intel Xeon E-2388G/ })
  await expect(spec).toBeChecked()
  await expect(page.getByText(/1 available/).first()).toBeVisible()
  await page.getByRole('combobox', { name: 'Operating system' }).selectOption({ label: 'Debian 12 (bookworm)' })
  await page.getByRole('textbox', { name: 'Name' }).fill('e2e-node')
  await expect(page.getByText('€0.1712 per hour, €125.00 per month', { exact: true })).toBeVisible()
  await page.getByRole('button', { name: 'Lease server' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'e2e-node' })).toBeVisible()
  await expect(page).toHaveURL(/\/app\/metal\/lease\/[0-9a-f-]+$/)
  const main = page.getByRole('main')
  await expect(main.getByText('Provisioning', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('progressbar', { name: /Provisioning e2e-node: ready in about 25 min/ })).toBeVisible()
  const access = page.getByRole('region', { name: 'Access' })
  await expect(access.getByText('Shown once the server is in use')).toHaveCount(5)

  // metal provisions in 1500 s on the session's clock.
  await session.advanceClock(1500)
  await expect(main.getByText('In use', { exact: true }).first()).toBeVisible()
  await expect(access.getByText('root', { exact: true })).toBeVisible()
  await expect(access.getByText(/^185\./)).toBeVisible()
  await expect(page.getByRole('progressbar')).toHaveCount(0)

  // Too soon: metal's minimum lease is an hour.
  await page.getByRole('button', { name: 'More' }).click()
  await page.getByRole('button', { name: 'Release server' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Release', exact: true }).click()
  await expect(page.getByRole('alert').filter({ hasText: 'Too soon to release this server' })).toBeVisible()

  await session.advanceClock(2100)
  await page.getByRole('button', { name: 'More' }).click()
  await page.getByRole('button', { name: 'Release server' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Release', exact: true }).click()
  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('e2e-node is released')
  await expect(main.getByText('Released', { exact: true }).first()).toBeVisible()
  await expect(access.getByText('Removed with the release')).toHaveCount(5)
  await expect(page.getByRole('table', { name: 'History' }).getByRole('row').last()).toContainText('Cleaning')
})
