/** WCAG 2.x contrast: relative luminance of sRGB colours and the ratio between two of them. */

export type Rgb = [number, number, number]

export function parseHex(hex: string): Rgb {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex)
  if (!match) throw new Error(`not a #rrggbb colour: ${hex}`)
  return [1, 2, 3].map((i) => parseInt(match[i] ?? '0', 16)) as Rgb
}

export function luminance([r, g, b]: Rgb): number {
  const channel = (value: number) => {
    const c = value / 255
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
  }
  return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number]
  return (light + 0.05) / (dark + 0.05)
}

/** WCAG AA: 4.5:1 for text, 3:1 for large text and for the parts of graphics that carry meaning. */
export const aa = { text: 4.5, large: 3 } as const
