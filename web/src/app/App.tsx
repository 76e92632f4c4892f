import { useQuery } from '@tanstack/react-query'
import { brandsQuery, siteConfigQuery } from '../api/queries'
import { useT } from '../i18n'
import { SignInPage } from '../routes/identity/SignInPage'
import { useBrand } from '../theme/use-brand'
import { ErrorState } from '../ui/ErrorState'
import { SiteContext } from './use-site'

/** Loads the site configuration and its brand, then shows the console. */
export function App() {
  const t = useT()
  const config = useQuery(siteConfigQuery)
  const brands = useQuery(brandsQuery)
  const brand = brands.data?.find((b) => b.name === config.data?.siteTheme)
  useBrand(brand?.theme)

  if (config.isError) {
    return (
      <ErrorState
        title={t('config.loadFailed')}
        message={t('common.error', { message: config.error.message })}
        retryLabel={t('common.retry')}
        onRetry={() => void config.refetch()}
      />
    )
  }
  if (config.isPending || brands.isPending) return <p role="status">{t('common.loading')}</p>
  return (
    <SiteContext value={{ config: config.data, brand }}>
      <SignInPage />
    </SiteContext>
  )
}
