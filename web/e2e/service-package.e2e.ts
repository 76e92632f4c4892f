import { expect, test } from './fixtures'
import { openNavigation, signInWithKey } from './utils'

test('a customer creates a PostgreSQL package, watches it become active and reveals its password', async ({
  page,
  session,
}) => {
  await signInWithKey(page, session.owner.api_key)
  const nav = await openNavigation(page)
  await nav.getByRole('link', { name: 'Managed services' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Managed services' })).toBeVisible()
  // The demo world's database and cluster (pilvio enables both).
  await expect(page.getByRole('row').filter({ hasText: 'orders-db' })).toContainText('Active')
  await expect(page.getByRole('row').filter({ hasText: 'shop-cluster' })).toContainText('Kubernetes')

  await page.getByRole('link', { name: 'New managed service' }).click()
  await expect(page.getByRole('radio', { name: /PostgreSQL/ })).toBeChecked()
  await page.getByRole('textbox', { name: 'Name' }).fill('e2e-db')
  await expect(page.getByText(/per hour, .* per month/)).toBeVisible()
  await page.getByRole('button', { name: 'Create service' }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'e2e-db' })).toBeVisible()
  await expect(page).toHaveURL(/\/app\/services\/service\/tll\/[0-9a-f-]+$/)
  const main = page.getByRole('main')
  await expect(main.getByText('Provisioning', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('progressbar', { name: /Provisioning e2e-db: ready in about 5 min/ })).toBeVisible()

  // pilvio provisions a service in 300 s on the session's clock.
  await session.advanceClock(300)
  await expect(main.getByText('Active', { exact: true }).first()).toBeVisible()
  await expect(page.getByRole('progressbar')).toHaveCount(0)
  const connection = page.getByRole('region', { name: 'Connection' })
  await expect(connection.getByText('postgres', { exact: true })).toBeVisible()
  await connection.getByRole('button', { name: 'Show password' }).click()
  await expect(connection.getByText(/\b[0-9a-f]{24}\b/)).toBeVisible()
  await expect(page.getByRole('table', { name: 'Resources' })).toContainText('Running')
})
