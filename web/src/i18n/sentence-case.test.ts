import { expect, test } from 'vitest'

/**
 * Sentence case in every language (docs/reference/console.md#design-system): only a sentence's
 * first word starts with a capital, so "New virtual machine", never "New Virtual Machine". Proper
 * nouns are the exceptions, named here.
 */
const properNouns = new Set(['Google', 'Secure' /* 3-D Secure */, 'Wednesday', 'Windows'])

const catalogues = import.meta.glob<object>('./*/{en,et,es}.ts', { import: 'default', eager: true })

function texts(node: object, prefix = ''): [string, string][] {
  return Object.entries(node).flatMap(([name, value]: [string, unknown]) =>
    typeof value === 'string' ? [[`${prefix}${name}`, value] as [string, string]] : texts(value as object, `${prefix}${name}.`),
  )
}

/** Capitalised words that do not start a sentence (placeholders and quotations set aside). */
function titleCased(text: string): string[] {
  return text
    .replace(/\{[^}]*\}/g, 'x')
    .split(/(?<=[.!?:…·—–])\s+|\n|[«“"(]/)
    .flatMap((sentence) => sentence.trim().split(/\s+/).slice(1))
    .map((word) => word.replace(/^[("“«'‘¿¡]+|[)"”»'’,.;:!?…]+$/g, ''))
    .filter((word) => /^\p{Lu}\p{Ll}+$/u.test(word) && !properNouns.has(word))
}

test('finds title case mid-sentence and leaves sentence starts, acronyms and proper nouns alone', () => {
  expect(titleCased('New Virtual Machine')).toEqual(['Virtual', 'Machine'])
  expect(titleCased('Saved. Now start it ({name} waits). “Quoted” IPv4, API, 3-D Secure on Windows')).toEqual([])
})

test.each(Object.keys(catalogues).sort())('%s is in sentence case', (file) => {
  const offenders = texts(catalogues[file] ?? {}).filter(([, text]) => titleCased(text).length > 0)
  expect(offenders).toEqual([])
})
