import ts from 'typescript'
import { expect, test } from 'vitest'

/**
 * Every text a user sees goes through the catalogues (en, et, es). This finds what bypasses them
 * in the console: text between JSX tags, string literals given to the props that become visible
 * or spoken text, and literal success toasts.
 */
const sources = import.meta.glob<string>(['../**/*.{ts,tsx}', '!../**/*.test.{ts,tsx}', '!../mocks/**', '!../api/generated/**'], {
  query: '?raw',
  import: 'default',
  eager: true,
})

/** Props whose value a user reads or hears. */
const textProp = /^(aria-label|aria-description|aria-valuetext|title|placeholder|alt|label|[a-z]+Label)$/

/** Deliberate literals: `file: text`. Keep it short and say why. */
const allowed = new Set<string>([])

const hasWords = (text: string) => /\p{L}/u.test(text)

/** The literal text inside a prop's value, when it is a literal (also inside `{...}` and ternaries). */
function literals(node: ts.Node | undefined): string[] {
  if (!node) return []
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text]
  if (ts.isTemplateExpression(node)) return [node.head.text, ...node.templateSpans.map((span) => span.literal.text)]
  if (ts.isJsxExpression(node)) return literals(node.expression)
  if (ts.isParenthesizedExpression(node)) return literals(node.expression)
  if (ts.isConditionalExpression(node)) return [...literals(node.whenTrue), ...literals(node.whenFalse)]
  if (ts.isBinaryExpression(node) && node.operatorToken.kind === ts.SyntaxKind.BarBarToken) return literals(node.right)
  return []
}

function untranslated(file: string, source: string): string[] {
  const found: string[] = []
  const kind = file.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS
  const tree = ts.createSourceFile(file, source, ts.ScriptTarget.Latest, true, kind)
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node) && hasWords(node.text)) found.push(node.text.trim())
    if (ts.isJsxExpression(node) && (ts.isJsxElement(node.parent) || ts.isJsxFragment(node.parent))) {
      found.push(...literals(node).filter(hasWords))
    }
    if (ts.isCallExpression(node) && /\btoasts\.success$/.test(node.expression.getText(tree))) {
      found.push(...literals(node.arguments[0]).filter(hasWords))
    }
    if (ts.isJsxAttribute(node) && textProp.test(node.name.getText(tree))) {
      found.push(...literals(node.initializer).filter(hasWords))
    }
    ts.forEachChild(node, visit)
  }
  visit(tree)
  return found.map((text) => `${file.replace(/^\.\.\//, '')}: ${text}`).filter((entry) => !allowed.has(entry))
}

test('no user-visible literal bypasses i18n in the console', () => {
  const files = Object.keys(sources)
  expect(files.length).toBeGreaterThan(20)
  expect(files.flatMap((file) => untranslated(file, sources[file] ?? ''))).toEqual([])
})

test('the check sees text nodes, text props and toasts, and not translation calls', () => {
  const sample = `
    const a = <p title="Raw title" aria-label={t('x')}>Hello <b>{t('y')}</b></p>
    const b = <Field label={ok ? 'Yes' : t('no')} placeholder={\`Type \${n}\`} className="wide" showLabel="Show" />
    const c = <>{'Inline'}{n}</>
    toasts.success('Saved')
    toasts.success(t('saved'))
  `
  expect(untranslated('../sample.tsx', sample)).toEqual([
    'sample.tsx: Raw title',
    'sample.tsx: Hello',
    'sample.tsx: Yes',
    'sample.tsx: Type ',
    'sample.tsx: Show',
    'sample.tsx: Inline',
    'sample.tsx: Saved',
  ])
})
