import { expect, test } from './fixtures'
import { openNavigation, signInWithKey } from './utils'

test('a running VM from the list stops, and shows stopped once the clock moves on', async ({ page, session }) => {
  await signInWithKey(page, session.owner.api_key)
  const nav = await openNavigation(page)
  await nav.getByRole('link', { name: 'Virtual machines' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual machines' })).toBeVisible()

  // The demo world has a web server in every location; take Tallinn's, shop-web-tll, which is running.
  const row = page
    .getByRole('row')
    .filter({ hasText: 'Tallinn' })
    .filter({ has: page.getByRole('link', { name: 'shop-web-tll', exact: true }) })
  await expect(row).toContainText('Running')
  await row.getByRole('link', { name: 'shop-web-tll', exact: true }).click()

  await expect(page.getByRole('heading', { level: 1, name: 'shop-web-tll' })).toBeVisible()
  await expect(page).toHaveURL(/\/app\/compute\/vm\/tll\/[0-9a-f-]+$/)
  const actions = page.getByRole('group', { name: 'Actions' })
  await expect(actions.getByRole('button', { name: 'Start' })).toBeDisabled()
  await actions.getByRole('button', { name: 'Stop', exact: true }).click()

  await expect(page.getByRole('region', { name: 'Notifications' })).toContainText('shop-web-tll is stopping')
  await expect(page.getByRole('main').getByText('Stopping', { exact: true })).toBeVisible()
  await expect(actions.getByRole('button', { name: 'Stop', exact: true })).toBeDisabled()

  await session.advanceClock(60)
  await expect(page.getByRole('main').getByText('Stopped', { exact: true })).toBeVisible()
  await expect(actions.getByRole('button', { name: 'Start' })).toBeEnabled()
  // Force stop is destructive: apart, in the "More" menu.
  await page.getByRole('button', { name: 'More', exact: true }).click()
  await expect(page.getByRole('group', { name: 'More' }).getByRole('button', { name: 'Force stop' })).toBeDisabled()
})
