import { readFileSync } from 'node:fs'
import { expect, test } from 'vitest'

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./**/*.bench.{ts,tsx}', '!./mocks/**'], {
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

/** Stylesheets read from disk: CSS imports in tests go through Vite's CSS handling, not `?raw`. */
const stylesheet = (path: string) => readFileSync(new URL(path, import.meta.url), 'utf8')

/** `./a/b.tsx` + `../c/d.module.css` → `./c/d.module.css`. */
function resolve(from: string, relative: string): string {
  const parts = from.split('/').slice(0, -1)
  for (const part of relative.split('/')) {
    if (part === '..') parts.pop()
    else if (part !== '.') parts.push(part)
  }
  return parts.join('/')
}

test('every CSS-module class a component uses is defined in its stylesheet', () => {
  const missing: string[] = []
  for (const [file, source] of Object.entries(sources)) {
    for (const [, name, path] of source.matchAll(/import (\w+) from '([^']+\.module\.css)'/g)) {
      const css = stylesheet(resolve(file, path ?? ''))
      const defined = new Set([...css.matchAll(/\.([A-Za-z_][\w-]*)/g)].map(([, cls]) => cls))
      for (const [, cls] of source.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))) {
        if (!defined.has(cls)) missing.push(`${file}: ${name}.${cls}`)
      }
    }
  }
  expect(missing).toEqual([])
})
