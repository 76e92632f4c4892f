import type { Locale } from '../i18n'

const vowel = /[aeiouyäöõüáéíóú]/i
const letter = /\p{L}/u

/**
 * Soft hyphens (U+00AD) at the syllable breaks of a long word, so an 80 px rail breaks
 * 'Virtuaalmasinad' as 'Virtuaal-masinad' instead of mid-syllable or not at all. Estonian and
 * Spanish both split before the last consonant ahead of a vowel (ma-si-nad, fac-tu-ra-ción),
 * a stop or f with l or r counting as one;
 * at least three letters stay on each side.
 */
export function hyphenateWord(word: string): string {
  const chars = [...word]
  if (chars.length < 10) return word
  let out = ''
  const consonant = (c: string | undefined) => c !== undefined && letter.test(c) && !vowel.test(c)
  // A stop or f before l or r starts a syllable together with it (Spanish su-plan-ta-cio-nes).
  const cluster = (a: string | undefined, b: string | undefined) => /[pbcfgtdk]/i.test(a ?? '') && /[lr]/i.test(b ?? '')
  chars.forEach((char, i) => {
    const [prev, next, after] = [chars[i - 1], chars[i + 1], chars[i + 2]]
    const startsSyllable =
      (consonant(char) && vowel.test(next ?? '') && !cluster(prev, char)) || (cluster(char, next) && vowel.test(after ?? ''))
    const breakable =
      i >= 3 && chars.length - i >= 3 && startsSyllable && letter.test(prev ?? '') && chars.slice(0, i).some((c) => vowel.test(c))
    out += (breakable ? '\u00AD' : '') + char
  })
  return out
}

/** A navigation label with its long words hyphenable; English labels fit and stay as they are. */
export function navLabel(text: string, locale: Locale): string {
  return locale === 'en' ? text : text.split(' ').map(hyphenateWord).join(' ')
}
