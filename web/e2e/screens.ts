/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import type { APIRequestContext, Browser, BrowserContext, Page } from '@playwright/test'
import type { components } from '../src/api/generated/schema'
import { chooseLanguage, expect } from './fixtures'

type Schemas = components['schemas']
type Flag = keyof Schemas['SiteConfig']

/** A screen of the signed-in console: its name in test output and file names, and its path under /app. */
export type Screen = { name: string; path: string }

/**
 * A fixed world, so the same screens show the same things on every run: seed, start instant and a
 * clock that moves only when told (docs/reference/control-api.md). Keys derived from the seed keep
 * the one place a key shows (the token page) the same too.
 */
export const fixedWorld = { seed: 7, start: '2026-03-10T09:00:00Z', clock: 'manual', deterministic_secrets: true }

/** A session of `brand` (the server's own when unset) in the fixed world, and its owner's key. */
export async function fixedSession(request: APIRequestContext, brand?: string) {
  const response = await request.post('/__sim/sessions', { data: { ...fixedWorld, ...(brand ? { brand } : {}) } })
  expect(response.ok(), `session of ${brand ?? 'the server brand'}`).toBe(true)
  const info = (await response.json()) as Schemas['SessionInfo']
  const owner = info.users.find((user) => user.role === 'owner')
  if (!owner) throw new Error(`session ${info.session} has no owner`)
  return { id: info.session, brand: info.brand, key: owner.api_key, close: () => request.delete(`/__sim/sessions/${info.session}`) }
}

/** The first of a per-location list, with its location. */
async function firstLocated<T>(request: APIRequestContext, key: string, locations: string[], list: string): Promise<{ location: string; item: T } | undefined> {
  for (const location of locations) {
    const response = await request.get(`/v1/${location}/${list}`, { headers: { apikey: key } })
    const items = response.ok() ? ((await response.json()) as T[]) : []
    if (items[0]) return { location, item: items[0] }
  }
  return undefined
}

/**
 * Every screen of the signed-in console the session's brand offers (its feature flags), the detail
 * pages at the first resource of each type in the brand's demo world: the navigation's lists, their
 * create pages and one detail page each, the profile, the price list and the payment return.
 */
export async function everyScreen(request: APIRequestContext, key: string): Promise<Screen[]> {
  const headers = { apikey: key }
  const get = async <T>(path: string): Promise<T> => (await (await request.get(path, { headers })).json()) as T
  const config = await get<Schemas['SiteConfig']>('/v1/config/ui/config')
  const locations = (await get<Schemas['Location'][]>('/v1/config/locations')).map((location) => location.slug)
  const [account] = await get<Schemas['BillingAccount'][]>('/v1/payment/billing_account/list')
  const [token] = await get<Schemas['ApiToken'][]>('/v1/user-resource/token/list')
  const [group] = await get<Schemas['AccessGroup'][]>('/v1/user-resource/access_group')
  const on = (flag: Flag) => config[flag] === true
  const located = async <T extends { uuid: string }>(flag: Flag, list: string) =>
    on(flag) ? firstLocated<T>(request, key, locations, list) : undefined

  const vm = await located<Schemas['Vm']>('vmsEnabled', 'user-resource/vm/list')
  const disk = await located<Schemas['Disk']>('disksEnabled', 'storage/disks')
  const ip = await located<Schemas['FloatingIp']>('ipsEnabled', 'network/ip_addresses')
  const vpc = await located<Schemas['Network']>('privateNetworksEnabled', 'network/networks')
  const balancer = await located<Schemas['LoadBalancer']>('loadBalancerEnabled', 'network/load_balancers')
  const firewall = await located<Schemas['Firewall']>('firewallEnabled', 'network/firewalls')
  const [lease] = on('bareMetalEnabled') ? await get<Schemas['MetalLease'][]>('/v1/metal/leases') : []
  const service = on('servicesEnabled')
    ? (await get<Schemas['ServicePackage'][]>('/v1/user-resource/service/packages')).find((p) => p.status !== 'deleted')
    : undefined
  const [bucket] = on('storageEnabled') ? await get<Schemas['Bucket'][]>('/v1/storage/bucket/list') : []

  const screens: (Screen | false | undefined)[] = [
    { name: 'dashboard', path: '/' },
    { name: 'profile', path: '/profile' },
    { name: 'billing', path: '/billing' },
    { name: 'billing-create', path: '/billing/create' },
    account && { name: 'billing-account', path: `/billing/account/${account.id}` },
    account && { name: 'billing-account-edit', path: `/billing/account/${account.id}/edit` },
    account && { name: 'payment-return', path: `/payment_return?identifier=none&billing_account_id=${account.id}` },
    { name: 'tokens', path: '/access/token' },
    { name: 'token-create', path: '/access/create/api_token' },
    token && { name: 'token', path: `/access/token/${token.id}` },
    { name: 'delegations', path: '/access/delegation' },
    { name: 'delegation-create', path: '/access/create/access_delegation' },
    group && { name: 'delegation', path: `/access/delegation/${group.id}` },
    { name: 'pricing', path: '/pricing' },
    ...(on('vmsEnabled') ? [{ name: 'vms', path: '/compute' }, { name: 'vm-create', path: '/compute/create' }] : []),
    vm && { name: 'vm', path: `/compute/vm/${vm.location}/${vm.item.uuid}` },
    ...(on('disksEnabled') ? [{ name: 'disks', path: '/disks' }, { name: 'disk-create', path: '/disks/create' }] : []),
    disk && { name: 'disk', path: `/disks/disk/${disk.location}/${disk.item.uuid}` },
    ...(on('bareMetalEnabled') ? [{ name: 'leases', path: '/metal' }, { name: 'lease-create', path: '/metal/create' }] : []),
    lease && { name: 'lease', path: `/metal/lease/${lease.uuid}` },
    ...networkScreens('ip_address', on('ipsEnabled'), ip),
    ...networkScreens('vpc', on('privateNetworksEnabled'), vpc),
    ...networkScreens('load_balancer', on('loadBalancerEnabled'), balancer),
    ...networkScreens('firewall', on('firewallEnabled'), firewall),
    ...(on('servicesEnabled') ? [{ name: 'services', path: '/services' }, { name: 'service-create', path: '/services/create' }] : []),
    service && { name: 'service', path: `/services/service/${service.properties.location}/${service.uuid}` },
    ...(on('storageEnabled')
      ? [
          { name: 'buckets', path: '/storage' },
          { name: 'bucket-create', path: '/storage/create' },
          { name: 'access-keys', path: '/storage/keys' },
        ]
      : []),
    bucket && { name: 'bucket', path: `/storage/bucket/${bucket.name}` },
  ]
  return screens.filter((screen): screen is Screen => !!screen)
}

function networkScreens(type: string, enabled: boolean, first: { location: string; item: { uuid: string } } | undefined): Screen[] {
  if (!enabled) return []
  const name = type.replaceAll('_', '-')
  return [
    { name: `${name}s`, path: `/network/${type}` },
    { name: `${name}-create`, path: `/network/create/${type}` },
    ...(first ? [{ name, path: `/network/${type}/${first.location}/${first.item.uuid}` }] : []),
  ]
}

/** A browser context signed in with `key` (or signed out without), in a fixed colour mode and time zone. */
export async function consoleContext(
  browser: Browser,
  o: { baseURL: string; key?: string; mode: 'light' | 'dark'; width: number; height?: number },
): Promise<BrowserContext> {
  const context = await browser.newContext({
    baseURL: o.baseURL,
    locale: 'en-US',
    timezoneId: 'UTC',
    colorScheme: o.mode,
    viewport: { width: o.width, height: o.height ?? 800 },
    ...(o.width < 600 ? { isMobile: true, hasTouch: true } : {}),
  })
  await context.addInitScript(
    ({ key, mode }) => {
      if (key) localStorage.setItem('cloudsim.apikey:/', key)
      localStorage.setItem('cloudsim.theme.mode', mode)
    },
    { key: o.key, mode: o.mode },
  )
  // English until the user's profile says otherwise, whatever the site's language.
  await chooseLanguage(context)
  return context
}

/** Opens a screen and waits until it has drawn its data: its heading, no request in flight, no skeleton. */
export async function openScreen(page: Page, path: string) {
  await page.goto(`/app${path}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible({ timeout: 15_000 })
  await page.waitForLoadState('networkidle')
  await expect(page.locator('[role="progressbar"], [class*="skeleton"]')).toHaveCount(0)
}

/** Requests each page has started and not yet seen end, counted from its first `showScreen`. */
const pending = new WeakMap<Page, Set<unknown>>()

/**
 * Shows a screen as the app's own links do, without loading the page again (a tenth of
 * `openScreen`'s time, so sweeps over many screens fit), and waits until it has drawn its data: a
 * new level-1 heading (the one before is marked and must go), no request in flight, no skeleton.
 * The page must show the app already (`openScreen` first).
 */
export async function showScreen(page: Page, path: string) {
  let requests = pending.get(page)
  if (!requests) {
    const inFlight = new Set<unknown>()
    page.on('request', (request) => inFlight.add(request))
    page.on('requestfinished', (request) => inFlight.delete(request))
    page.on('requestfailed', (request) => inFlight.delete(request))
    pending.set(page, (requests = inFlight))
  }
  await page.evaluate((url) => {
    for (const heading of document.querySelectorAll('h1')) heading.dataset.axeShown = ''
    // The router follows the browser's history: a new entry and a popstate is a navigation to it.
    history.pushState(null, '', url)
    dispatchEvent(new PopStateEvent('popstate'))
  }, `/app${path}`)
  const drawn = () => document.querySelector('h1:not([data-axe-shown])') && !document.querySelector('[role="progressbar"], [class*="skeleton"]')
  await page.waitForFunction(drawn, undefined, { polling: 'raf', timeout: 15_000 })
  await expect.poll(() => requests.size, { message: `requests of ${path}`, intervals: [50], timeout: 15_000 }).toBe(0)
  await expect(page.locator('[role="progressbar"], [class*="skeleton"]')).toHaveCount(0)
}
