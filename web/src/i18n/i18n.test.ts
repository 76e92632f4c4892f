import { expect, test, vi } from 'vitest'
import { areas, resolveLocale, translate } from '.'

const catalogues = import.meta.glob<object>('./*/{en,et,es}.ts', { import: 'default', eager: true })

/** Every text of a catalogue as `key → its {placeholders}`. */
function walk(node: object, prefix = ''): Record<string, string[]> {
  return Object.fromEntries(
    Object.entries(node).flatMap(([name, value]: [string, unknown]) =>
      typeof value === 'string'
        ? [[`${prefix}${name}`, [...value.matchAll(/\{(\w+)\}/g)].map((m) => m[1] ?? '').sort()]]
        : Object.entries(walk(value as object, `${prefix}${name}.`)),
    ),
  )
}

test('there is a catalogue per area and language, and the core one', () => {
  expect(Object.keys(catalogues).sort()).toEqual(
    ['core', ...areas].flatMap((name) => ['en', 'es', 'et'].map((locale) => `./${name}/${locale}.ts`)).sort(),
  )
})

test.each(['core', ...areas].flatMap((name) => [`${name}/et`, `${name}/es`]))(
  '%s has the same keys and placeholders as English',
  (file) => {
    const english = catalogues[`./${file.replace(/\/\w+$/, '/en')}.ts`] ?? {}
    expect(walk(catalogues[`./${file}.ts`] ?? {})).toEqual(walk(english))
  },
)

test('fills placeholders', () => {
  expect(translate('es', 'shell.signedInAs', { name: 'ana@example.com' })).toBe('Sesión iniciada como ana@example.com')
})

test("picks the first of the browser's languages the console speaks", () => {
  expect(resolveLocale(['fi-FI', 'et-EE', 'en'])).toBe('et')
  expect(resolveLocale(['fr'])).toBe('en')
})

test('only English core is built in: a language and an area speak once their catalogues are loaded', async () => {
  vi.resetModules()
  const fresh = await import('.')
  expect(fresh.translate('et', 'common.retry')).toBe('Retry')
  await fresh.loadLocale('et')
  expect(fresh.translate('et', 'common.retry')).toBe('Proovi uuesti')
  expect(fresh.translate('et', 'dashboard.title')).toBe('dashboard.title')
  await fresh.loadAreas(['dashboard'])
  expect(fresh.translate('et', 'dashboard.title')).toBe('Töölaud')
  expect(fresh.translate('es', 'dashboard.title')).toBe('Dashboard')
})
