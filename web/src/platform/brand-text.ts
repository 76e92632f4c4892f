import { useLocale } from '../i18n'
import { languageOf } from './locale'
import { useSite } from './use-site'
import type { components } from '../api/generated/schema'

type SiteConfig = components['schemas']['SiteConfig']

/**
 * docs/product/config.md#brand-texts: a text the site sends (a sign-in title, a package's notice, a
 * theme's welcome text) in the console's language if the site translates it, else in the site's
 * language, else in English; a text the site does not translate (a live API sends none) as sent.
 */
export function brandText(text: string, locale: string, config: Pick<SiteConfig, 'siteLocale' | 'translations'>): string {
  const variants = config.translations?.[text]
  if (!variants) return text
  return variants[locale] ?? variants[languageOf(config.siteLocale)] ?? variants.en ?? text
}

/** `brandText` in the console's language for this site. */
export function useBrandText(): (text: string) => string {
  const locale = useLocale()
  const { config } = useSite()
  return (text) => brandText(text, locale, config)
}
