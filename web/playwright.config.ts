import { availableParallelism } from 'node:os'
import { defineConfig } from '@playwright/test'

/** The system Chromium (`apt-get install chromium`); never `playwright install`. */
const launchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
}

export default defineConfig({
  testDir: 'e2e',
  testMatch: '*.e2e.ts',
  forbidOnly: !!process.env.CI,
  // A worker per core, each with its own simulator (fixtures.ts). Three on two cores were tried
  // (the cores looked half idle): the slice took as long per test and a heavy journey timed out.
  workers: availableParallelism(),
  // Each test's time in target/journeys.json, to see where the stage's minutes go.
  reporter: [['list'], ['json', { outputFile: '../target/journeys.json' }]],
  expect: {
    // The baselines of visual.e2e.ts, where the README shows them. On the same Chromium build a
    // screen renders identically; 100 pixels absorbs antialiasing noise, while a moved box, a
    // changed size or a new word changes thousands (docs/reference/console.md#tests-that-see-what-users-see).
    toHaveScreenshot: {
      pathTemplate: '{testDir}/../../docs/screenshots/{arg}{ext}',
      maxDiffPixels: 100,
      animations: 'disabled',
      caret: 'hide',
      scale: 'css',
    },
  },
  // A failed test keeps its trace (actions, DOM snapshots, network, console) without the
  // screencast: its frames cost a fifth of the journeys' CPU on two cores.
  use: { browserName: 'chromium', launchOptions, locale: 'en-US', trace: { mode: 'retain-on-failure', screenshots: false } },
  projects: [
    { name: 'desktop', use: { viewport: { width: 1280, height: 800 } } },
    // Once, at 1280 px: the screenshot baselines (taken at that width), the money figures (the same
    // at every width), the developer loop (no browser involved) and the side navigation's fit (a
    // phone has the drawer, not the rail).
    { name: 'mobile', testIgnore: ['visual.e2e.ts', 'money-agreement.e2e.ts', 'dev-loop.e2e.ts', 'nav-fit.e2e.ts'], use: { viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true } },
  ],
})
