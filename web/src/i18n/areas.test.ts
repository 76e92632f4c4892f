import { expect, test } from 'vitest'
import { chunks } from '../screens/all'
import { areas, type Area } from '.'

/**
 * Each area's catalogue is fetched with the lazy chunks that name it (`withAreas`). This follows
 * every chunk's static imports and checks the texts they look up come from the core catalogue or
 * an area the chunk names, and that the first load (`main.tsx`) needs no area at all.
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../**/*.bench.{ts,tsx}'], {
  query: '?raw',
  import: 'default',
  eager: true,
})
const english = import.meta.glob<object>('./*/en.ts', { import: 'default', eager: true })

/** Every key and key prefix of the area catalogues, e.g. `compute.vm` and `compute.vm.save`. */
const areaPaths = new Set<string>()
const collect = (node: object, prefix: string) => {
  for (const [name, value] of Object.entries(node)) {
    areaPaths.add(`${prefix}${name}`)
    if (typeof value === 'object') collect(value as object, `${prefix}${name}.`)
  }
}
for (const area of areas) collect(english[`./${area}/en.ts`] ?? {}, `${area}.`)

function resolve(from: string, spec: string): string | undefined {
  const parts = from.split('/').slice(0, -1)
  for (const part of spec.split('/')) {
    if (part === '..') parts.pop()
    else if (part !== '.') parts.push(part)
  }
  const base = parts.join('/')
  return [base, `${base}.ts`, `${base}.tsx`].find((file) => file in sources)
}

const staticImport = /(?:from\s+|import\s+)'(\.[^']+)'/g
/** String literals and the heads of template literals: where keys are written. */
const literal = /'([A-Za-z][\w.]*)'|"([A-Za-z][\w.]*)"|`([A-Za-z][\w.]*?)\.(?=\$\{)/g

function areasUsed(entry: string): Map<Area, string> {
  const used = new Map<Area, string>()
  const seen = new Set<string>()
  const stack = [entry]
  while (stack.length > 0) {
    const file = stack.pop() as string
    if (seen.has(file)) continue
    seen.add(file)
    const text = sources[file] ?? ''
    for (const [, spec] of text.matchAll(staticImport)) {
      const target = spec && resolve(file, spec)
      if (target) stack.push(target)
    }
    for (const match of text.matchAll(literal)) {
      const key = match[1] ?? match[2] ?? match[3] ?? ''
      if (areaPaths.has(key)) used.set(key.split('.')[0] as Area, file)
    }
  }
  return used
}

/** `withAreas(() => import('…'), ['a', 'b'])` wherever it is written. */
const wrapped = Object.entries(sources).flatMap(([file, text]) =>
  [...text.matchAll(/withAreas\(\s*\(\)\s*=>\s*import\('([^']+)'\),\s*\[([^\]]*)\]/g)].map(([, spec, names]) => ({
    file,
    entry: resolve(file, spec ?? '') ?? spec,
    declared: [...(names ?? '').matchAll(/'(\w+)'/g)].map((m) => m[1]),
  })),
)

/**
 * The screens' chunks: the router names each chunk's module (`chunkModules`), the chunk's
 * declaration in `screens/<area>.ts` its areas, and the router fetches them together.
 */
const router = '../app/router.tsx'
const chunkModules = [...(sources[router] ?? '').matchAll(/^ {2}(\w+): \(\) => import\('([^']+)'\),$/gm)].map(([, name, spec]) => ({
  name: name ?? '',
  entry: resolve(router, spec ?? '') ?? spec,
}))
const screenChunks = chunkModules.map(({ name, entry }) => ({
  file: router,
  entry,
  declared: [...(chunks.find((chunk) => chunk.name === name)?.areas ?? [])] as string[],
}))
const lazyChunks = [...wrapped, ...screenChunks]

test('the first load needs no area catalogue', () => {
  expect(Object.fromEntries(areasUsed('../main.tsx'))).toEqual({})
})

test('every lazy chunk names the areas whose texts it shows', () => {
  expect(chunkModules.map(({ name }) => name).sort()).toEqual(chunks.map(({ name }) => name).sort())
  expect(lazyChunks.length).toBeGreaterThan(15)
  for (const { entry, declared } of lazyChunks) {
    const missing = [...areasUsed(entry ?? '')].filter(([area]) => !declared.includes(area))
    expect(missing.map(([area, file]) => `${area} (${file})`), entry).toEqual([])
  }
})

test('every dynamic import of a module goes through withAreas', () => {
  const count = (text: string, pattern: RegExp) => (text.match(pattern) ?? []).length
  // The router's chunk modules are wrapped where the routes are built (`withAreas(chunkModules[…], chunk.areas)`).
  const routerModules = (file: string) => (file === router ? chunkModules.length : 0)
  const unwrapped = Object.entries(sources).filter(
    ([file, text]) =>
      count(text, /(?<!typeof )import\('\./g) !== count(text, /withAreas\(\s*\(\)\s*=>\s*import\('/g) + routerModules(file),
  )
  expect(unwrapped.map(([file]) => file)).toEqual([])
})
