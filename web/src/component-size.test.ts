import { expect, test } from 'vitest'

/** docs/architecture.md, section 8: a component longer than this is split into parts named for what they draw. */
const maxLines = 200

const sources = import.meta.glob<string>(['./**/*.tsx', '!./**/*.test.tsx', '!./**/*.bench.tsx', '!./api/generated/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

/**
 * Each top-level component of a file (a capitalised `function` or `const`) with its length: from
 * its first line to the first line after it that closes at the margin (the formatter puts a
 * top-level declaration's end there).
 */
function componentLengths(source: string): { name: string; lines: number }[] {
  const lines = source.split('\n')
  const found: { name: string; lines: number }[] = []
  lines.forEach((line, start) => {
    const name = /^(?:export )?(?:function ([A-Z]\w*)|const ([A-Z]\w*) = )/.exec(line)
    if (!name) return
    let end = start
    while (end < lines.length && !/^[)}]/.test(lines[end] ?? '')) end++
    found.push({ name: (name[1] ?? name[2])!, lines: end - start + 1 })
  })
  return found
}

test(`no component is longer than ${maxLines} lines`, () => {
  const long = Object.entries(sources).flatMap(([file, source]) =>
    componentLengths(source)
      .filter(({ lines }) => lines > maxLines)
      .map(({ name, lines }) => `${file}: ${name} (${lines} lines)`),
  )
  expect(long).toEqual([])
})

test('the measure reads a component to its closing line', () => {
  const source = ['export function Form() {', '  return (', '    <form />', '  )', '}', 'const Row = () => (', '  <tr />', ')', ''].join('\n')
  expect(componentLengths(source)).toEqual([
    { name: 'Form', lines: 5 },
    { name: 'Row', lines: 3 },
  ])
})
