import fc from 'fast-check'
import { expect, test } from 'vitest'
import { convert, displayCurrency, roundTo } from './money'

const cents = fc.integer({ min: -10_000_000_00, max: 10_000_000_00 })

test('rounds half away from zero on the decimal digits as written', () => {
  expect(roundTo(1.005)).toBe(1.01)
  expect(roundTo(-1.005)).toBe(-1.01)
  expect(roundTo(2.675)).toBe(2.68)
  expect(roundTo(0.0049)).toBe(0)
  expect(roundTo(-0.004)).toBe(0)
  expect(Object.is(roundTo(-0.004), -0)).toBe(false)
  expect(roundTo(0.01234, 4)).toBe(0.0123)
  expect(roundTo(Number.NaN)).toBe(0)
})

test('an amount already in cents stays exactly itself', () => {
  fc.assert(fc.property(cents, (c) => roundTo(c / 100) === c / 100))
})

test('rounding to cents is idempotent, at most half a cent away, and odd', () => {
  const amount = fc.double({ min: -1e7, max: 1e7, noNaN: true })
  fc.assert(
    fc.property(amount, (x) => {
      const r = roundTo(x)
      expect(roundTo(r)).toBe(r)
      expect(Math.abs(r - x)).toBeLessThanOrEqual(0.005 + 1e-9)
      expect(roundTo(-x)).toBe(r === 0 ? 0 : -r)
    }),
  )
})

test('conversion at rate 1 changes nothing; at any rate it is the product rounded to cents', () => {
  const rate = fc.double({ min: 0, max: 100_000, noNaN: true })
  fc.assert(fc.property(cents, (c) => convert(c / 100, { rate: 1 }) === c / 100))
  fc.assert(
    fc.property(cents, rate, (c, r) => {
      const converted = convert(c / 100, { rate: r })
      expect(Math.abs(converted - (c / 100) * r)).toBeLessThanOrEqual(0.005 + Math.abs(c * r) * 1e-15)
      expect(roundTo(converted)).toBe(converted)
    }),
  )
})

test("the sample site's rates (docs/product/payment.md#processors)", () => {
  expect(convert(13, { rate: 1.14 })).toBe(14.82)
  expect(convert(13, { rate: 18621 })).toBe(242073)
  expect(convert(0.0052, { rate: 37.27 }, 4)).toBe(0.1938)
})

test('the display currency is the chosen one when offered, else the site currency', () => {
  const offered = [
    { code: 'EUR', title: 'Euro', rate: 1 },
    { code: 'USD', title: 'US Dollar', rate: 1.14 },
  ]
  expect(displayCurrency('USD', 'EUR', offered).rate).toBe(1.14)
  expect(displayCurrency('XYZ', 'EUR', offered).code).toBe('EUR')
  expect(displayCurrency(null, 'IDR', [])).toEqual({ code: 'IDR', title: 'IDR', rate: 1 })
})

test('a figure prints to the cent by the one rounding rule, not by binary floating point (issue 43: €2,986.65 and €2,986.64 on one page)', async () => {
  const { formatMoney } = await import('../i18n/format')
  // 2986.645 is 2986.64499… in binary: Intl alone would print €2,986.64 where the rule gives .65.
  expect(formatMoney('en', 'EUR', 2986.645)).toBe('€2,986.65')
  expect(formatMoney('en', 'EUR', roundTo(2986.645, 2))).toBe('€2,986.65')
  expect(formatMoney('en', 'EUR', -23.535)).toBe('-€23.54')
  // Hourly prices keep their digits.
  expect(formatMoney('en', 'EUR', 0.093151, 4)).toBe('€0.0932')
})
