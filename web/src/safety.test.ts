import { expect, test } from 'vitest'

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./mocks/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

test('only tests import the MSW mocks', () => {
  const importers = Object.entries(sources)
    .filter(([, source]) => /from '[^']*\/mocks\//.test(source))
    .map(([file]) => file)
  expect(importers).toEqual([])
})
