import { describe, expect, it } from 'vitest'
import { secondsToMonthEnd } from './month-end'

describe('secondsToMonthEnd', () => {
  it('reaches the first instant of the next UTC month, across year ends and leap days', () => {
    const land = (now: string) => new Date(Date.parse(now) + secondsToMonthEnd(now) * 1000).toISOString()
    expect(land('2026-01-05T09:00:00Z')).toBe('2026-02-01T00:00:00.000Z')
    expect(land('2026-12-31T23:59:59Z')).toBe('2027-01-01T00:00:00.000Z')
    expect(land('2028-02-28T12:00:00Z')).toBe('2028-03-01T00:00:00.000Z')
    expect(land('2028-02-29T23:00:00Z')).toBe('2028-03-01T00:00:00.000Z')
    expect(land('2026-02-01T00:00:00Z')).toBe('2026-03-01T00:00:00.000Z')
  })

  it('rounds a part second up, so the month-closing hour is always reached', () => {
    expect(secondsToMonthEnd('2026-01-31T23:59:59.400Z')).toBe(1)
  })
})
