import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { components } from '../src/api/generated/schema'
import { logoVariant } from '../src/theme/logo'
import { chooseLanguage, expect, startSim, test } from './fixtures'
import { signInWithSimulator } from './utils'

type Brand = components['schemas']['Brand']

const brandFile = (name: string): Brand =>
  JSON.parse(readFileSync(path.resolve(import.meta.dirname, `../../scenarios/brands/${name}.json`), 'utf8')) as Brand

/** The logo as the console draws it on `ground`, its wordmark painted in `ink`. */
const drawn = (theme: Brand['theme'], ground: string, ink: string) =>
  `data:image/svg+xml,${encodeURIComponent(logoVariant(theme, ground).replaceAll('currentColor', ink))}`

/** The sign-in page shows the server's brand, so each brand gets a simulator of its own. */
for (const name of ['pilvio', 'idcloudhost']) {
  test(`${name}: the logo on the sign-in page, in the shell and as the favicon; the name shown once`, async ({ browser }) => {
    const sim = await startSim(['--web-dir', 'dist', '--world', 'demo-strict', '--brand', name])
    const context = await browser.newContext({ baseURL: sim.origin, colorScheme: 'light' })
    await chooseLanguage(context)
    const page = await context.newPage()
    try {
      const brand = brandFile(name)
      const site = brand.config.siteName
      const icon = `data:image/svg+xml,${encodeURIComponent(brand.theme.icon_svg)}`
      await page.goto('/app/')
      const logo = page.getByRole('img', { name: site })
      await expect(logo).toBeVisible()
      const { light } = brand.theme.colors
      await expect(logo).toHaveAttribute('src', drawn(brand.theme, light.background, light.text))
      expect(decodeURIComponent((await logo.getAttribute('src')) ?? '')).toContain(`>${site}</text>`)
      // The logo says the name; the heading is the site's login title, which does not repeat it
      // (in English here: idcloudhost sends it in Indonesian with an English variant).
      const title = brand.config.loginTitle
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(brand.config.translations?.[title]?.en ?? title)
      await expect(page.getByText(site)).toHaveCount(0)
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', icon)

      await signInWithSimulator(page)
      const shellLogo = page.getByRole('banner').getByRole('img', { name: site })
      await expect(shellLogo).toBeVisible()
      await expect(shellLogo).toHaveAttribute('src', drawn(brand.theme, light.sidebar, light.on_sidebar))
      await expect(page.locator('link[rel="icon"]')).toHaveAttribute('href', icon)
    } finally {
      await context.close()
      await sim.stop()
    }
  })
}
