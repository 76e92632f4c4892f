import { useQuery } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { RouterProvider } from '@tanstack/react-router'
import { Splash } from '../components/Splash'
import { useT } from '../i18n'
import { useBrand } from '../theme/use-brand'
import type { AppRouter } from './router'
import { SiteContext } from '../platform/use-site'
import { LoadError } from '../components/LoadError'
import { brandQuery, siteConfigQuery } from '../api/config'
import { localeChoice } from '../platform/locale'

/**
 * Loads the site configuration and the brand its `siteTheme` names (docs/product/config.md#brands-and-themes: configuration
 * must be loaded before use; docs/product/config.md#console-routes: the theme is applied from it), applies the theme, then hands over
 * to the router.
 */
export function App({ router }: { router: AppRouter }) {
  const t = useT()
  const config = useQuery(siteConfigQuery)
  const brand = useQuery(brandQuery(config.data?.siteTheme))
  useBrand(brand.data?.theme)
  const languageReady = useSiteLanguage(config.data?.siteLocale)

  if (config.isError) {
    return (
      <LoadError
        title={t('config.loadFailed')}
        error={config.error}
        withCorrelationId
        onRetry={() => void config.refetch()}
      />
    )
  }
  if (config.isPending || brand.isPending || !languageReady) return <Splash />
  return (
    <SiteContext value={{ config: config.data, brand: brand.data ?? undefined }}>
      <RouterProvider router={router} />
    </SiteContext>
  )
}

/**
 * The site's language is the console's until one is chosen (docs/product/config.md#brand-texts);
 * the splash stays until it is here, so the first screen does not flash in another.
 */
function useSiteLanguage(siteLocale: string | undefined): boolean {
  const [ready, setReady] = useState(false)
  useEffect(() => {
    if (siteLocale === undefined) return
    let live = true
    void localeChoice.setSite(siteLocale).finally(() => live && setReady(true))
    return () => void (live = false)
  }, [siteLocale])
  return ready
}
