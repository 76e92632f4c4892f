import { expect, test, vi } from 'vitest'
import { resolveLocale, translate } from '.'
import { en } from './en'
import { es } from './es'
import { et } from './et'

const catalogues = { en, et, es }

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

test.each(['et', 'es'] as const)('%s has the same keys and placeholders as en', (locale) => {
  expect(walk(catalogues[locale])).toEqual(walk(catalogues.en))
})

test('fills placeholders', () => {
  expect(translate('es', 'identity.signIn.signedInAs', { name: 'ana@example.com' })).toBe(
    'Sesión iniciada como ana@example.com',
  )
})

test("picks the first of the browser's languages the console speaks", () => {
  expect(resolveLocale(['fi-FI', 'et-EE', 'en'])).toBe('et')
  expect(resolveLocale(['fr'])).toBe('en')
})

test('only English is built in: another language speaks once its catalogue is loaded', async () => {
  vi.resetModules()
  const fresh = await import('.')
  expect(fresh.translate('et', 'dashboard.title')).toBe('Dashboard')
  await fresh.loadLocale('et')
  expect(fresh.translate('et', 'dashboard.title')).toBe('Töölaud')
  expect(fresh.translate('es', 'dashboard.title')).toBe('Dashboard')
})
