import { expect, test } from './fixtures'
import { signInWithSimulator } from './utils'

test('the colour mode toggle applies and stores auto, light and dark', async ({ page }) => {
  const html = page.locator('html')
  await page.emulateMedia({ colorScheme: 'light' })
  await signInWithSimulator(page)
  const modes = page.getByRole('radiogroup', { name: 'Colour mode' })
  await expect(modes.getByRole('radio', { name: 'Auto' })).toBeChecked()
  await expect(html).toHaveAttribute('data-theme', 'light')

  await modes.getByRole('radio', { name: 'Dark' }).click()
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await page.reload()
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await expect(modes.getByRole('radio', { name: 'Dark' })).toBeChecked()

  await modes.getByRole('radio', { name: 'Light' }).click()
  await expect(html).toHaveAttribute('data-theme', 'light')

  // Auto follows the system preference, also when it changes.
  await modes.getByRole('radio', { name: 'Auto' }).click()
  await page.emulateMedia({ colorScheme: 'dark' })
  await expect(html).toHaveAttribute('data-theme', 'dark')
  await page.emulateMedia({ colorScheme: 'light' })
  await expect(html).toHaveAttribute('data-theme', 'light')
})
