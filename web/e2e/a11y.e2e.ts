import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import type { components } from '../src/api/generated/schema'
import { brandCss } from '../src/theme/brand-css'
import { seriousFindings } from './axe'
import { expect, startSim, test } from './fixtures'
import { consoleContext, everyScreen, fixedSession, openScreen } from './screens'

type Brand = components['schemas']['Brand']

/**
 * axe-core on every screen, failing on serious or critical WCAG 2.1 AA violations, at the
 * project's width (1280 and 390 px). Three passes, so the sweep stays within minutes on a 2-core
 * machine (docs/reference/console.md#tests-that-see-what-users-see):
 * - every rule on every screen of pilvio's world (the brand that offers every screen), and on the
 *   sign-in pages of pilvio, metal (centred, always light) and idcloudhost (split, blue header);
 * - the rules a brand's colours decide (contrast, links told apart from text) on the sign-in page
 *   and the main screens in all 20 brands' palettes (light at one width, dark at the other),
 *   swapped into the open page as the console applies a brand, without loading it again.
 */
const signInBrands = ['pilvio', 'metal', 'idcloudhost']
const colourRules = ['color-contrast', 'link-in-text-block']
/** Screens that hold every kind of component: forms, tables, tabs, notices, charts, badges, menus. */
const mainScreens = ['dashboard', 'vms', 'vm', 'vm-create', 'disk', 'billing-account', 'pricing', 'firewall', 'bucket']

const brandsDir = path.resolve(import.meta.dirname, '../../scenarios/brands')
const palettes = readdirSync(brandsDir)
  .filter((file) => file.endsWith('.json'))
  .sort()
  .map((file) => ({ brand: file.slice(0, -'.json'.length), css: brandCss((JSON.parse(readFileSync(path.join(brandsDir, file), 'utf8')) as Brand).theme) }))

const widthOf = (project: string) => (project === 'mobile' ? 390 : 1280)

test('axe, every rule: every screen of pilvio and three brands’ sign-in pages', async ({ browser, request, baseURL }, info) => {
  test.setTimeout(300_000)
  const width = widthOf(info.project.name)
  const findings: string[] = []
  for (const brand of signInBrands) {
    // The sign-in page shows the server's brand: a simulator of the brand's own.
    const sim = await startSim(['--web-dir', 'dist', '--world', 'demo-strict', '--brand', brand])
    try {
      const signedOut = await consoleContext(browser, { baseURL: sim.origin, mode: 'light', width })
      const page = await signedOut.newPage()
      await openSignIn(page)
      findings.push(...(await seriousFindings(page)).map((f) => `${brand} sign-in: ${f}`))
      await signedOut.close()
    } finally {
      await sim.stop()
    }
  }
  const session = await fixedSession(request, 'pilvio')
  const context = await consoleContext(browser, { baseURL: baseURL ?? '', key: session.key, mode: 'light', width })
  const page = await context.newPage()
  for (const screen of await everyScreen(request, session.key)) {
    await openScreen(page, screen.path)
    findings.push(...(await seriousFindings(page)).map((f) => `${screen.name}: ${f}`))
  }
  await context.close()
  await session.close()
  expect(findings, `at ${width} px`).toEqual([])
})

test('axe, colour rules: the main screens in all 20 brands’ palettes', async ({ browser, request, baseURL }, info) => {
  test.setTimeout(600_000)
  expect(palettes).toHaveLength(20)
  const width = widthOf(info.project.name)
  const findings: string[] = []
  const session = await fixedSession(request, 'pilvio')
  const signedOut = await consoleContext(browser, { baseURL: baseURL ?? '', mode: 'light', width })
  const signIn = await signedOut.newPage()
  await openSignIn(signIn)
  findings.push(...(await inEveryPalette(signIn, 'sign-in', width > 600)))
  await signedOut.close()

  const context = await consoleContext(browser, { baseURL: baseURL ?? '', key: session.key, mode: 'light', width })
  const page = await context.newPage()
  const screens = (await everyScreen(request, session.key)).filter((screen) => mainScreens.includes(screen.name))
  expect(screens).toHaveLength(mainScreens.length)
  for (const screen of screens) {
    await openScreen(page, screen.path)
    findings.push(...(await inEveryPalette(page, screen.name, width > 600)))
  }
  await context.close()
  await session.close()
  expect(findings, `at ${width} px`).toEqual([])
})

async function openSignIn(page: Page) {
  await page.goto('/app/')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
}

/** axe's colour findings on the open page in each brand's palette, its light at one width and its dark at the other. */
async function inEveryPalette(page: Page, screen: string, wide: boolean): Promise<string[]> {
  const findings: string[] = []
  for (const [index, { brand, css }] of palettes.entries()) {
    for (const [step, mode] of (['light', 'dark'] as const).entries()) {
      // Each brand's light and dark go one to each width (half the checks, every brand at both).
      if ((index + step + (wide ? 0 : 1)) % 2 !== 0) continue
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
      findings.push(...(await seriousFindings(page, colourRules)).map((f) => `${screen} ${brand} ${mode}: ${f}`))
    }
  }
  return findings
}
