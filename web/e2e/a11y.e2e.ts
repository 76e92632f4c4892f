import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import type { components } from '../src/api/generated/schema'
import { brandCss } from '../src/theme/brand-css'
import { colourRules, landmarkRegions, seriousFindings } from './axe'
import { expect, startSim, test } from './fixtures'
import { inRotation, rotationNote } from './rotation'
import { consoleContext, everyScreen, fixedSession, openScreen, showScreen } from './screens'

type Brand = components['schemas']['Brand']

/**
 * axe-core on every screen, failing on serious or critical WCAG 2.1 AA violations, at the
 * project's width (1280 and 390 px), in three tests that together stay within minutes on a 2-core
 * machine (docs/reference/console.md#tests-that-see-what-users-see):
 * - the sign-in page of one brand per kind of sign-in page (layout, intro image, always light,
 *   API-key only, certificate badges: what the page draws differently), every rule in its own
 *   palette and the colour rules in all 20 brands' palettes (each kind in its own simulator);
 * - the colour rules (the only ones a brand's colours decide) on every screen of pilvio's world
 *   (the world with every screen) in all 20 brands' palettes, swapped into the open page as the
 *   console applies a brand; each brand's light palette at one width and its dark at the other,
 *   so every screen is seen in every palette at both widths and in both modes;
 * - every rule on every screen of one brand's world per kind of world (which screens exist and
 *   what they show: feature flags, payment processors, theme extras, chat), in that brand's
 *   palette, light and dark alternating as above.
 * The kinds are computed from `scenarios/brands/*.json`, so a brand of a new kind joins by itself.
 * Under the test command's rotation (./rotation.ts) each commit checks the colours in a tenth of
 * the palettes, the first sign-in kind and a tenth of the others, and every rule on the first
 * world's first screen, a tenth of its other screens and a tenth of the other worlds;
 * `npm run test:full` checks all.
 * Screens after a world's first are shown by the app's own navigation (`showScreen`), and a
 * landmark (header, navigation, main…) whose markup prints the same as one already checked at
 * this width in the same test gets the same verdict, so it is left out of the run
 * (`landmarkRegions`); a screen with nothing new is not run again.
 */
const brands = readdirSync(path.resolve(import.meta.dirname, '../../scenarios/brands'))
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../scenarios/brands', file), 'utf8')) as Brand)
const palettes = brands.map((brand) => ({ brand: brand.name, css: brandCss(brand.theme) }))

/** The first brand of each kind `kindOf` tells apart. */
function onePerKind(kindOf: (brand: Brand) => unknown, candidates: Brand[]): Brand[] {
  const kinds = new Map<string, Brand>()
  for (const brand of candidates) {
    const kind = JSON.stringify(kindOf(brand))
    if (!kinds.has(kind)) kinds.set(kind, brand)
  }
  return [...kinds.values()]
}

/** What the sign-in page draws differently (routes/identity/SignInPage.tsx). */
const signInKinds = onePerKind(
  ({ config, theme }) => ({
    login: theme.login,
    apiKeyOnly: config.authProvider === 'fake',
    badges: (theme.extras.certificate_badges ?? []).length > 0,
  }),
  brands,
)

const flagsOn = (brand: Brand) =>
  Object.entries(brand.config)
    .filter(([, value]) => value === true)
    .map(([flag]) => flag)
    .sort()

/**
 * What decides which screens a world has and what they show: its feature flags, payment
 * processors, theme extras and chat. Most flags first, so the first worlds (every screen) are
 * checked whole and the later ones only for what they draw differently.
 */
const worldKinds = onePerKind(
  (brand) => ({
    flags: flagsOn(brand),
    processors: brand.config.paymentProcessors.map((processor) => processor.keyword).sort(),
    extras: Object.keys(brand.theme.extras).sort(),
    chat: brand.config.chatEnabled ? (brand.config.chatConfig?.type ?? null) : null,
  }),
  [...brands].sort((a, b) => flagsOn(b).length - flagsOn(a).length),
)

const widthOf = (project: string) => (project === 'mobile' ? 390 : 1280)
/** Light for every other brand at one width and the others at the other: each brand is seen in both modes. */
const modeOf = (index: number, width: number) => ((index + (width > 600 ? 0 : 1)) % 2 === 0 ? 'light' : 'dark')

test(`axe: the sign-in page of each of its ${signInKinds.length} kinds, every rule, and colours in all 20 palettes`, async ({ browser }, info) => {
  test.setTimeout(300_000)
  expect(palettes).toHaveLength(20)
  console.log(rotationNote('axe sign-in palettes', palettes.length))
  const width = widthOf(info.project.name)
  const findings: string[] = []
  // The first kind every time, the others by rotation: each kind's page needs a simulator of its own.
  console.log(rotationNote('axe sign-in kinds after the first', signInKinds.length - 1))
  for (const { name } of signInKinds.filter((_, index) => index === 0 || inRotation(index - 1))) {
    // The sign-in page shows the server's brand: a simulator of the brand's own.
    const sim = await startSim(['--web-dir', 'dist', '--world', 'demo-strict', '--brand', name])
    try {
      const signedOut = await consoleContext(browser, { baseURL: sim.origin, mode: 'light', width })
      const page = await signedOut.newPage()
      await page.goto('/app/')
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await page.waitForLoadState('networkidle')
      findings.push(...(await seriousFindings(page)).map((f) => `${name} sign-in: ${f}`))
      findings.push(...(await inEveryPalette(page, `${name} sign-in`, width)))
      await signedOut.close()
    } finally {
      await sim.stop()
    }
  }
  expect(findings, `at ${width} px`).toEqual([])
})

test('axe: every screen of pilvio’s world, colour rules in all 20 palettes', async ({ browser, request, baseURL }, info) => {
  test.setTimeout(900_000)
  console.log(rotationNote('axe screen palettes', palettes.length))
  const width = widthOf(info.project.name)
  const findings: string[] = []
  const session = await fixedSession(request, 'pilvio')
  const context = await consoleContext(browser, { baseURL: baseURL ?? '', key: session.key, mode: 'light', width })
  const page = await context.newPage()
  const screens = await everyScreen(request, session.key)
  expect(screens.length).toBeGreaterThanOrEqual(42)
  // Every palette is checked on each screen, so a landmark checked on one is checked for all.
  const checked = new Set<string>()
  for (const [index, screen] of screens.entries()) {
    await (index === 0 ? openScreen : showScreen)(page, screen.path)
    const exclude = await newToCheck(page, checked)
    if (exclude) findings.push(...(await inEveryPalette(page, screen.name, width, exclude)))
  }
  await context.close()
  await session.close()
  expect(findings, `at ${width} px`).toEqual([])
})

test(`axe: every screen of ${worldKinds.length} brands’ worlds (one per kind), every rule`, async ({ browser, request, baseURL }, info) => {
  test.setTimeout(900_000)
  const width = widthOf(info.project.name)
  const findings: string[] = []
  /** Each print (a landmark's, or the page around them) checked at this width. */
  const checked = new Set<string>()
  let screens = 0
  let runs = 0
  const worlds = worldKinds.filter((_, index) => index === 0 || inRotation(index - 1))
  console.log(rotationNote('axe worlds after the first (and screens of the first after its first)', worldKinds.length - 1))
  for (const [world, { name }] of worlds.entries()) {
    const session = await fixedSession(request, name)
    const context = await consoleContext(browser, { baseURL: baseURL ?? '', key: session.key, mode: modeOf(world, width), width })
    const page = await context.newPage()
    // The first world's first screen every time (the shell every screen shares), its other screens
    // and the other worlds by rotation.
    const due = (screen: number) => world > 0 || screen === 0 || inRotation(screen - 1)
    for (const [index, screen] of (await everyScreen(request, session.key)).entries()) {
      if (!due(index)) continue
      await (index === 0 ? openScreen : showScreen)(page, screen.path)
      screens += 1
      const exclude = await newToCheck(page, checked)
      if (!exclude) continue
      runs += 1
      findings.push(...(await seriousFindings(page, undefined, exclude)).map((f) => `${name} ${screen.name}: ${f}`))
    }
    await context.close()
    await session.close()
  }
  console.log(`${info.project.name}: ${worldKinds.length} worlds, ${screens} screens, ${checked.size} distinct prints, ${runs} axe runs`)
  expect(findings, `at ${width} px`).toEqual([])
})

/**
 * The selectors of the open page's landmarks whose print is in `checked` (for axe to skip), or
 * nothing when the page around them is too: then it holds nothing new to check. Adds the page's
 * prints to `checked`.
 */
async function newToCheck(page: Page, checked: Set<string>): Promise<string[] | undefined> {
  const { regions, rest } = await landmarkRegions(page)
  const known = regions.filter((region) => checked.has(region.print))
  if (known.length === regions.length && checked.has(rest)) return undefined
  for (const print of [rest, ...regions.map((region) => region.print)]) checked.add(print)
  return known.map((region) => region.selector)
}

/**
 * axe's colour findings on the open page in each brand's palette, swapped in as the console
 * applies a brand: each brand's light at one width and its dark at the other, alternating by
 * brand, so every palette is seen in both modes and at both widths.
 */
async function inEveryPalette(page: Page, screen: string, width: number, exclude: string[] = []): Promise<string[]> {
  const findings: string[] = []
  for (const [index, { brand, css }] of palettes.entries()) {
    if (!inRotation(index)) continue
    const mode = modeOf(index, width)
    await page.evaluate(
      ({ css, mode }) => {
        let style = document.getElementById('brand-theme')
        if (!style) {
          style = document.createElement('style')
          style.id = 'brand-theme'
          document.head.append(style)
        }
        style.textContent = css
        document.documentElement.dataset.theme = mode
      },
      { css, mode },
    )
    findings.push(...(await seriousFindings(page, colourRules, exclude)).map((f) => `${screen} ${brand} ${mode}: ${f}`))
  }
  return findings
}
