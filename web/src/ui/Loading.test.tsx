import { act, screen } from '@testing-library/react'
import fc from 'fast-check'
import { expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../test/render'
import { Skeleton } from './Loading'
import { LoadingProgressBar } from './ResourceProgress'
import { loadingProgress } from './loading-progress'

test('loading progress is elapsed over expected time, capped at 100 %', () => {
  expect(loadingProgress(30_000, 60_000)).toBe(50)
  expect(loadingProgress(90_000, 60_000)).toBe(100)
  expect(loadingProgress(0, 60_000)).toBe(0)
  fc.assert(
    fc.property(fc.double(), fc.double(), (elapsed, expected) => {
      const value = loadingProgress(elapsed, expected)
      expect(value).toBeGreaterThanOrEqual(0)
      expect(value).toBeLessThanOrEqual(100)
    }),
  )
  fc.assert(
    fc.property(fc.nat(1e7), fc.nat(1e7), fc.integer({ min: 1, max: 1e7 }), (a, b, expected) => {
      expect(loadingProgress(Math.min(a, b), expected)).toBeLessThanOrEqual(loadingProgress(Math.max(a, b), expected))
    }),
  )
})

test('the skeleton waits 500 ms before it shows; the label is there at once', () => {
  vi.useFakeTimers()
  const { container } = renderWithProviders(<Skeleton />)
  expect(screen.getByRole('status').textContent).toBe('Loading…')
  expect(container.querySelector('[aria-hidden="true"]')).toBeNull()
  act(() => vi.advanceTimersByTime(499))
  expect(container.querySelector('[aria-hidden="true"]')).toBeNull()
  act(() => vi.advanceTimersByTime(1))
  expect(container.querySelector('[aria-hidden="true"]')).not.toBeNull()
})

test('the loading-progress bar names the resource and ticks every 200 ms', () => {
  vi.useFakeTimers({ now: 1_000_000 })
  renderWithProviders(
    <LoadingProgressBar name="web-1" typeLabel="Virtual machine" startedAt={1_000_000 - 15_000} expectedMs={60_000} />,
  )
  const bar = screen.getByRole('progressbar', { name: 'web-1 (Virtual machine)' })
  expect(bar.getAttribute('aria-valuenow')).toBe('25')
  act(() => vi.advanceTimersByTime(6_000))
  expect(bar.getAttribute('aria-valuenow')).toBe('35')
  act(() => vi.advanceTimersByTime(120_000))
  expect(bar.getAttribute('aria-valuenow')).toBe('100')
})
