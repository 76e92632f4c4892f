import { expect, test } from './fixtures'
import { openNavigation, signInWithKey } from './utils'

test('Ctrl+K finds a VM by name and opens it, then an action, all from the keyboard', async ({ page, session }) => {
  await signInWithKey(page, session.owner.api_key)
  const nav = await openNavigation(page)
  await nav.getByRole('link', { name: 'Virtual machines' }).click()
  await expect(page.getByRole('link', { name: 'ci-runner-tll' }).first()).toBeVisible()

  await page.keyboard.press('Control+k')
  const palette = page.getByRole('dialog', { name: 'Go to' })
  const box = palette.getByRole('combobox', { name: 'Find a resource, page or action' })
  await expect(box).toBeFocused()
  await box.fill('ci-runner-tll')
  await expect(palette.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
  await expect(palette.getByRole('option').first()).toContainText('Virtual machine')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('heading', { level: 1, name: 'ci-runner-tll' })).toBeVisible()
  await expect(palette).toBeHidden()

  // The header's Search button opens it too; Escape closes it.
  await page.getByRole('button', { name: /Search/ }).click()
  await expect(box).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(palette).toBeHidden()

  await page.keyboard.press('Control+k')
  await box.fill('top up')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('tab', { name: 'Top up', selected: true })).toBeVisible()
})
