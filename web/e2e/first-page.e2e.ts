import type { components } from '../src/api/generated/schema'
import { expect, test } from './fixtures'

test('the sign-in page shows the default brand and signs in with the simulator', async ({ page, request }) => {
  const config: components['schemas']['SiteConfig'] = await (await request.get('/v1/config/ui/config')).json()

  await page.goto('/app/')
  await expect(page.getByRole('heading', { level: 1, name: config.loginTitle })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('img', { name: config.siteName })).toBeVisible()
  await expect(page).toHaveTitle(`Sign in | ${config.siteName}`)

  await page.getByRole('checkbox', { name: 'Use the simulator (mock API)' }).check()
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('status')).toHaveText(/^Signed in as \S+/)
})
