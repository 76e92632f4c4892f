import type { Page } from '@playwright/test'
import type { components } from '../src/api/generated/schema'
import { expect } from './fixtures'

type SiteConfig = components['schemas']['SiteConfig']

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
 * Mock mode: the simulator's own owner of the `default` session, by "Explore with the simulator"
 * (in plain sight on a development host such as 127.0.0.1); a demo server's visitor is let in
 * without it.
 */
export async function signInWithSimulator(page: Page) {
  await page.goto('/app/')
  const dashboard = page.getByRole('heading', { level: 1, name: 'Dashboard' })
  const explore = page.getByRole('button', { name: 'Explore with the simulator' })
  await expect(dashboard.or(explore)).toBeVisible()
  if (await explore.isVisible()) await explore.click()
  await expect(dashboard).toBeVisible()
}

/** A user's own key, e.g. the owner of a fresh session. */
export async function signInWithKey(page: Page, apiKey: string) {
  await openApiKeyForm(page)
  await page.getByRole('textbox', { name: 'API key', exact: true }).fill(apiKey)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible()
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
