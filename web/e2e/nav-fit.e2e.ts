import { expect, test } from './fixtures'

/** Issue 43: at a laptop's 1280×800 the side navigation's last item was cut off below the screen. */
for (const language of ['en', 'et', 'es'] as const)
  test.describe(`in ${language}`, () => {
    test.use({ language, viewport: { width: 1280, height: 800 } })
    test('the side navigation fits a 1280×800 screen: its last item is whole without scrolling', async ({ page, request, session }) => {
      // The user's own language, as a profile keeps it (it wins over the browser's choice).
      const key = { apikey: session.owner.api_key }
      expect((await request.patch('/v1/user-resource/user/profile', { headers: key, data: { lang: language } })).ok()).toBe(true)
      await page.addInitScript((apiKey) => localStorage.setItem('cloudsim.apikey:/', apiKey), session.owner.api_key)
      await page.goto('/app/')
      await expect(page.locator('html')).toHaveAttribute('lang', language)
      const nav = page.getByRole('navigation').first()
      const last = nav.getByRole('link').last()
      await expect(last).toBeVisible()
      const box = await last.boundingBox()
      const rail = await nav.evaluate((element) => ({ scroll: element.scrollHeight, client: element.clientHeight }))
      expect(box!.y + box!.height).toBeLessThanOrEqual(800)
      expect(rail.scroll).toBeLessThanOrEqual(rail.client)
    })
  })
