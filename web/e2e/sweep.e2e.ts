/// <reference lib="dom" />
import { existsSync, mkdirSync, readdirSync } from 'node:fs'
import path from 'node:path'
import type { Browser } from '@playwright/test'
import type { components } from '../src/api/generated/schema'
import { expect, test } from './fixtures'
import { pageViolations, type Violation } from './page-checks'
import { elsewhere, inRotation } from './rotation'

/**
 * The screenshot sweep: every brand in light and dark, in en, et and es, on a sample of the main
 * screens (each combination one screen, in turn), half of the combinations at the desktop
 * project's 1280 px and half at the mobile project's 390 px. Each page is checked for horizontal scroll, text over its container and WCAG AA
 * contrast; any violation fails the brand's test. Screenshots go to `test-results/sweep/`.
 */
type Schemas = components['schemas']

const modes = ['light', 'dark'] as const
const locales = ['en', 'et', 'es'] as const
const out = path.resolve(import.meta.dirname, '../test-results/sweep')

/** The screens sampled, by what a path needs from the session's world. */
type Screen = { name: string; path: (world: World) => string | undefined }
type World = { vm?: { location: string; uuid: string } }
const screens: Screen[] = [
  { name: 'dashboard', path: () => '/' },
  { name: 'vms', path: () => '/compute' },
  { name: 'vm', path: (w) => w.vm && `/compute/vm/${w.vm.location}/${w.vm.uuid}` },
  { name: 'disks', path: () => '/disks' },
  { name: 'vm-create', path: () => '/compute/create' },
  { name: 'billing', path: () => '/billing' },
]

/** The brands the simulator compiles in, one file each. */
const brands = readdirSync(path.resolve(import.meta.dirname, '../../scenarios/brands'))
  .filter((file) => file.endsWith('.json'))
  .map((file) => file.slice(0, -'.json'.length))
  .sort()

test.describe.configure({ mode: 'default' })

test('the page checks catch faint text, a word over its box and sideways scroll, and pass what is fine', async ({ browser }) => {
  const page = await browser.newPage({ viewport: { width: 390, height: 600 } })
  // The console's own viewport rule, so a phone lays the page out 390 px wide as it does the app.
  await page.setContent(`
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <body style="margin:0;background:#fff;color:#111">
      <p>Readable text</p>
      <p style="color:#bbb">Faint text</p>
      <div style="width:60px"><span>Virtuaalmasinad</span></div>
      <div style="width:60px;overflow:hidden;text-overflow:ellipsis">Clipped on purpose</div>
      <button disabled style="color:#ccc">Disabled</button>
      <div style="width:500px">Wide</div>
    </body>`)
  const found = await pageViolations(page)
  await page.close()
  expect(found.map((v) => v.kind).sort()).toEqual(['contrast', 'overflow', 'scroll'])
  expect(found.find((v) => v.kind === 'contrast')?.what).toContain('Faint text')
  expect(found.find((v) => v.kind === 'overflow')?.what).toContain('Virtuaalmasinad')
})

// A brand is a cell of the rotation (./rotation.ts): the test command sweeps a tenth per commit.
for (const [index, brand] of brands.entries()) {
  const sweep = inRotation(index) ? test : test.skip
  sweep(`sweep: ${brand}`, { annotation: { type: 'rotation', description: elsewhere(index) } }, async ({ browser, request, baseURL }, info) => {
    test.setTimeout(120_000)
    const session = (await (await request.post('/__sim/sessions', { data: { brand } })).json()) as Schemas['SessionInfo']
    const owner = session.users.find((user) => user.role === 'owner')
    if (!owner) throw new Error(`${brand}: no owner`)
    const world = await worldOf(request, owner.api_key)
    const mobile = info.project.name === 'mobile'
    const width = mobile ? 390 : 1280
    const violations: string[] = []
    const combos = modes.flatMap((mode) => locales.map((locale) => ({ mode, locale })))
    let visits = 0
    for (const [combo, { mode, locale }] of combos.entries()) {
      // Each brand's six mode × language combinations are split between the two widths (so the
      // whole sweep visits 120 pages), and the screens rotate so every screen is seen at both.
      if ((index + combo + (mobile ? 1 : 0)) % 2 !== 0) continue
      const screen = screens[(index * 3 + visits++ + (mobile ? 3 : 0)) % screens.length] as Screen
      const target = screen.path(world) ?? '/'
      const shot = `${brand}-${mode}-${locale}-${width}-${screen.name}`
      // The signed-in user's profile language wins over the browser's (docs/product/identity.md#auth-callback), so
      // the sweep chooses the language as a user does: on the profile.
      const lang = await request.patch('/v1/user-resource/user/profile', { headers: { apikey: owner.api_key }, data: { lang: locale } })
      expect(lang.ok(), `${brand}: profile language ${locale}`).toBe(true)
      const found = await visit(browser, { baseURL: baseURL ?? '', key: owner.api_key, mode, locale, width, target, shot })
      violations.push(...found.map((v) => `${brand} ${mode} ${locale} ${width}px ${screen.name}: ${v.kind}: ${v.what}`))
    }
    await request.delete(`/__sim/sessions/${session.session}`)
    expect(violations).toEqual([])
  })
}

async function worldOf(request: import('@playwright/test').APIRequestContext, key: string): Promise<World> {
  const headers = { apikey: key }
  const locations = (await (await request.get('/v1/config/locations', { headers })).json()) as Schemas['Location'][]
  for (const { slug } of locations) {
    const vms = await request.get(`/v1/${slug}/user-resource/vm/list`, { headers })
    const list = vms.ok() ? ((await vms.json()) as Schemas['Vm'][]) : []
    if (list[0]) return { vm: { location: slug, uuid: list[0].uuid } }
  }
  return {}
}

async function visit(
  browser: Browser,
  o: { baseURL: string; key: string; mode: 'light' | 'dark'; locale: string; width: number; target: string; shot: string },
): Promise<Violation[]> {
  const context = await browser.newContext({
    baseURL: o.baseURL,
    locale: o.locale,
    colorScheme: o.mode,
    viewport: { width: o.width, height: 844 },
  })
  await context.addInitScript(
    ({ key, mode }) => {
      localStorage.setItem('cloudsim.apikey:/', key)
      localStorage.setItem('cloudsim.theme.mode', mode)
    },
    { key: o.key, mode: o.mode },
  )
  const page = await context.newPage()
  try {
    await page.goto(`/app${o.target}`)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
    // The page speaks the combination's language, not the one it started in.
    await expect(page.locator('html')).toHaveAttribute('lang', o.locale)
    // Lists and details fill in after their first answers; the spinner's delay is 500 ms.
    await page.waitForLoadState('networkidle')
    if (!existsSync(out)) mkdirSync(out, { recursive: true })
    await page.screenshot({ path: path.join(out, `${o.shot}.png`), fullPage: true })
    return await pageViolations(page)
  } finally {
    await context.close()
  }
}
