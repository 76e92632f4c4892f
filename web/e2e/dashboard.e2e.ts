import { expect, test } from './fixtures'
import { signInWithSimulator } from './utils'

test('the dashboard tells the default account’s story from the simulator’s usage and invoices', async ({ page }) => {
  await signInWithSimulator(page)
  const story = page.getByRole('region', { name: 'Spending' })
  // The demo's main account is healthy: its last top-up bought months ahead (issue 43).
  await expect(story.getByText(/^Credit lasts about \d+ months$/)).toBeVisible()
  await expect(story.getByText(/by the month’s end at this rate\.$|after the month’s first hour\.$/)).toBeVisible()
  // The next invoice is issued when the billing hour closes the month: a first of the month.
  await expect(story.getByText(/^[A-Z][a-z]{2} 1, \d{4}$/)).toBeVisible()
  const chart = story.getByRole('img', { name: /^Spend per day over the last 30 days: / })
  await expect(chart).toBeVisible()
  await expect(chart.locator('rect')).toHaveCount(30)
  await story.getByText('Show the days as a table').click()
  await expect(story.getByRole('table').getByRole('row')).toHaveCount(31)
  await expect(page.getByRole('region', { name: 'Your resources' }).getByRole('link', { name: /^Virtual machines ?: ?\d+$/ })).toBeVisible()
})
