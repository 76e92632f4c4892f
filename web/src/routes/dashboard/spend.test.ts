import { expect, test } from 'vitest'
import type { Invoice, UsageItem } from '../../api/billing'
import { dailySpend, monthForecast, recentDailyRate, runway, runwayMonths, spendsOf, utcMonth } from './spend'

const at = (iso: string) => Date.parse(iso) / 1000

const usage = (cost: number, hours: number): UsageItem => ({
  uuid: `u-${cost}`,
  billing_account_id: 1,
  description: 'web-1',
  hours,
  price: cost / hours,
  cost,
  price_unit: 'h',
  configurations: [],
})

const invoice = (over: Partial<Invoice>): Invoice => ({
  id: 7,
  padded_id: '0000000007',
  billing_account_id: 1,
  created: at('2027-03-01T00:00:00Z'),
  due_date: null,
  period_start: at('2027-02-01T00:00:00Z'),
  period_end: at('2027-02-28T23:59:59Z'),
  status: 10,
  type: 'cloud_services',
  discount_percentage: 0,
  vat_percentage: 0,
  totals: { subtotal: 0, discount_amount: 0, credit: 0, vat_tax: 0, total: 0 },
  records_list: [],
  transaction_list: [],
  ...over,
})

const line = (amount: number, qty: number, extra: { qty_unit?: string; is_technical?: boolean } = {}) => ({
  name: 'web-1',
  descr: 'vm',
  qty,
  qty_unit: 'h',
  item_price: amount / qty,
  amount,
  vat_amount: 0,
  location_slug: 'tll',
  is_technical: false,
  ...extra,
})

test('spend per day: this month from usage up to now, the days before from the closed invoice', () => {
  const now = at('2027-03-02T12:00:00Z')
  // 36 hours this month (1 March and half of 2 March) at 1 an hour; 48 hours at the end of February at 0.5.
  const spends = spendsOf(
    [usage(36, 36)],
    [
      invoice({ records_list: [line(24, 48), line(5, 1, { qty_unit: 'pcs' }), line(9, 9, { is_technical: true })] }),
      invoice({ id: 'current', status: 0, period_start: at('2027-03-01T00:00:00Z'), period_end: at('2027-03-31T23:59:59Z') }),
    ],
    now,
  )
  const days = dailySpend(spends, now, 4)
  expect(days.map((d) => new Date(d.day * 1000).toISOString().slice(0, 10))).toEqual(['2027-02-27', '2027-02-28', '2027-03-01', '2027-03-02'])
  expect(days.map((d) => d.amount)).toEqual([12, 12, 24, 12])
})

test('the recent rate: the last seven days, or since the first spend of a younger account', () => {
  const now = at('2027-03-20T00:00:00Z')
  expect(recentDailyRate([{ amount: 19 * 24, hours: 19 * 24, end: now }], now)).toBeCloseTo(24)
  expect(recentDailyRate([{ amount: 6, hours: 6, end: now }], now)).toBeCloseTo(24)
  expect(recentDailyRate([], now)).toBe(0)
})

test('a runway of two months or more is told in whole months, a shorter one in days', () => {
  expect(runwayMonths(59)).toBeUndefined()
  expect(runwayMonths(60)).toBe(2)
  expect(runwayMonths(89)).toBe(2)
  expect(runwayMonths(120)).toBe(4)
})

test('runway: days of credit at the rate; no spend and no credit said apart', () => {
  expect(runway(100, 24)).toEqual({ kind: 'days', days: 4 })
  expect(runway(100, 0)).toEqual({ kind: 'no_spend' })
  expect(runway(0, 24)).toEqual({ kind: 'no_credit' })
  expect(runway(-5, 0)).toEqual({ kind: 'no_credit' })
})

test('the forecast is linear in the month elapsed, whatever the month length', () => {
  // 31 January 12:00: 30.5 of 31 days gone.
  expect(monthForecast(30.5, at('2027-01-31T12:00:00Z'))).toBeCloseTo(31)
  // 29 February of a leap year, 12:00: 28.5 of 29 days.
  expect(monthForecast(28.5, at('2028-02-29T12:00:00Z'))).toBeCloseTo(29)
  // 31 December, the year's last hour: a 31-day month, one hour left.
  expect(monthForecast(743, at('2027-12-31T23:00:00Z'))).toBeCloseTo(744)
  // A month's first minutes: nothing to go by yet; the first hour is enough.
  expect(monthForecast(0.5, at('2027-03-01T00:30:00Z'))).toBeUndefined()
  expect(monthForecast(1, at('2027-04-01T01:00:00Z'))).toBeCloseTo(720)
})

test('the UTC month of an instant, across a year end and a leap day', () => {
  expect(utcMonth(at('2027-12-31T23:59:59Z'))).toEqual({ start: at('2027-12-01T00:00:00Z'), next: at('2028-01-01T00:00:00Z') })
  expect(utcMonth(at('2028-02-29T00:00:00Z'))).toEqual({ start: at('2028-02-01T00:00:00Z'), next: at('2028-03-01T00:00:00Z') })
})
