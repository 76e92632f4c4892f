import fc from 'fast-check'
import { expect, test } from 'vitest'
import en from '../i18n/core/en'
import es from '../i18n/core/es'
import et from '../i18n/core/et'
import { siteConfig } from '../mocks/fixtures/config'
import { chunks } from './all'
import { createPath, listPath } from './path-builder'
import type { Screen } from './screen'
import { enabledResourceTypes, isResourceTypeEnabled, resourceTypeInfo, resourceTypes } from './resource-types'

const alwaysOn = ['access_delegation', 'api_token', 'access_impersonation', 'billing_account']
const flags = {
  virtual_machine: 'vmsEnabled',
  managed_service: 'servicesEnabled',
  bucket: 'storageEnabled',
  load_balancer: 'loadBalancerEnabled',
  vpc: 'privateNetworksEnabled',
  ip_address: 'ipsEnabled',
  bare_metal: 'bareMetalEnabled',
  firewall: 'firewallEnabled',
  disk: 'disksEnabled',
} as const

test('the registry holds all 13 types with an icon, a list screen and labels in every language', () => {
  expect(Object.keys(resourceTypeInfo).sort()).toEqual([...resourceTypes].sort())
  expect(resourceTypes).toHaveLength(13)
  for (const type of resourceTypes) {
    expect(resourceTypeInfo[type].icon).toBeTruthy()
    expect(listPath(type).startsWith('/')).toBe(true)
    for (const catalogue of [en, et, es]) {
      expect(catalogue.resources[type].one).toBeTruthy()
      expect(catalogue.resources[type].other).toBeTruthy()
    }
  }
})

test('docs/product/config.md#feature-flags: each type is available by its own flag; four are always on', () => {
  fc.assert(
    fc.property(fc.record(Object.fromEntries(Object.values(flags).map((f) => [f, fc.boolean()]))), (values) => {
      const config = { ...siteConfig, ...values }
      for (const type of resourceTypes) {
        const flag = (flags as Record<string, keyof typeof values>)[type]
        const expected = flag === undefined ? alwaysOn.includes(type) : values[flag]
        expect(isResourceTypeEnabled(type, config)).toBe(expected)
      }
    }),
  )
})

test('the bare-metal-only configuration enables bare metal and the account types only', () => {
  const metalOnly = { ...siteConfig, ...Object.fromEntries(Object.values(flags).map((f) => [f, false])), bareMetalEnabled: true }
  expect(enabledResourceTypes(metalOnly).sort()).toEqual(['bare_metal', ...alwaysOn].sort())
})

test('each type has one entry in the navigation, and at most one create screen', () => {
  const declared = chunks.flatMap((c) => Object.values(c.screens as Record<string, Screen>))
  for (const type of resourceTypes) {
    expect([type, declared.filter((s) => s.nav === type).length]).toEqual([type, 1])
    expect(declared.filter((s) => s.creates?.includes(type)).length).toBeLessThanOrEqual(1)
  }
  expect(createPath('ip_address')).toBe('/network/create/ip_address')
  expect(createPath('access_impersonation')).toBeUndefined()
})
