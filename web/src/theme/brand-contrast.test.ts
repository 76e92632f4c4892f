import { describe, expect, test } from 'vitest'
import { aa, contrastRatio, parseHex } from './contrast'
import { logoVariant } from './logo'
import type { components } from '../api/generated/schema'

type Brand = components['schemas']['Brand']

/**
 * Every brand's palettes, light and dark, give text WCAG AA contrast where the console puts it,
 * and every logo's wordmark takes the colour of where it stands (`currentColor`, filled in by
 * `logoDataUrl`), so it reads on the header and the sign-in page alike.
 */
const brands = import.meta.glob<Brand>('../../../scenarios/brands/*.json', { import: 'default', eager: true })

type Palette = Brand['theme']['colors']['light']
type Key = keyof Palette

/** Text colour on background colour, as the console's stylesheets pair them. */
const textPairs: [Key, Key][] = [
  ['text', 'background'],
  ['text', 'surface'],
  ['text_muted', 'background'],
  ['text_muted', 'surface'],
  ['primary', 'background'], // links
  ['primary', 'surface'],
  ['on_primary', 'primary'], // buttons
  ['on_sidebar', 'sidebar'], // header and navigation, the wordmark with them
  ['error', 'surface'], // field errors
  ['success', 'surface'],
  ['warning', 'surface'],
  ['info', 'surface'],
]

export function paletteViolations(palette: Palette): string[] {
  return textPairs.flatMap(([fg, bg]) => {
    const ratio = contrastRatio(parseHex(palette[fg]), parseHex(palette[bg]))
    return ratio < aa.text ? [`${fg} on ${bg}: ${ratio.toFixed(2)}:1`] : []
  })
}

const entries = Object.entries(brands).map(([file, brand]) => [file.replace(/^.*\/(\w+)\.json$/, '$1'), brand] as const)

test('all 20 brands are checked', () => {
  expect(entries).toHaveLength(20)
})

describe.each(entries)('%s', (_, brand) => {
  test.each(['light', 'dark'] as const)('%s palette: text pairs reach WCAG AA (4.5:1)', (mode) => {
    expect(paletteViolations(brand.theme.colors[mode])).toEqual([])
  })

  test('the wordmark takes the colour of where it stands', () => {
    for (const svg of [brand.theme.logo_svg, brand.theme.logo_on_dark_svg]) {
      const texts = [...svg.matchAll(/<text\b[^>]*>/g)].map(([tag]) => tag)
      expect(texts.at(-1)).toContain('fill="currentColor"')
    }
  })

  // WCAG 1.4.11: the mark's shapes reach 3:1 on every ground the logo stands on, in the variant shown there.
  test.each(['light', 'dark'] as const)('%s: the mark reads on the header and on pages', (mode) => {
    const palette = brand.theme.colors[mode]
    const faint = [palette.sidebar, palette.background, palette.surface].flatMap((ground) => {
      const svg = logoVariant(brand.theme, ground)
      const fills = [...svg.matchAll(/(?:fill|stroke)="(#[0-9a-f]{6})"/g)].map(([, hex]) => hex as string)
      return fills.filter((hex) => contrastRatio(parseHex(hex), parseHex(ground)) < aa.large).map((hex) => `${hex} on ${ground}`)
    })
    expect(faint).toEqual([])
  })
})
