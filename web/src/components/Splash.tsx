import { use } from 'react'
import { SiteContext } from '../app/use-site'
import { useT } from '../i18n'
import { BrandLogo } from './BrandLogo'
import { DelayedSpinner } from '../ui/Loading'
import styles from './Splash.module.css'

/** The full-page loading screen: the brand's mark, then a spinner after the 500 ms indicator delay. */
export function Splash() {
  const t = useT()
  const brand = use(SiteContext)?.brand
  return (
    <div className={styles.splash}>
      {brand && <BrandLogo className={styles.logo} brand={brand} on="page" alt="" />}
      <DelayedSpinner label={t('loading.splash')} />
    </div>
  )
}
