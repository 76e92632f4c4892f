import type { components } from '../src/api/generated/schema'
import { expect, test } from './fixtures'
import { expectedNavigation, openNavigation, signInThroughForm } from './utils'

type SiteConfig = components['schemas']['SiteConfig']

test('the sign-in page shows the brand', async ({ page, request }) => {
  const config: SiteConfig = await (await request.get('/v1/config/ui/config')).json()

  await page.goto('/app/')
  await expect(page.getByRole('heading', { level: 1, name: config.loginTitle })).toBeVisible()
  await expect(page.getByRole('banner').getByRole('img', { name: config.siteName })).toBeVisible()
  await expect(page).toHaveTitle(`Sign in | ${config.siteName}`)
})

test('mock-mode sign-in shows the shell with the brand’s navigation; screens load; logging out returns to sign-in', async ({
  page,
  request,
}, testInfo) => {
  const config: SiteConfig = await (await request.get('/v1/config/ui/config')).json()
  const mobile = testInfo.project.name === 'mobile'

  await page.goto('/app/disks')
  await signInThroughForm(page)
  await expect(page).toHaveTitle(`Dashboard | ${config.siteName}`)
  await expect(page.locator('html')).toHaveAttribute('data-layout', mobile ? 'mobile' : 'desktop')
  await expect(page.getByRole('banner').getByRole('link', { name: config.siteName })).toBeVisible()

  const nav = await openNavigation(page)
  await expect(nav.getByRole('link')).toHaveText(expectedNavigation(config))
  await nav.getByRole('link', { name: 'Disks' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Disks' })).toBeVisible()
  await expect(page).toHaveURL(/\/app\/disks$/)
  await expect(page).toHaveTitle(`Disks | ${config.siteName}`)

  // A deep link survives a reload: the simulator serves the console for every /app path.
  await page.reload()
  await expect(page.getByRole('heading', { level: 1, name: 'Disks' })).toBeVisible()

  await openNavigation(page)
  await page.getByRole('button', { name: 'Log out' }).click()
  await expect(page.getByRole('heading', { level: 1, name: config.loginTitle })).toBeVisible()
  await expect(page).toHaveURL(/\/app\/$/)
})
