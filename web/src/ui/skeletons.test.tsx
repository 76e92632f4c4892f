import type { UseQueryResult } from '@tanstack/react-query'
import { act, screen } from '@testing-library/react'
import { expect, test, vi } from 'vitest'
import { renderWithProviders } from '../../test/render'
import { QueryView } from '../components/QueryView'

/**
 * Every screen waits with `ui/Loading.tsx`'s skeleton, never a bare "Loading…" text
 * (docs/reference/console.md#design-system). The screens' sources are scanned: the loading texts
 * (`common.loading`, `loading.*`) are only ever a skeleton's or a progress bar's label, and no
 * source spells a loading text out; QueryView, which most screens wait through, is rendered.
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*.bench.{ts,tsx}', '!../mocks/**', '!../i18n/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** A loading text looked up anywhere but as the `label` of a Skeleton, ProgressBar or ResourceProgress. */
function bareLoadingTexts(file: string, source: string): string[] {
  const found: string[] = []
  for (const match of source.matchAll(/t\('(common\.loading|loading\.[\w.]+)'/g)) {
    const before = source.slice(0, match.index)
    const asLabel = /<(Skeleton|ProgressBar|ResourceProgress)\b[^<>]*\blabel=\{$/.test(before)
    if (!asLabel) found.push(`${file}: ${match[1]}`)
  }
  for (const [text] of source.matchAll(/\bLoading(…|\.\.\.)/g)) found.push(`${file}: ${text}`)
  return found
}

test('no screen shows a loading text outside a skeleton or progress bar', () => {
  // The skeleton itself falls back to `common.loading`.
  const files = Object.keys(sources).filter((file) => file !== './Loading.tsx')
  expect(files.length).toBeGreaterThan(100)
  const comments = /\/\*[\s\S]*?\*\/|\/\/.*$/gm
  expect(files.flatMap((file) => bareLoadingTexts(file, (sources[file] ?? '').replace(comments, '')))).toEqual([])
})

test("the scan sees a bare loading text and lets a skeleton's label pass", () => {
  expect(bareLoadingTexts('../a.tsx', `<p>{t('common.loading')}</p><Skeleton label={t('loading.splash')} />`)).toEqual(['../a.tsx: common.loading'])
  expect(bareLoadingTexts('../b.tsx', `<span>Loading…</span>`)).toEqual(['../b.tsx: Loading…'])
})

test('a pending query shows the skeleton: its label at once, its rows after 500 ms', () => {
  vi.useFakeTimers()
  const pending = { isPending: true, isError: false, failureCount: 0 } as UseQueryResult<string[]>
  const { container } = renderWithProviders(
    <QueryView query={pending} failed="Could not load">
      {(rows) => rows.join()}
    </QueryView>,
  )
  expect(screen.getByRole('status').textContent).toBe('Loading…')
  expect(container.querySelector('[aria-hidden="true"]')).toBeNull()
  act(() => vi.advanceTimersByTime(500))
  expect(screen.getByRole('status').querySelector('[aria-hidden="true"]')?.children).toHaveLength(4)
  vi.useRealTimers()
})
