import { request as apiRequest, type BrowserContext, type Page } from '@playwright/test'
import { expect, startSim, test } from './fixtures'
import { anyInRotation, inRotation, rotationNote } from './rotation'
import { consoleContext, everyScreen, fixedSession, fixedWorld, openScreen } from './screens'

/**
 * What users see, pixel for pixel: ten main screens in three brands (pilvio; metal, bare metal
 * only; cognovum, a light header) × light/dark at 1280 px, compared with the baselines in
 * `docs/screenshots/` (the README shows some of them). The world is fixed (seed, start instant,
 * manual clock), the browser's clock and time zone too; animations stop and the caret hides for
 * the shot (playwright.config.ts). After an intended change of the console's look, update them on
 * purpose: `npx playwright test -c web/playwright.config.ts e2e/visual.e2e.ts --update-snapshots`
 * (docs/reference/console.md#tests-that-see-what-users-see).
 * Each shot (brand × mode × screen, the sign-in first) is a cell of the test command's rotation
 * (./rotation.ts): a commit compares a tenth of the 60, `npm run test:full` all of them.
 */
const brands = ['pilvio', 'metal', 'cognovum']
const modes = ['light', 'dark'] as const
/** The sign-in page and the nine screens after it. */
const shotsPerMode = 10
/** Whether the shot `shot` (0 the sign-in) of `brand` in `mode` is compared in this run. */
const compared = (brand: number, mode: number, shot: number) => inRotation((brand * modes.length + mode) * shotsPerMode + shot)

/** The main screens, most telling first; each brand shows the first nine it has, after sign-in. */
const main = ['dashboard', 'vms', 'vm', 'vm-create', 'disks', 'firewalls', 'billing-account', 'pricing', 'leases', 'services', 'lease']
const more = ['lease-create', 'billing', 'tokens', 'profile']

console.log(rotationNote('screenshots', brands.length * modes.length * shotsPerMode))
for (const [b, brand] of brands.entries()) {
  test(`${brand}: ten main screens look as their baselines, light and dark`, async ({ browser }) => {
    test.setTimeout(180_000)
    const due = (m: number, shot: number) => compared(b, m, shot)
    test.skip(!anyInRotation(b * modes.length * shotsPerMode, modes.length * shotsPerMode), 'no shot of it in this rotation slice')
    // The sign-in page shows the server's brand, so each brand gets a simulator of its own.
    const sim = await startSim(['--web-dir', 'dist', '--world', 'demo-strict', '--brand', brand])
    const api = await apiRequest.newContext({ baseURL: sim.origin })
    try {
      const session = await fixedSession(api, brand)
      const offered = await everyScreen(api, session.key)
      const chosen = [...main, ...more]
        .map((name) => offered.find((screen) => screen.name === name))
        .filter((screen) => screen !== undefined)
        .slice(0, shotsPerMode - 1)
      expect(chosen).toHaveLength(shotsPerMode - 1)
      for (const [m, mode] of modes.entries()) {
        if (due(m, 0)) {
          const signedOut = await consoleContext(browser, { baseURL: sim.origin, mode, width: 1280 })
          const signIn = await frozenPage(signedOut)
          await signIn.goto('/app/')
          await expect(signIn.getByRole('heading', { level: 1 })).toBeVisible()
          await signIn.waitForLoadState('networkidle')
          await expect.soft(signIn).toHaveScreenshot(`${brand}-${mode}-sign-in.png`)
          await signedOut.close()
        }
        const shots = chosen.filter((_, index) => due(m, index + 1))
        if (shots.length === 0) continue
        const context = await consoleContext(browser, { baseURL: sim.origin, key: session.key, mode, width: 1280 })
        const page = await frozenPage(context)
        for (const screen of shots) {
          await openScreen(page, screen.path)
          await expect.soft(page, screen.name).toHaveScreenshot(`${brand}-${mode}-${screen.name}.png`)
        }
        await context.close()
      }
      await session.close()
    } finally {
      await api.dispose()
      await sim.stop()
    }
  })
}

/** A page whose `Date` stands at the fixed world's start, whatever the machine's clock says. */
async function frozenPage(context: BrowserContext): Promise<Page> {
  const page = await context.newPage()
  await page.clock.setFixedTime(new Date(fixedWorld.start))
  return page
}
