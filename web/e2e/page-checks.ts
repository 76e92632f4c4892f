/// <reference lib="dom" />
import type { Page } from '@playwright/test'

/**
 * What the screenshot sweep checks on a rendered page, in the browser: no horizontal scroll, no
 * text running out of its container (a word too long for it, an unbroken label), and WCAG AA
 * contrast of every visible text against the background it is painted on. Disabled controls
 * are exempt (WCAG 1.4.3), as are texts clipped on purpose (an ellipsis).
 */
export type Violation = { kind: 'scroll' | 'overflow' | 'contrast'; what: string }

export async function pageViolations(page: Page): Promise<Violation[]> {
  return page.evaluate(() => {
    const found: { kind: 'scroll' | 'overflow' | 'contrast'; what: string }[] = []
    const root = document.documentElement
    if (root.scrollWidth > root.clientWidth + 1) found.push({ kind: 'scroll', what: `page ${root.scrollWidth}px wide in ${root.clientWidth}px` })

    type Rgba = [number, number, number, number]
    const probe = document.createElement('canvas').getContext('2d')
    /** Any CSS colour the browser computes (rgb(), color(srgb …), color-mix results) as RGBA 0–255. */
    function rgba(css: string): Rgba {
      const srgb = /^color\(srgb ([\d.e-]+) ([\d.e-]+) ([\d.e-]+)(?: \/ ([\d.e-]+))?\)$/.exec(css)
      if (srgb) return [Number(srgb[1]) * 255, Number(srgb[2]) * 255, Number(srgb[3]) * 255, srgb[4] === undefined ? 1 : Number(srgb[4])]
      const rgb = /^rgba?\(([\d.]+),? ([\d.]+),? ([\d.]+)(?:,? \/? ?([\d.]+))?\)$/.exec(css)
      if (rgb) return [Number(rgb[1]), Number(rgb[2]), Number(rgb[3]), rgb[4] === undefined ? 1 : Number(rgb[4])]
      if (!probe) return [0, 0, 0, 1]
      probe.fillStyle = css
      const hex = probe.fillStyle
      return [parseInt(hex.slice(1, 3), 16), parseInt(hex.slice(3, 5), 16), parseInt(hex.slice(5, 7), 16), 1]
    }
    const over = (top: Rgba, under: Rgba): Rgba => [0, 1, 2].map((i) => top[i]! * top[3] + under[i]! * (1 - top[3])).concat(1) as Rgba
    const luminance = ([r, g, b]: Rgba) => {
      const c = (v: number) => ((v /= 255) <= 0.04045 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4)
      return 0.2126 * c(r) + 0.7152 * c(g) + 0.0722 * c(b)
    }
    const ratio = (a: Rgba, b: Rgba) => {
      const [x, y] = [luminance(a), luminance(b)].sort((p, q) => q - p) as [number, number]
      return (x + 0.05) / (y + 0.05)
    }
    /** The colour under an element: its own background over its ancestors', down to the page. */
    function background(element: Element): Rgba {
      const layers: Rgba[] = []
      for (let node: Element | null = element; node; node = node.parentElement) {
        const colour = rgba(getComputedStyle(node).backgroundColor)
        if (colour[3] > 0) layers.push(colour)
        if (colour[3] >= 1) break
      }
      return layers.reduceRight<Rgba>((under, top) => over(top, under), [255, 255, 255, 1])
    }
    /** Disabled, hidden from sight (clipped to nothing, e.g. a table head kept for screen readers) or faded. */
    const exempt = (element: Element) => {
      if (element.closest(':disabled, [aria-disabled="true"], .visually-hidden, option, [aria-hidden="true"]')) return true
      for (let node: Element | null = element; node; node = node.parentElement) {
        const style = getComputedStyle(node)
        if (Number(style.opacity) < 1 || style.clipPath !== 'none') return true
      }
      return false
    }
    const clips = (element: Element | null) => element !== null && getComputedStyle(element).overflowX !== 'visible'
    const name = (element: Element) => {
      const text = (element.textContent ?? '').trim().replace(/\s+/g, ' ').slice(0, 40)
      return `<${element.tagName.toLowerCase()}${element.className && typeof element.className === 'string' ? ` class="${element.className.split(' ')[0]}"` : ''}> “${text}”`
    }

    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
    const seen = new Set<Element>()
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const element = node.parentElement
      if (!element || seen.has(element) || !(node.textContent ?? '').trim()) continue
      seen.add(element)
      const range = document.createRange()
      range.selectNodeContents(node)
      const text = range.getBoundingClientRect()
      if (text.width === 0 || text.height === 0 || exempt(element)) continue
      const style = getComputedStyle(element)
      if (style.visibility === 'hidden') continue

      // The box the text must stay in: the nearest ancestor that lays out a box of its own.
      let box = element.parentElement
      while (box && ['contents', 'inline'].includes(getComputedStyle(box).display)) box = box.parentElement
      if (box && !clips(element) && !clips(box)) {
        const outer = box.getBoundingClientRect()
        if (text.left < outer.left - 1 || text.right > outer.right + 1) {
          found.push({ kind: 'overflow', what: `${name(element)} ${Math.round(text.width)}px in ${Math.round(outer.width)}px` })
        }
      }

      const size = parseFloat(style.fontSize)
      const large = size >= 24 || (size >= 18.66 && Number(style.fontWeight) >= 700)
      const bg = background(element)
      const fg = over(rgba(style.color), bg)
      const contrast = ratio(fg, bg)
      if (contrast < (large ? 3 : 4.5)) found.push({ kind: 'contrast', what: `${name(element)} ${contrast.toFixed(2)}:1 (${style.color} on rgb(${bg.slice(0, 3).map(Math.round).join(', ')}))` })
    }
    return found
  })
}
