import { logoDataUrl } from '../theme/brand'
import { useAppliedScheme } from '../theme/use-brand'
import type { Brand } from '../api/config'

/**
 * The brand's logo, its wordmark in the text colour of where it stands: `on_sidebar` on the
 * header, `text` on a page. Both pairs are held to WCAG AA by the brand contrast test.
 */
export function BrandLogo({ brand, on, alt, className }: { brand: Pick<Brand, 'theme'>; on: 'sidebar' | 'page'; alt: string; className?: string }) {
  const palette = brand.theme.colors[useAppliedScheme()]
  return <img className={className} src={logoDataUrl(brand.theme.logo_svg, on === 'sidebar' ? palette.on_sidebar : palette.text)} alt={alt} />
}
