import { screen, within } from '@testing-library/react'
import { delay, http, HttpResponse } from 'msw'
import { afterEach, expect, test } from 'vitest'
import { siteConfig } from '../../mocks/fixtures/config'
import { servicePackages } from '../../mocks/fixtures/services'
import { renderApp } from '../../../test/render'
import { credentials } from '../../api/credentials'
import { billingAccount, billingAccounts } from '../../mocks/fixtures/billing'
import { brand, ownerApiKey } from '../../mocks/fixtures/control'
import { server } from '../../mocks/server'
import { shipBrand } from '../../../test/brands'
import type { SiteConfig } from '../../api/config'
import { priceList } from '../../mocks/fixtures/pricing'
import { diskFixture } from '../../mocks/fixtures/compute'

afterEach(() => server.events.removeAllListeners())

function open(locale: 'en' | 'et' = 'en') {
  credentials.setApiKey(ownerApiKey)
  return renderApp({ path: '/', locale })
}

test('balances with restriction warnings, what runs and its hourly cost, the latest machines', async () => {
  const totals = billingAccount({ id: 0, title: '' }).running_totals
  server.use(
    http.get('/v1/payment/billing_account/list', () =>
      HttpResponse.json([
        ...billingAccounts,
        { ...billingAccount({ id: 13, title: 'Old shop', restriction_level: 'FROZEN' }), running_totals: { ...totals, credit_available: -4 } },
      ]),
    ),
  )
  open()
  const accounts = await screen.findByRole('region', { name: 'Billing accounts' })
  const main = (await within(accounts).findByRole('link', { name: 'Main' })).closest('li') as HTMLElement
  expect(within(main).getByText('€42.50')).toBeTruthy()
  const frozen = within(accounts).getByRole('link', { name: 'Old shop' }).closest('li') as HTMLElement
  expect(within(frozen).getByText('Frozen')).toBeTruthy()
  expect(within(frozen).getByText('-€4.00')).toBeTruthy()
  expect(within(frozen).getByText('Open the account to see why and how to fix it.')).toBeTruthy()
  const pending = within(accounts).getByRole('link', { name: 'Side project' }).closest('li') as HTMLElement
  expect(within(pending).getByText('Pending validation')).toBeTruthy()

  const running = screen.getByRole('region', { name: 'Running now' })
  expect(await within(running).findByText('2 resource(s) running, costing €0.128 per hour.')).toBeTruthy()
  expect(within(running).getAllByText('€0.064')).toHaveLength(2)
  expect(within(running).getByRole('link', { name: 'db-1' }).getAttribute('href')).toBe(
    '/app/compute/vm/jhv/037b47e0-f6b5-4aab-9f8e-82a7ac5488fd',
  )
  const machines = screen.getByRole('region', { name: 'Latest 10 virtual machines' })
  expect(within(machines).getByRole('link', { name: 'build-runner' })).toBeTruthy()
  expect(screen.getByRole('link', { name: 'Price list' }).getAttribute('href')).toBe('/app/pricing')
  // Each type's card counts what the customer has of it.
  const resources = screen.getByRole('region', { name: 'Your resources' })
  expect(within(resources).getByRole('link', { name: /^Virtual machines: ?3$/ })).toBeTruthy()
  expect(within(resources).getByRole('link', { name: /^Disks: ?2$/ })).toBeTruthy()
})

/** A standalone disk row as the disks list answers it. */
const disk = (uuid: string, display_name: string, created_at: string) =>
  diskFixture({ uuid, display_name, created_at, updated_at: created_at })

test('the latest disks across locations, newest first', async () => {
  server.use(
    http.get('/v1/tll/storage/disks', () => HttpResponse.json([disk('d1', 'data-old', '2025-01-01 00:00:00')])),
    http.get('/v1/jhv/storage/disks', () => HttpResponse.json([disk('d2', 'data-new', '2025-02-01 00:00:00')])),
  )
  open()
  const section = await screen.findByRole('region', { name: 'Latest 10 disks' })
  await within(section).findByRole('link', { name: 'data-old' })
  expect(within(section).getAllByRole('link').map((link) => link.textContent)).toEqual(['data-new', 'data-old'])
})

// Issue 43: the dashboard listed a VM's boot disk, which has no name of its own, by its UUID.
test("a VM's unnamed boot disk is called after its machine and device, as on the disks page", async () => {
  const boot = { ...disk('5f529bc8-2062-4120-9868-90a35da4d15c', '', '2025-03-01 00:00:00'), attached_to: '5f529bc8-2062-4120-9868-90a35da4d6a8' }
  server.use(
    http.get('/v1/tll/storage/disks', () => HttpResponse.json([boot, disk('d1', 'shop-db-data-tll', '2025-01-01 00:00:00')])),
    http.get('/v1/jhv/storage/disks', () => HttpResponse.json([])),
  )
  open()
  const section = await screen.findByRole('region', { name: 'Latest 10 disks' })
  await within(section).findByRole('link', { name: 'web-1 / sda' })
  expect(within(section).getAllByRole('link').map((link) => link.textContent)).toEqual(['web-1 / sda', 'shop-db-data-tll'])
  expect(within(section).getAllByText('20 GB')).toHaveLength(2)
})

test('a list shows the latest 10 only, newest first', async () => {
  const day = (n: number) => String(n).padStart(2, '0')
  const nth = (n: number) => disk(`d${n}`, `data-${day(n)}`, `2025-01-${day(n)} 00:00:00`)
  server.use(
    http.get('/v1/tll/storage/disks', () => HttpResponse.json(Array.from({ length: 12 }, (_, i) => nth(i + 1)))),
    http.get('/v1/jhv/storage/disks', () => HttpResponse.json([])),
  )
  open()
  const section = await screen.findByRole('region', { name: 'Latest 10 disks' })
  await within(section).findByRole('link', { name: 'data-12' })
  const names = within(section).getAllByRole('link').map((link) => link.textContent)
  expect(names).toEqual(Array.from({ length: 10 }, (_, i) => `data-${String(12 - i).padStart(2, '0')}`))
})

test('accounts that cannot be loaded offer a retry; speaks Estonian', async () => {
  server.use(
    http.get('/v1/payment/billing_account/list', () => HttpResponse.json({ errors: { Error: 'Boom' } }, { status: 500 })),
  )
  open('et')
  const accounts = await screen.findByRole('region', { name: 'Arvelduskontod' })
  expect(await within(accounts).findByRole('button', { name: 'Proovi uuesti' })).toBeTruthy()
  expect(await screen.findByRole('region', { name: 'Praegu töötab' })).toBeTruthy()
})

/** The site's flags, as `config/ui/config` answers them. */
const flags = (patch: Partial<SiteConfig>) =>
  server.use(http.get('/v1/config/ui/config', () => HttpResponse.json({ ...siteConfig, ...patch })))

test('every enabled type has its latest list linking to the details; what runs costs per hour across types', async () => {
  flags({ vmsEnabled: false, bareMetalEnabled: true, servicesEnabled: true, loadBalancerEnabled: true, firewallEnabled: true })
  const asked: string[] = []
  server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname))
  const prices = Object.fromEntries(
    Object.entries(priceList.EUR ?? {}).map(([slug, list]) => [
      slug,
      [...list, { resource_type: 'LOAD_BALANCER', price_per_unit: 0.05, price_per_unit_month: 36.5, description: '' }],
    ]),
  )
  const db = servicePackages[0]
  server.use(
    http.get('/v1/pricing/list/current', () => HttpResponse.json({ EUR: prices })),
    http.get('/v1/user-resource/service/packages', () =>
      HttpResponse.json([
        {
          ...db,
          prices: [
            { resourceType: 'CPU', pricePerUnit: 0.01, priceMultiplier: 1 },
            { resourceType: 'RAM', pricePerUnit: 0.004, priceMultiplier: 1 },
            { resourceType: 'STORAGE', pricePerUnit: 0.0001, priceMultiplier: 1 },
            { resourceType: 'LICENSE', pricePerUnit: 0.03, priceMultiplier: 1 },
            { resourceType: 'ASSIGNED_FLOATING_IP', pricePerUnit: 0.004, priceMultiplier: 1 },
          ],
        },
      ]),
    ),
  )
  open()
  const running = await screen.findByRole('region', { name: 'Running now' })
  // The lease (1 unit of €0.20), the package (2 vCPU, 4 GiB, a licence, 40 GB, its IP) and the balancer.
  expect(await within(running).findByText('3 resource(s) running, costing €0.324 per hour.')).toBeTruthy()
  const row = (name: string) => within(running).getByRole('link', { name }).closest('tr') as HTMLElement
  expect(within(row('db-metal')).getByText('€0.20')).toBeTruthy()
  expect(within(row('db-metal')).getByText('Bare metal server')).toBeTruthy()
  expect(within(row('orders-db')).getByText('€0.074')).toBeTruthy()
  expect(within(row('web')).getByText('€0.05')).toBeTruthy()

  const panel = (name: string) => screen.getByRole('region', { name })
  const link = (region: string, name: string) => within(panel(region)).getByRole('link', { name }).getAttribute('href')
  expect(link('Latest 10 bare metal servers', 'db-metal')).toBe('/app/metal/lease/lease-db')
  expect(link('Latest 10 managed services', 'orders-db')).toBe('/app/services/service/tll/pkg-db')
  expect(link('Latest 10 IP addresses', 'spare')).toMatch(/^\/app\/network\/ip_address\/tll\//)
  expect(within(panel('Latest 10 IP addresses')).getByText('185.12.0.11')).toBeTruthy()
  expect(link('Latest 10 private networks', 'Private network')).toMatch(/^\/app\/network\/vpc\/tll\//)
  expect(link('Latest 10 load balancers', 'web')).toBe('/app/network/load_balancer/tll/5f3c1b6d-0a9e-4c8b-9d7a-6f5e4d3c2b1a')
  expect(within(panel('Latest 10 firewalls')).getAllByRole('link').length).toBeGreaterThan(0)
  expect(link('Latest 10 buckets', 'website-assets')).toBe('/app/storage/bucket/website-assets')
  expect(within(panel('Latest 10 buckets')).getByText('3.5 MB')).toBeTruthy()

  // VMs are off for this site: no section, and not one call for them.
  expect(screen.queryByRole('region', { name: 'Latest 10 virtual machines' })).toBeNull()
  expect(asked.some((path) => path.includes('/user-resource/vm/list'))).toBe(false)
})

test('types the site turns off make no calls and have no lists', async () => {
  flags({ vmsEnabled: false, disksEnabled: false, ipsEnabled: false, privateNetworksEnabled: false, storageEnabled: false })
  const asked: string[] = []
  server.events.on('request:start', ({ request }) => void asked.push(new URL(request.url).pathname))
  open()
  const running = await screen.findByRole('region', { name: 'Running now' })
  expect(await within(running).findByText('0 resource(s) running, costing €0.00 per hour.')).toBeTruthy()
  expect(screen.queryByRole('region', { name: 'Latest resources' })).toBeNull()
  const resourceCalls = asked.filter((path) => /network|storage|vm\/list|metal|service/.test(path))
  expect(resourceCalls).toEqual([])
})

/** The brand's desktop banner (theme extras). */
const banner = (text: string) => shipBrand({ ...brand, theme: { ...brand.theme, extras: { desktop_banner: text } } })

test('the desktop banner links to creating a VM, and is only text where the site hides VMs', async () => {
  banner('Your first VM in a minute')
  const first = open()
  const link = await screen.findByRole('link', { name: 'Your first VM in a minute' })
  expect(link.getAttribute('href')).toBe('/app/compute/create')
  first.unmount()

  flags({ vmsEnabled: false })
  open()
  expect(await screen.findByText('Your first VM in a minute')).toBeTruthy()
  expect(screen.queryByRole('link', { name: 'Your first VM in a minute' })).toBeNull()
})

test('an empty type says so and offers to create one', async () => {
  server.use(
    http.get('/v1/:location/network/ip_addresses', () => HttpResponse.json([])),
    http.get('/v1/storage/bucket/list', () => HttpResponse.json([])),
  )
  open()
  const ips = await screen.findByRole('region', { name: 'Latest 10 IP addresses' })
  expect(await within(ips).findByText(/You have no IP addresses yet/)).toBeTruthy()
  expect(within(ips).getByRole('link', { name: 'New IP address' }).getAttribute('href')).toBe('/app/network/create/ip_address')
  const buckets = screen.getByRole('region', { name: 'Latest 10 buckets' })
  expect(await within(buckets).findByRole('link', { name: 'New bucket' })).toBeTruthy()
})

test('a type that cannot be loaded offers its retry, and the running total says it leaves it out', async () => {
  let failing = true
  server.use(
    http.get('/v1/:location/network/networks', () =>
      failing ? HttpResponse.json({ errors: { Error: 'Boom' } }, { status: 500 }) : HttpResponse.json([]),
    ),
  )
  open()
  const networks = await screen.findByRole('region', { name: 'Latest 10 private networks' })
  const retry = await within(networks).findByRole('button', { name: 'Retry' })
  expect(within(networks).getByText('The list could not be loaded.')).toBeTruthy()
  const running = screen.getByRole('region', { name: 'Running now' })
  expect(await within(running).findByText('Some resources could not be loaded, so the total leaves them out.')).toBeTruthy()
  failing = false
  retry.click()
  expect(await within(networks).findByText(/You have no private networks yet/)).toBeTruthy()
  expect(within(running).queryByText('Some resources could not be loaded, so the total leaves them out.')).toBeNull()
})

test('while the lists load, each section says it is loading', async () => {
  server.use(http.get('/v1/:location/storage/disks', () => delay('infinite')))
  open()
  const disks = await screen.findByRole('region', { name: 'Latest 10 disks' })
  expect(within(disks).getByRole('status').textContent).toBe('Loading…')
  const running = screen.getByRole('region', { name: 'Running now' })
  expect(within(running).getByRole('status').textContent).toBe('Loading…')
  const machines = screen.getByRole('region', { name: 'Latest 10 virtual machines' })
  expect(await within(machines).findByRole('link', { name: 'web-1' })).toBeTruthy()
})

test('a machine in a location without prices is shown as unpriced, not free', async () => {
  server.use(http.get('/v1/pricing/list/current', () => HttpResponse.json({ EUR: { tll: priceList.EUR?.tll } })))
  open()
  const running = await screen.findByRole('region', { name: 'Running now' })
  expect(await within(running).findByText('2 resource(s) running, costing €0.064 per hour.')).toBeTruthy()
  const row = within(running).getByRole('link', { name: 'db-1' }).closest('tr') as HTMLElement
  expect(within(row).getByText('—')).toBeTruthy()
})

/** Every list the dashboard reads answers empty: an account with no resources yet. */
function nothingYet() {
  const none = () => HttpResponse.json([])
  server.use(
    ...['user-resource/vm/list', 'metal/leases', 'storage/disks', 'network/ip_addresses', 'network/networks', 'network/load_balancers', 'network/firewalls'].map(
      (path) => http.get(`/v1/:location/${path}`, none),
    ),
    http.get('/v1/user-resource/service/packages', none),
    http.get('/v1/storage/bucket/list', none),
  )
}

test("a brand's welcome text shows under the dashboard's greeting while the account has nothing yet", async () => {
  shipBrand({ ...brand, theme: { ...brand.theme, extras: { welcome_text: 'Create your first virtual machine in under a minute.' } } })
  nothingYet()
  open()
  expect(await screen.findByText('Create your first virtual machine in under a minute.')).toBeTruthy()
})

// Issue 43: an account with 13 VMs was told "Create your first virtual machine in under a minute".
test("an account with resources is not invited to create its first one by the brand's welcome text", async () => {
  shipBrand({ ...brand, theme: { ...brand.theme, extras: { welcome_text: 'Create your first virtual machine in under a minute.' } } })
  open()
  const machines = await screen.findByRole('region', { name: 'Latest 10 virtual machines' })
  expect(await within(machines).findByRole('link', { name: 'web-1' })).toBeTruthy()
  expect(screen.getByText(/Welcome,/)).toBeTruthy()
  expect(screen.queryByText('Create your first virtual machine in under a minute.')).toBeNull()
})
