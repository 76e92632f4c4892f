import { execFileSync } from 'node:child_process'
import { readdirSync } from 'node:fs'
import path from 'node:path'
import { expect, test } from '@playwright/test'
import { everyCommitAtPhoneWidth, phoneCell } from './phone-rotation'
import { inRotation, parseRotation, rotated } from './rotation'

/**
 * The rotation never drops a cell: for any matrix size, the ten slices share it out (each cell in
 * exactly one), and any ten consecutive commits are given the ten slices by scripts/rotation.sh.
 * No browser: the proof the rotated matrices (a11y, sweep, visual, money-a11y, the journeys at
 * 390 px) lean on.
 */
test('ten consecutive commits run every cell of every rotated matrix', () => {
  const root = path.resolve(import.meta.dirname, '../..')
  const brands = readdirSync(path.join(root, 'scenarios/brands')).filter((f) => f.endsWith('.json'))
  expect(brands).toHaveLength(20)
  for (const size of [1, 2, 9, 10, 11, brands.length, 42, 703]) {
    const cells = Array.from({ length: size }, (_, i) => i)
    const slices = Array.from({ length: 10 }, (_, k) => rotated(cells, { k: k + 1, n: 10 }))
    expect(slices.flat().sort((a, b) => a - b), `size ${size}`).toEqual(cells)
    const sizes = slices.map((s) => s.length)
    expect(Math.max(...sizes) - Math.min(...sizes), `size ${size}: even shares`).toBeLessThanOrEqual(1)
  }
  expect(rotated([1, 2, 3], 'all')).toEqual([1, 2, 3])
  for (const start of [0, 1, 7, 613, 9_999]) {
    const seen = Array.from({ length: 10 }, (_, i) =>
      execFileSync('bash', [path.join(root, 'scripts/rotation.sh'), String(start + i)], { encoding: 'utf8' }).trim(),
    )
    expect(new Set(seen).size, `commits ${start}…${start + 9}: ${seen.join(' ')}`).toBe(10)
    expect(seen.map((slice) => parseRotation(slice)).every((r) => r !== 'all' && r.n === 10)).toBe(true)
  }
  expect(() => parseRotation('11/10')).toThrow(/K\/N/)
})

test('every journey at 390 px runs in exactly one slice; at 1280 px and in the every-commit files, always', () => {
  const journeys = readdirSync(import.meta.dirname).filter((file) => file.endsWith('.e2e.ts'))
  for (const file of everyCommitAtPhoneWidth) expect(journeys, `${file} exists`).toContain(file)
  const titles = journeys.flatMap((file) => ['a', 'b › c', 'top up by card'].map((title) => [file, title] as const))
  for (const [file, title] of titles) {
    expect(phoneCell('desktop', file, title)).toBeUndefined()
    const cell = phoneCell('mobile', file, title)
    if (everyCommitAtPhoneWidth.has(file)) {
      expect(cell).toBeUndefined()
      continue
    }
    expect(cell).toBe(phoneCell('mobile', file, title))
    const slices = Array.from({ length: 10 }, (_, k) => k + 1).filter((k) => inRotation(cell ?? -1, { k, n: 10 }))
    expect(slices, `${file} › ${title}`).toHaveLength(1)
  }
  // The hash spreads the journeys over the slices rather than piling them into a few.
  const perSlice = new Set(titles.map(([file, title]) => phoneCell('mobile', file, title)).filter((c) => c !== undefined).map((c) => c % 10))
  expect(perSlice.size).toBe(10)
})
