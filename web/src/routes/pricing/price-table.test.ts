import fc from 'fast-check'
import { expect, test } from 'vitest'
import { pricedPlaces, pricesIn, type PriceList } from './price-table'
import type { Price } from '../../api/pricing'

const cpu: Price = { resource_type: 'CPU', price_per_unit: 0.013699, price_per_unit_month: 10.0003, description: 'per vCPU per hour' }
const list: PriceList = { EUR: { tll: [cpu], jhv: [cpu] }, USD: { tll: [{ ...cpu, price_per_unit_month: 11.4 }] } }
const usd = { code: 'USD', title: 'US Dollar', rate: 1.14 }
const thb = { code: 'THB', title: 'Thai Baht', rate: 37.27 }

test("uses the API's own table for a currency, and converts the site currency's otherwise", () => {
  expect(pricesIn(list, 'tll', usd, 'EUR')[0]?.price_per_unit_month).toBe(11.4)
  expect(pricesIn(list, 'jhv', usd, 'EUR')[0]?.price_per_unit_month).toBe(11.4)
  expect(pricesIn(list, 'tll', thb, 'EUR')[0]).toMatchObject({ price_per_unit: 0.510562, price_per_unit_month: 372.71 })
  expect(pricesIn(list, 'nowhere', thb, 'EUR')).toEqual([])
  expect(pricedPlaces(list)).toEqual(['jhv', 'tll'])
})

test('a converted monthly price is within half a cent of the exact product', () => {
  fc.assert(
    fc.property(fc.integer({ min: 0, max: 1_000_000 }), fc.double({ min: 0.01, max: 20_000, noNaN: true }), (cents, rate) => {
      const price = { ...cpu, price_per_unit_month: cents / 100 }
      const [converted] = pricesIn({ EUR: { tll: [price] } }, 'tll', { code: 'XXX', title: '', rate }, 'EUR')
      expect(Math.abs((converted?.price_per_unit_month ?? 0) - (cents / 100) * rate)).toBeLessThanOrEqual(0.005 + cents * rate * 1e-15)
    }),
  )
})
