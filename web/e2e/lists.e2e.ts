import { expect, test } from './fixtures'
import { openNavigation, signInWithKey } from './utils'

test('a list filtered by status and location keeps its filters in the link: a reload and a copied address open the same list', async ({ page, session }) => {
  await signInWithKey(page, session.owner.api_key)
  const nav = await openNavigation(page)
  await nav.getByRole('link', { name: 'Virtual machines' }).click()
  const table = page.getByRole('table', { name: 'Virtual machines' })
  await expect(table.getByRole('link', { name: 'ci-runner-tll' }).first()).toBeVisible()

  await page.getByRole('combobox', { name: 'Status' }).selectOption('stopped')
  await expect(table.getByRole('row').filter({ hasText: 'Running' })).toHaveCount(0)
  await expect(table.getByRole('link', { name: 'ci-runner-tll' }).first()).toBeVisible()
  const location = page.getByRole('combobox', { name: 'Location' })
  await location.selectOption({ index: 1 })
  const chosen = await location.inputValue()
  await expect(page).toHaveURL(new RegExp(`[?&]status=stopped`))
  await expect(page).toHaveURL(new RegExp(`[?&]location=${chosen}`))

  const address = page.url()
  await page.reload()
  await expect(page.getByRole('combobox', { name: 'Status' })).toHaveValue('stopped')
  await expect(page.getByRole('combobox', { name: 'Location' })).toHaveValue(chosen)
  const rows = await table.getByRole('row').count()

  const other = await page.context().newPage()
  await other.goto(address)
  await expect(other.getByRole('combobox', { name: 'Status' })).toHaveValue('stopped')
  await expect(other.getByRole('table', { name: 'Virtual machines' }).getByRole('row')).toHaveCount(rows)

  await page.getByRole('button', { name: 'Clear filters' }).click()
  await expect(page).not.toHaveURL(/status=/)
  await expect(table.getByRole('row').filter({ hasText: 'Running' }).first()).toBeVisible()
})
