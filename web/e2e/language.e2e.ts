import { expect, test } from './fixtures'
import type { Page } from '@playwright/test'

/**
 * Issue 43 "One language at a time": the site's `siteLocale` is the console's language until one is
 * chosen, brand texts follow it (docs/product/config.md#brand-texts), and the navigation's labels
 * fit the 80 px rail and the phone's drawer in Estonian and Spanish, no word hyphenated or cut.
 */

const texts = {
  et: { dashboard: 'Töölaud', nav: 'Peamenüü', menu: 'Ava menüü' },
  es: { dashboard: 'Panel', nav: 'Principal', menu: 'Abrir menú' },
} as const

test.describe('no language chosen', () => {
  test.use({ language: null })

  test("a visitor sees the site's language (Estonian for the default brand); a stored choice wins", async ({ page }) => {
    await page.goto('/app/')
    // The default brand's site is et-EE; its sign-in title is translated (config.translations).
    await expect(page.getByRole('heading', { level: 1, name: 'Tere tulemast tagasi' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'et')
    await page.evaluate("localStorage.setItem('cloudsim.locale', 'en')")
    await page.reload()
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back' })).toBeVisible()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  })
})

for (const language of ['et', 'es'] as const) {
  test.describe(`in ${language}`, () => {
    test.use({ language })

    for (const width of [1280, 390]) {
      test(`every navigation label fits at ${width} px, no word hyphenated or cut`, async ({ page, session, request }) => {
        // The user's own language, as a profile keeps it.
        const key = { apikey: session.owner.api_key }
        expect((await request.patch('/v1/user-resource/user/profile', { headers: key, data: { lang: language } })).ok()).toBe(true)
        await page.setViewportSize({ width, height: 800 })
        await page.addInitScript((key) => localStorage.setItem('cloudsim.apikey:/', key), session.owner.api_key)
        await page.goto('/app/')
        await expect(page.getByRole('heading', { level: 1, name: texts[language].dashboard })).toBeVisible()
        if (width < 700) await page.getByRole('button', { name: texts[language].menu }).click()
        const nav = page.getByRole('navigation', { name: texts[language].nav })
        await expect(nav).toBeVisible()
        const links = nav.getByRole('link')
        expect(await links.count()).toBeGreaterThan(10)
        expect(await overflowing(page, texts[language].nav)).toEqual([])
      })
    }
  })
}

/** The labels wider than their link, with a soft hyphen, or reaching out of the navigation. */
function overflowing(page: Page, navName: string): Promise<string[]> {
  return page.evaluate((name) => {
    const nav = document.querySelector(`nav[aria-label="${name}"]`)
    if (!nav) return ['no navigation']
    const bounds = nav.getBoundingClientRect()
    return [...nav.querySelectorAll('a')].flatMap((link) => {
      const label = link.textContent ?? ''
      const box = link.getBoundingClientRect()
      const wide = [link, ...link.querySelectorAll('span')].some((element) => element.scrollWidth > element.clientWidth)
      const problems = [
        wide && 'wider than its link',
        label.includes('\u00AD') && 'hyphenated',
        (box.left < bounds.left || box.right > bounds.right) && 'outside the navigation',
      ]
      return problems.filter((problem) => problem !== false).map((problem) => `${label}: ${problem}`)
    })
  }, navName)
}
