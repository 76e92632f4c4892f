import type { components } from '../src/api/generated/schema'
import { logoVariant } from '../src/theme/logo'
import { expect, test } from './fixtures'
import { openNavigation, signInWithKey } from './utils'

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

  // Issue 43: the developer tools are found by their name, in plain sight.
  await expect(page.getByRole('button', { name: 'Developer tools' })).toHaveText('Developer tools')
  await page.getByRole('button', { name: 'Developer tools' }).click()
  const toolbar = page.getByRole('complementary', { name: 'Developer tools' })
  await toolbar.getByRole('combobox', { name: 'Brand' }).selectOption({ label: target.config.siteName })
  // Issue 43: "switching brand fires ~30 404s against the old brand's locations" — from the click
  // on, no request names a location only the old brand has, and none is answered 404.
  const oldOnly = current.config.locations.map((l) => l.slug).filter((slug) => !target.config.locations.some((l) => l.slug === slug))
  const strays: string[] = []
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (!url.pathname.startsWith('/v1/')) return
    if (response.status() === 404 || oldOnly.some((slug) => url.pathname.startsWith(`/v1/${slug}/`))) strays.push(`${response.status()} ${url.pathname}`)
  })
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
  await page.waitForLoadState('networkidle')
  expect(strays, 'requests against the old brand').toEqual([])

  // The session left behind is dropped, so switching back and forth piles none up.
  const sessionIds = async () => ((await (await request.get('/__sim/sessions')).json()) as Session[]).map((s) => s.session)
  await expect.poll(sessionIds).not.toContain(session.id)
})

test('a state exported from another session imports into this one: the console goes on as its owner, no crash, no 403', async ({
  page,
  request,
  session,
}) => {
  // Issue 43: "Importing an exported state into another session crashes the console ('l is not a
  // function'), then 403 until log-out".
  const other = (await (await request.post('/__sim/sessions', { data: {} })).json()) as Session
  const state = await (await request.get(`/__sim/sessions/${other.session}/state`)).text()
  const failures: string[] = []
  page.on('pageerror', (error) => failures.push(error.message))
  page.on('response', (response) => {
    if (new URL(response.url()).pathname.startsWith('/v1/') && response.status() === 403) failures.push(`403 ${response.url()}`)
  })
  await signInWithKey(page, session.owner.api_key)
  await page.getByRole('button', { name: 'Developer tools' }).click()
  const toolbar = page.getByRole('complementary', { name: 'Developer tools' })
  await toolbar.getByLabel('Import state…').setInputFiles({ name: 'other.json', mimeType: 'application/json', buffer: Buffer.from(state) })
  await expect(page.getByText('The session’s state was imported')).toBeVisible()
  // The open tools cover the navigation on a phone: closed.
  await page.getByRole('button', { name: 'Developer tools' }).click()
  await (await openNavigation(page)).getByRole('link', { name: 'Billing accounts' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Billing accounts' })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { name: 'Something went wrong' })).toHaveCount(0)
  expect(failures).toEqual([])
  await request.delete(`/__sim/sessions/${other.session}`)
})
