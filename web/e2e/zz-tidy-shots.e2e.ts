/// <reference lib="dom" />
// Temporary (not committed): screenshots of the refactored pages, two brands, light and dark, 390 px.
import path from 'node:path'
import { expect, test } from './fixtures'

const out = path.resolve(import.meta.dirname, '../test-results/tidy-shots')
const lists: [string, string][] = [
  ['vms', '/compute'],
  ['disks', '/disks'],
  ['firewalls', '/network/firewall'],
  ['lbs', '/network/load_balancer'],
  ['vpcs', '/network/vpc'],
  ['ips', '/network/ip_address'],
  ['tokens', '/access/token'],
  ['delegations', '/access/delegation'],
  ['billing', '/billing'],
  ['metal', '/metal'],
  ['services', '/services'],
]
const plain: [string, string][] = [
  ['dashboard', '/'],
  ['profile', '/profile'],
  ['keys', '/storage/keys'],
]

for (const brand of ['pilvio', 'dimensicloud']) {
  for (const mode of ['light', 'dark'] as const) {
    test(`shots ${brand} ${mode}`, async ({ browser, request, baseURL }, info) => {
      test.skip(info.project.name !== 'mobile')
      test.setTimeout(300_000)
      const session = await (await request.post('/__sim/sessions', { data: { brand } })).json()
      const owner = session.users.find((u: { role: string }) => u.role === 'owner')
      const context = await browser.newContext({ baseURL, colorScheme: mode, viewport: { width: 390, height: 844 } })
      await context.addInitScript(
        ({ key, mode }) => {
          localStorage.setItem('cloudsim.apikey:/', key)
          localStorage.setItem('cloudsim.theme.mode', mode)
        },
        { key: owner.api_key, mode },
      )
      const page = await context.newPage()
      const shot = async (name: string) => {
        await page.waitForLoadState('networkidle')
        await page.screenshot({ path: path.join(out, `${brand}-${mode}-${name}.png`), fullPage: true })
      }
      for (const [name, target] of plain) {
        await page.goto(`/app${target}`)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        await shot(name)
      }
      for (const [name, target] of lists) {
        await page.goto(`/app${target}`)
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        await shot(name)
        const first = page.locator('main table tbody tr a').first()
        if ((await first.count()) === 0) continue
        await first.click()
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
        await shot(`${name}-detail`)
        if (name === 'billing') {
          for (const tab of ['Usage', 'Credit history']) {
            const t = page.getByRole('tab', { name: tab })
            if (await t.count()) {
              await t.click()
              await shot(`billing-${tab.replace(' ', '-')}`)
            }
          }
        }
      }
      await context.close()
    })
  }
}
