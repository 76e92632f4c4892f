/// <reference lib="dom" />
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

/** axe-core as `@axe-core/playwright` uses it (its own dependency, so both always agree). */
const axeSource: string = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core').source

/** The rules the console is held to: WCAG 2.0 and 2.1, levels A and AA. */
export const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

declare global {
  interface Window {
    axe?: { run(context: Document, options: object): Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; any: { message: string }[] }[] }[] }> }
  }
}

/**
 * axe-core's serious and critical findings on the page as it is now, as readable lines: all WCAG
 * A/AA rules, or only the `rules` named. axe is put into the page once and stays until the next
 * navigation, so checking one page many times (a brand's colours swapped in) costs only the checks.
 */
export async function seriousFindings(page: Page, rules?: string[]): Promise<string[]> {
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.addScriptTag({ content: axeSource })
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: wcagAA }
  const violations = await page.evaluate(
    async (runOnly) => (await window.axe!.run(document, { runOnly, resultTypes: ['violations'] })).violations,
    runOnly,
  )
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} (${n.any[0]?.message ?? ''})`).join(', ')}`)
}
