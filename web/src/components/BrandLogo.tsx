import { logoFor } from '../theme/brand'
import { useAppliedScheme } from '../theme/use-brand'
import type { Brand } from '../api/config'

/**
 * The brand's logo where it stands: on the header (`sidebar`, its wordmark `on_sidebar`) or on a
 * page (`background`, its wordmark `text`), in the variant drawn for that ground's lightness.
 * Every pair is held to WCAG AA by the brand contrast test.
 */
export function BrandLogo({ brand, on, alt, className }: { brand: Pick<Brand, 'theme'>; on: 'sidebar' | 'page'; alt: string; className?: string }) {
  const palette = brand.theme.colors[useAppliedScheme()]
  const [ground, ink] = on === 'sidebar' ? [palette.sidebar, palette.on_sidebar] : [palette.background, palette.text]
  return <img className={className} src={logoFor(brand.theme, ground, ink)} alt={alt} />
}
