import { act, renderHook } from '@testing-library/react'
import { afterEach, expect, test } from 'vitest'
import { timeZoneChoice } from '../platform/time-zone'
import { useDates } from './use-dates'

afterEach(() => timeZoneChoice.set(''))

// docs/product/conventions.md#timestamps: the API writes instants three ways; the console reads each as the same instant.
test('an instant reads the same as YYYY-MM-DD HH:MM:SS (UTC), ISO with Z or an offset, and epoch seconds', () => {
  timeZoneChoice.set('UTC')
  const { result } = renderHook(() => useDates())
  const epoch = Date.UTC(2026, 1, 28, 23, 30) / 1000
  const forms = ['2026-02-28 23:30:00', '2026-02-28T23:30:00Z', '2026-02-28T23:30:00.000+0000', epoch]
  const shown = forms.map((form) => result.current.dateTime(form))
  expect(new Set(shown).size).toBe(1)
  expect(result.current.date('2026-02-28 23:30:00')).toBe(result.current.date(epoch))
})

// docs/product/identity.md#profile: the API has no time-zone field, so the choice is kept in this browser.
test('the chosen time zone is kept in the browser and moves the shown date across midnight', () => {
  const { result } = renderHook(() => useDates())
  act(() => timeZoneChoice.set('UTC'))
  const inUtc = result.current.date('2026-02-28 23:30:00')
  act(() => timeZoneChoice.set('Europe/Tallinn'))
  expect(result.current.date('2026-02-28 23:30:00')).not.toBe(inUtc)
  expect(result.current.date('2026-02-28 23:30:00')).toBe(result.current.date('2026-03-01 00:30:00'))
  expect(localStorage.getItem('cloudsim.time-zone')).toBe('Europe/Tallinn')
})
