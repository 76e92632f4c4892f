import type { Page } from '@playwright/test'
import type { components } from '../src/api/generated/schema'
import { expect } from './fixtures'

type SiteConfig = components['schemas']['SiteConfig']
type SessionInfo = components['schemas']['SessionInfo']

/**
 * The API-key form: on sites that sign in through an identity provider it sits behind
 * 'More sign-in options'; with the fake provider it is the whole form.
 */
export async function openApiKeyForm(page: Page) {
  await page.goto('/app/')
  const more = page.getByRole('button', { name: 'More sign-in options' })
  const key = page.getByRole('textbox', { name: 'API key', exact: true })
  await expect(more.or(key).first()).toBeVisible()
  if (await more.isVisible()) await more.click()
}

/** Fills the API-key form for real mode at `prefix` with `key`; the caller clicks Sign in. */
export async function fillRealApiKeyForm(page: Page, prefix: string, key: string) {
  await openApiKeyForm(page)
  await page.getByRole('checkbox', { name: 'Use the simulator (mock API)' }).uncheck()
  await page.getByRole('combobox', { name: 'API prefix' }).fill(prefix)
  await expect(page.getByText(`Calls go to ${prefix}/v1/…`)).toBeVisible()
  await page.getByRole('textbox', { name: 'API key', exact: true }).fill(key)
}

/**
 * Mock mode: the simulator's own owner of the `default` session, signed in as `signInWithKey` does.
 * The way a person finds it (`signInThroughForm`) is walked in shell.e2e.ts and visitors.e2e.ts.
 */
export async function signInWithSimulator(page: Page) {
  const sessions = (await (await page.request.get('/__sim/sessions')).json()) as SessionInfo[]
  const owner = sessions.find((s) => s.session === 'default')?.users.find((u) => u.role === 'owner')
  if (!owner) throw new Error('the simulator lists no owner of its default session')
  await signInWithKey(page, owner.api_key)
}

/**
 * A user's own key, e.g. the owner of a fresh session, stored as a signed-in console keeps it
 * (`cloudsim.apikey:/`) before the page's first script runs: the journeys share the sign-in's
 * outcome instead of walking its form each time (the form has journeys of its own: shell.e2e.ts,
 * signup.e2e.ts, visitors.e2e.ts). Stored once per page, so a journey that signs out stays out.
 */
export async function signInWithKey(page: Page, apiKey: string) {
  const store = (key: string) => localStorage.setItem('cloudsim.apikey:/', key)
  // A page still blank has no storage of the console's origin yet: the key goes in as it loads.
  if (page.url().startsWith('http')) await page.evaluate(store, apiKey)
  else
    await page.addInitScript((key) => {
      if (sessionStorage.getItem('e2e.signed-in') !== null) return
      sessionStorage.setItem('e2e.signed-in', key)
      localStorage.setItem('cloudsim.apikey:/', key)
    }, apiKey)
  await page.goto('/app/')
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
}

/**
 * The way in a person takes: "Explore with the simulator" (in plain sight on a development host
 * such as 127.0.0.1) as the simulator's default owner; a demo server's visitor is let in without it.
 */
export async function signInThroughForm(page: Page) {
  await page.goto('/app/')
  const dashboard = page.getByRole('heading', { level: 1, name: 'Dashboard' })
  const explore = page.getByRole('button', { name: 'Explore with the simulator' })
  await expect(dashboard.or(explore)).toBeVisible()
  if (await explore.isVisible()) await explore.click()
  await expect(dashboard).toBeVisible()
}

/** On a phone-sized screen the main navigation sits behind the menu button. */
export async function openNavigation(page: Page) {
  const menu = page.getByRole('button', { name: 'Open menu' })
  if (await menu.isVisible()) await menu.click()
  const nav = page.getByRole('navigation', { name: 'Main' })
  await expect(nav).toBeVisible()
  return nav
}

/** The navigation a site's flags call for (docs/product/access.md#api-tokens), in the console's order. */
export function expectedNavigation(config: SiteConfig): string[] {
  const flagged: [keyof SiteConfig | null, string][] = [
    ['vmsEnabled', 'Virtual machines'],
    ['bareMetalEnabled', 'Bare metal servers'],
    ['servicesEnabled', 'Managed services'],
    ['disksEnabled', 'Disks'],
    ['ipsEnabled', 'IP addresses'],
    ['privateNetworksEnabled', 'Private networks'],
    ['loadBalancerEnabled', 'Load balancers'],
    ['firewallEnabled', 'Firewalls'],
    ['storageEnabled', 'Buckets'],
    [null, 'Billing accounts'],
    [null, 'API tokens'],
    [null, 'Access delegations'],
  ]
  return ['Dashboard', ...flagged.filter(([flag]) => flag === null || config[flag] === true).map(([, label]) => label)]
}
