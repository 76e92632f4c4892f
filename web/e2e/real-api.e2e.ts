import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Page } from '@playwright/test'
import type { components } from '../src/api/generated/schema'
import { expect, startSim, test } from './fixtures'
import { logoVariant } from '../src/theme/logo'
import { pageViolations } from './page-checks'
import { fillRealApiKeyForm, openApiKeyForm, openNavigation } from './utils'

type SessionInfo = components['schemas']['SessionInfo']
type Brand = components['schemas']['Brand']

/** A brand file as the console ships it (`scenarios/brands`). */
function brandFile(name: string): Brand {
  return JSON.parse(readFileSync(path.resolve(import.meta.dirname, '../../scenarios/brands', `${name}.json`), 'utf8')) as Brand
}

/**
 * The console in real mode (issue 21 item 5): served by the worker's simulator as ever, it talks
 * to a second simulator on another origin standing in for a real API: `--strict`, and allowing
 * the console's origin by CORS as a real deployment would have to. The browser must ask it only
 * `/v1`, and ask nothing of `/__sim` anywhere.
 */
const realApi = test.extend<{ api: { origin: string; ownerKey: string }; realBrand: string | undefined }>({
  realBrand: [undefined, { option: true }],
  api: async ({ sim, request, realBrand }, use) => {
    const brand = realBrand ? ['--brand', realBrand] : []
    const api = await startSim(['--strict', '--world', 'demo-strict', '--cors-origin', sim.origin, ...brand])
    // The key comes from the stand-in's own control API, as an operator would hand one out.
    const sessions = (await (await request.get(`${api.origin}/__sim/sessions`)).json()) as SessionInfo[]
    const owner = sessions.find((s) => s.session === 'default')?.users.find((u) => u.role === 'owner')
    if (!owner) throw new Error(`${api.origin} has no owner in its default session`)
    await use({ origin: api.origin, ownerKey: owner.api_key })
    await api.stop()
  },
})

/** Every URL the page asks from now on (Chromium's CORS preflights are not reported, only the calls). */
function track(page: Page): URL[] {
  const urls: URL[] = []
  page.on('request', (request) => void urls.push(new URL(request.url())))
  return urls
}

function expectOnlyTheRealApi(urls: URL[], origin: string) {
  const v1 = urls.filter((url) => url.pathname.startsWith('/v1/'))
  expect(v1.length).toBeGreaterThan(0)
  expect(v1.filter((url) => url.origin !== origin).map(String)).toEqual([])
  expect(urls.filter((url) => url.pathname.startsWith('/__sim')).map(String)).toEqual([])
}

realApi('signed in with a key of a real API, the console lists and creates VMs there and never asks /__sim', async ({
  page,
  api,
  sim,
}) => {
  await fillRealApiKeyForm(page, api.origin, api.ownerKey)

  // From the sign-in on: the sign-in page itself was loaded in mock mode, the default.
  const urls = track(page)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  await expect(page.getByRole('button', { name: 'Developer tools' })).toHaveCount(0)

  const nav = await openNavigation(page)
  await nav.getByRole('link', { name: 'Virtual machines' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual machines' })).toBeVisible()
  await expect(page.getByRole('link', { name: /^shop-web-/ }).first()).toBeVisible()

  await page.getByRole('main').getByRole('link', { name: /^New / }).click()
  await page.getByRole('textbox', { name: 'Name', exact: true }).fill('real-1')
  await page.getByRole('textbox', { name: 'Username' }).fill('admin')
  await page.getByLabel('Password', { exact: true }).fill('Correct1horse')
  await page.getByRole('button', { name: 'Create' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'real-1' })).toBeVisible()

  // Back in the list, it shows (polled: the stand-in may answer creating or running).
  const navAgain = await openNavigation(page)
  await navAgain.getByRole('link', { name: 'Virtual machines' }).click()
  await expect(page.getByRole('link', { name: 'real-1', exact: true })).toBeVisible()

  expectOnlyTheRealApi(urls, api.origin)
  expect(urls.some((url) => url.origin === api.origin && url.pathname.endsWith('/user-resource/vm'))).toBe(true)
  expect(sim.origin).not.toBe(api.origin)
})

realApi('logging out in real mode returns to the sign-in form of the real API, still without /__sim', async ({ page, api }) => {
  await page.addInitScript(
    ({ prefix, key }) => {
      if (sessionStorage.getItem('seeded')) return
      sessionStorage.setItem('seeded', '1')
      localStorage.setItem('cloudsim.api-mode', 'real')
      localStorage.setItem('cloudsim.api-prefix', prefix)
      localStorage.setItem(`cloudsim.apikey:${prefix}`, key)
    },
    { prefix: `${api.origin}/`, key: api.ownerKey },
  )
  const urls = track(page)
  await page.goto('/app/')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
  const menu = page.getByRole('button', { name: 'Open menu' })
  if (await menu.isVisible()) await menu.click()
  await page.getByRole('button', { name: 'Log out' }).click()

  await openApiKeyForm(page)
  await expect(page.getByRole('checkbox', { name: 'Use the simulator (mock API)' })).not.toBeChecked()
  await expect(page.getByRole('combobox', { name: 'API prefix' })).toHaveValue(`${api.origin}/`)
  expectOnlyTheRealApi(urls, api.origin)
})

for (const brand of [undefined, 'metal']) {
  realApi.describe(`the real-mode sign-in of ${brand ?? 'the default brand'}`, () => {
    realApi.use({ realBrand: brand })

    for (const mode of ['light', 'dark'] as const) {
      realApi(`in ${mode}: the chosen prefix, the API's brand, no /__sim, a clean page`, async ({ page, api, request }, testInfo) => {
        await page.addInitScript(
          ({ prefix, mode }) => {
            localStorage.setItem('cloudsim.api-mode', 'real')
            localStorage.setItem('cloudsim.api-prefix', prefix)
            localStorage.setItem('cloudsim.theme.mode', mode)
          },
          { prefix: `${api.origin}/`, mode },
        )
        // The theme is the one the API's site configuration names (docs/product/config.md#console-routes).
        const config = (await (await request.get(`${api.origin}/v1/config/ui/config`)).json()) as Brand['config']
        expect(config.siteTheme).toBe(brand ?? 'pilvio')
        const { theme } = brandFile(config.siteTheme)
        const scheme = theme.login.force_light ? 'light' : mode
        const palette = theme.colors[scheme]
        const urls = track(page)
        await openApiKeyForm(page)
        await expect(page.getByRole('combobox', { name: 'API prefix' })).toHaveValue(`${api.origin}/`)
        await expect(page.locator('html')).toHaveAttribute('data-theme', scheme)
        const colour = (name: string) =>
          page.evaluate((name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim(), name)
        await expect.poll(() => colour('--color-primary')).toBe(palette.primary)
        expect(await colour('--color-background')).toBe(palette.background)
        const logo = `data:image/svg+xml,${encodeURIComponent(logoVariant(theme, palette.background).replaceAll('currentColor', palette.text))}`
        await expect(page.getByRole('img', { name: config.siteName })).toHaveAttribute('src', logo)
        await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', `data:image/svg+xml,${encodeURIComponent(theme.icon_svg)}`)
        expectOnlyTheRealApi(urls, api.origin)
        const shot = `real-mode-sign-in-${brand ?? 'default'}-${mode}-${testInfo.project.name}.png`
        await page.screenshot({ path: path.join(testInfo.project.outputDir, 'screenshots', shot), fullPage: true })
        // No horizontal scroll, no text over its box, WCAG AA contrast: the sweep's checks.
        expect(await pageViolations(page)).toEqual([])
      })
    }
  })
}
