import { use } from 'react'
import { SiteContext } from '../platform/use-site'
import { useT } from '../i18n'
import { BrandLogo } from './BrandLogo'
import { Skeleton } from '../ui/Loading'
import styles from './Splash.module.css'

/** The full-page loading screen: the brand's mark, then a skeleton after the 500 ms indicator delay. */
export function Splash() {
  const t = useT()
  const brand = use(SiteContext)?.brand
  return (
    <div className={styles.splash}>
      {brand && <BrandLogo className={styles.logo} brand={brand} on="page" alt="" />}
      <Skeleton label={t('loading.splash')} />
    </div>
  )
}
