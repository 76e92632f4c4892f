import { expect, test } from 'vitest'
import { hyphenateWord, navLabel } from './nav-label'

const shown = (text: string) => text.replaceAll('\u00AD', '-')

test('long Estonian and Spanish words get soft hyphens at syllable breaks', () => {
  expect(shown(hyphenateWord('Virtuaalmasinad'))).toBe('Vir-tuaal-ma-si-nad')
  expect(shown(hyphenateWord('Arvelduskontod'))).toBe('Arvel-dus-kon-tod')
  expect(shown(hyphenateWord('Suplantaciones'))).toBe('Suplan-ta-cio-nes')
  expect(shown(hyphenateWord('facturación'))).toBe('fac-tu-ra-ción')
})

test('short words and English labels stay as they are; the text reads the same without the hyphens', () => {
  expect(hyphenateWord('Kettad')).toBe('Kettad')
  expect(navLabel('Access delegations', 'en')).toBe('Access delegations')
  const label = navLabel('Cuentas de facturación', 'es')
  expect(label.replaceAll('\u00AD', '')).toBe('Cuentas de facturación')
})
