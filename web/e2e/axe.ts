/// <reference lib="dom" />
/// <reference lib="dom.iterable" />
import { createRequire } from 'node:module'
import type { Page } from '@playwright/test'

/** axe-core as `@axe-core/playwright` uses it (its own dependency, so both always agree). */
const axeSource: string = createRequire(createRequire(import.meta.url).resolve('@axe-core/playwright'))('axe-core').source

/** The rules the console is held to: WCAG 2.0 and 2.1, levels A and AA. */
export const wcagAA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

/** The rules whose outcome a brand's colours decide: contrast, and links told apart from text. */
export const colourRules = ['color-contrast', 'link-in-text-block']

declare global {
  interface Window {
    axe?: {
      run(
        context: Document | { exclude: string[][] },
        options: object,
      ): Promise<{ violations: { id: string; impact?: string | null; help: string; nodes: { target: unknown[]; any: { message: string }[] }[] }[] }>
    }
  }
}

/**
 * axe-core's serious and critical findings on the page as it is now, as readable lines: all WCAG
 * A/AA rules, or only the `rules` named; elements inside the `exclude` selectors are not checked
 * (the page-wide rules still run). axe is put into the page once and stays until the next load,
 * so checking one page many times (a brand's colours swapped in, another screen shown by the
 * app's own navigation) costs only the checks.
 */
export async function seriousFindings(page: Page, rules?: string[], exclude: string[] = []): Promise<string[]> {
  // Evaluated, not added as a script tag: the console's CSP allows no inline script.
  if (!(await page.evaluate(() => window.axe !== undefined))) await page.evaluate(axeSource)
  const runOnly = rules ? { type: 'rule', values: rules } : { type: 'tag', values: wcagAA }
  const violations = await page.evaluate(
    async ({ runOnly, exclude }) =>
      (await window.axe!.run(exclude.length ? { exclude: exclude.map((selector) => [selector]) } : document, { runOnly, resultTypes: ['violations'] }))
        .violations,
    { runOnly, exclude },
  )
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => `${n.target.join(' ')} (${n.any[0]?.message ?? ''})`).join(', ')}`)
}

/** A part of the page axe can be told to skip, and a print of its markup. */
export type Region = { selector: string; print: string }

/**
 * The page's outermost landmarks (header, navigation, main, complementary…), each with a print of
 * what axe's verdict on it depends on: elements, roles, ARIA and classes (so styles) and inline
 * styles as they are, text and names only as present or empty, id references only as resolving or
 * not, runs of siblings with the same print as one. Two regions with the same print get the same
 * verdict from every rule in the same palette, so a sweep checks each print once. `rest` prints
 * the page around them (its title, language and markup outside the landmarks), which the
 * page-wide rules look at.
 */
export async function landmarkRegions(page: Page): Promise<{ regions: Region[]; rest: string }> {
  return page.evaluate(() => {
    const landmarks =
      'header, nav, main, aside, footer, [role="banner"], [role="navigation"], [role="main"], [role="complementary"], [role="contentinfo"], [role="region"]'
    const references = new Set([
      'for',
      'headers',
      'list',
      'form',
      'aria-labelledby',
      'aria-describedby',
      'aria-controls',
      'aria-owns',
      'aria-activedescendant',
      'aria-errormessage',
      'aria-details',
      'aria-flowto',
    ])
    const kept = /^(role|type|class|style|scope|lang|dir|tabindex|colspan|rowspan|autocomplete|aria-(?!label$|valuenow$|valuemin$|valuemax$|valuetext$))/
    const attribute = ({ name, value }: Attr) => {
      if (name.startsWith('data-axe-')) return ''
      if (references.has(name)) return ` ${name}=${value.split(/\s+/).every((id) => document.getElementById(id)) ? 'ok' : 'broken'}`
      if (kept.test(name)) return ` ${name}=${JSON.stringify(value)}`
      return value.trim() ? ` ${name}` : ` ${name}=""`
    }
    const outermost = [...document.querySelectorAll(landmarks)].filter((element) => !element.parentElement?.closest(landmarks))
    /** The markup of `node`; with `around`, the landmarks inside stand as one mark each. */
    const print = (node: Node, around = false): string => {
      if (node.nodeType === Node.TEXT_NODE) return node.textContent?.trim() ? '#' : ''
      if (!(node instanceof Element)) return ''
      if (around && outermost.includes(node)) return '<landmark/>'
      const children: string[] = []
      for (const child of node.childNodes) {
        const part = print(child, around)
        if (part && part !== children.at(-1)) children.push(part)
      }
      const attributes = [...node.attributes]
        .sort((a, b) => a.name.localeCompare(b.name))
        .map(attribute)
        .join('')
      return `<${node.localName}${attributes}>${children.join('')}</>`
    }
    for (const stale of document.querySelectorAll('[data-axe-region]')) stale.removeAttribute('data-axe-region')
    const regions = outermost.map((element, index) => {
      element.setAttribute('data-axe-region', String(index))
      return { selector: `[data-axe-region="${index}"]`, print: print(element) }
    })
    const title = document.title.trim() ? 'titled' : 'untitled'
    return { regions, rest: `${title} lang=${document.documentElement.lang} ${print(document.body, true)}` }
  })
}
