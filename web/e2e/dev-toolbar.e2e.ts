import type { components } from '../src/api/generated/schema'
import { logoVariant } from '../src/theme/logo'
import { expect, test } from './fixtures'
import { signInWithKey } from './utils'

type Brand = components['schemas']['Brand']
type Session = components['schemas']['SessionInfo']

/** `#rrggbb` as the browser computes it. */
function rgb(hex: string) {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16))
  return `rgb(${r}, ${g}, ${b})`
}

test('brand switch: another brand picked in the developer toolbar re-themes the console without a reload', async ({
  page,
  request,
  session,
}) => {
  const brands: Brand[] = await (await request.get('/__sim/brands')).json()
  const current = brands.find((b) => b.name === session.brand)
  const target = brands.find(
    (b) => b.config.siteName !== current?.config.siteName && b.theme.colors.light.primary !== current?.theme.colors.light.primary,
  )
  if (!current || !target) throw new Error('the simulator needs two brands of different names and colours')

  await signInWithKey(page, session.owner.api_key)
  await expect(page.getByRole('banner').getByRole('link', { name: current.config.siteName })).toBeVisible()
  await page.evaluate(() => Object.assign(globalThis, { notReloaded: true }))
  const theme = (await page.locator('html').getAttribute('data-theme')) === 'dark' ? 'dark' : 'light'

  await page.getByRole('button', { name: 'Developer tools' }).click()
  const toolbar = page.getByRole('complementary', { name: 'Developer tools' })
  await toolbar.getByRole('combobox', { name: 'Brand' }).selectOption({ label: target.config.siteName })
  await toolbar.getByRole('button', { name: 'Switch brand' }).click()

  const logo = page.getByRole('banner').getByRole('link', { name: target.config.siteName }).getByRole('img')
  await expect(logo).toBeVisible()
  // The wordmark is painted in the header's text colour of the target brand.
  const { on_sidebar: onSidebar, sidebar } = target.theme.colors[theme]
  await expect(logo).toHaveAttribute(
    'src',
    `data:image/svg+xml,${encodeURIComponent(logoVariant(target.theme, sidebar).replaceAll('currentColor', onSidebar))}`,
  )
  await expect(page).toHaveTitle(`Dashboard | ${target.config.siteName}`)
  // Primary buttons are painted in the brand's primary colour.
  await expect(toolbar.getByRole('button', { name: 'Switch brand' })).toHaveCSS(
    'background-color',
    rgb(target.theme.colors[theme].primary),
  )
  expect(await page.evaluate(() => 'notReloaded' in globalThis)).toBe(true)

  // The session left behind is dropped, so switching back and forth piles none up.
  const sessionIds = async () => ((await (await request.get('/__sim/sessions')).json()) as Session[]).map((s) => s.session)
  await expect.poll(sessionIds).not.toContain(session.id)
})
