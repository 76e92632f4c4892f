import { expect, test } from 'vitest'

/**
 * The console's floors (docs/architecture.md, section 8), top first. A file may import its own
 * folder and any folder on a lower floor; never one on its own floor or above. Folders sharing a
 * floor are neighbours that know nothing of each other.
 */
const floors: readonly (readonly string[])[] = [
  ['main.tsx', 'mocks/'],
  ['app/'],
  ['routes/'],
  ['components/'],
  ['screens/'],
  ['ui/', 'forms/'],
  ['api/'],
  ['platform/'],
  ['theme/'],
  ['i18n/'],
  ['api/generated/', 'base-path.ts'],
]

const sources = import.meta.glob<string>(['./**/*.{ts,tsx}', '!./**/*.test.{ts,tsx}', '!./**/*.bench.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** Static, side-effect, re-export and lazy `import()` specifiers that start with a dot. */
function relativeImports(source: string): string[] {
  return [...source.matchAll(/(?:\bfrom|\bimport)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((m) => m[1] ?? '')
}

/** `./a/b.tsx` + `../c/d` → `./c/d`; null when it leaves `src/`. */
function join(from: string, relative: string): string | null {
  const parts = from.split('/').slice(0, -1)
  for (const part of relative.split('/')) {
    if (part === '..') {
      if (parts.length === 1) return null
      parts.pop()
    } else if (part !== '.') parts.push(part)
  }
  return parts.join('/')
}

/** The module an import names, as a key of `files`, or the bare path (a stylesheet, JSON). */
function resolve(files: Record<string, string>, from: string, spec: string): string | null {
  const path = join(from, spec)
  if (path === null) return null
  return ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => path + end).find((p) => p in files) ?? path
}

/** The folder (or top-level file) of `floors` a path belongs to: the longest that matches. */
function room(path: string): string | undefined {
  const inner = path.slice(2)
  return floors
    .flat()
    .filter((r) => (r.endsWith('/') ? inner.startsWith(r) : inner === r))
    .sort((a, b) => b.length - a.length)[0]
}

const floorOf = (r: string) => floors.findIndex((floor) => floor.includes(r))

/** Every import that does not go down: `importer -> imported`. */
function upwardImports(files: Record<string, string>): string[] {
  const found: string[] = []
  for (const [file, source] of Object.entries(files)) {
    const from = room(file)
    for (const spec of relativeImports(source)) {
      const target = resolve(files, file, spec)
      const to = target === null ? undefined : room(target)
      if (from === undefined || to === undefined || from === to) continue
      if (floorOf(to) <= floorOf(from)) found.push(`${file} -> ${target}`)
    }
  }
  return found
}

/** Files that import each other in a loop (any kind of import), each loop as its files. */
function importCycles(files: Record<string, string>): string[][] {
  const edges = new Map(
    Object.entries(files).map(([file, source]) => [
      file,
      relativeImports(source)
        .map((spec) => resolve(files, file, spec))
        .filter((target): target is string => target !== null && target in files),
    ]),
  )
  // Tarjan's strongly connected components.
  const index = new Map<string, number>()
  const low = new Map<string, number>()
  const stack: string[] = []
  const onStack = new Set<string>()
  const cycles: string[][] = []
  const visit = (file: string) => {
    index.set(file, index.size)
    low.set(file, index.get(file)!)
    stack.push(file)
    onStack.add(file)
    for (const next of edges.get(file) ?? []) {
      if (!index.has(next)) {
        visit(next)
        low.set(file, Math.min(low.get(file)!, low.get(next)!))
      } else if (onStack.has(next)) low.set(file, Math.min(low.get(file)!, index.get(next)!))
    }
    if (low.get(file) !== index.get(file)) return
    const component: string[] = []
    let member: string
    do {
      member = stack.pop()!
      onStack.delete(member)
      component.push(member)
    } while (member !== file)
    if (component.length > 1 || edges.get(file)?.includes(file)) cycles.push(component.sort())
  }
  for (const file of edges.keys()) if (!index.has(file)) visit(file)
  return cycles
}

test('every file of the console stands on a floor', () => {
  expect(Object.keys(sources).filter((file) => room(file) === undefined)).toEqual([])
})

test('no import goes up or sideways between the floors', () => {
  expect(upwardImports(sources)).toEqual([])
})

test('no files import each other in a loop', () => {
  expect(importCycles(sources)).toEqual([])
})

/** A change is a hook in its area's `api/<area>.ts` that owns the call and what it invalidates. */
test("every change is declared in its area's api file", () => {
  const inline = Object.entries(sources)
    .filter(([file, source]) => !file.startsWith('./api/') && /\buseApiMutation\(/.test(source))
    .map(([file]) => file)
  expect(inline).toEqual([])
})

test('the checks catch an upward import and a loop', () => {
  const house = {
    './api/a.ts': "import { useSite } from '../platform/use-site'\nimport { b } from './b'",
    './api/b.ts': "export { a } from './a'",
    './platform/use-site.ts': "const lazy = () => import('../app/App')",
    './app/App.tsx': "import styles from '../routes/x.module.css'",
    './ui/t.tsx': "import styles from '../components/x.module.css'",
    './ui/x.ts': "import { f } from '../forms/f'",
  }
  expect(upwardImports(house)).toEqual([
    './platform/use-site.ts -> ./app/App.tsx',
    './ui/t.tsx -> ./components/x.module.css',
    './ui/x.ts -> ./forms/f',
  ])
  expect(importCycles(house)).toEqual([['./api/a.ts', './api/b.ts']])
})
