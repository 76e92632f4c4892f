import type { components } from '../api/generated/schema'
import { brandCss } from './brand-css'
import { logoVariant } from './logo'

type Theme = components['schemas']['Theme']

const styleId = 'brand-theme'
const cacheKey = 'cloudsim.theme.brand-css'

export const svgDataUrl = (svg: string) => `data:image/svg+xml,${encodeURIComponent(svg)}`

/**
 * A brand logo as an image whose wordmark (`fill="currentColor"` in the brand file) is painted
 * in `colour`: an `<img>` inherits no CSS colour, and one fixed wordmark colour cannot read on
 * every brand's header and sign-in page in both modes.
 */
export const logoDataUrl = (svg: string, colour: string) => svgDataUrl(svg.replaceAll('currentColor', colour))

/** The brand's logo for a ground, its wordmark painted in `ink`. */
export const logoFor = (theme: Pick<Theme, 'logo_svg' | 'logo_on_dark_svg'>, ground: string, ink: string) =>
  logoDataUrl(logoVariant(theme, ground), ink)

function writeCss(css: string) {
  let style = document.getElementById(styleId)
  if (!style) {
    style = document.createElement('style')
    style.id = styleId
    document.head.append(style)
  }
  style.textContent = css
}

function writeIcons(svg: string) {
  for (const rel of ['icon', 'apple-touch-icon']) {
    let link = document.head.querySelector<HTMLLinkElement>(`link[rel="${rel}"]`)
    if (!link) {
      link = document.createElement('link')
      link.rel = rel
      document.head.append(link)
    }
    link.href = svgDataUrl(svg)
  }
}

/** Applies a brand's colours and icons, and remembers the colours for the next page load. */
export function applyBrand(theme: Theme) {
  const css = brandCss(theme)
  writeCss(css)
  writeIcons(theme.icon_svg)
  localStorage.setItem(cacheKey, css)
}

/** The last brand's colours, before first paint. */
export function applyCachedBrand() {
  const css = localStorage.getItem(cacheKey)
  if (css) writeCss(css)
}
