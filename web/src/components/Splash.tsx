import { use } from 'react'
import { SiteContext } from '../app/use-site'
import { useT } from '../i18n'
import { svgDataUrl } from '../theme/brand'
import { DelayedSpinner } from '../ui/Loading'
import styles from './Splash.module.css'

/** The full-page loading screen: the brand's mark, then a spinner after the 500 ms indicator delay. */
export function Splash() {
  const t = useT()
  const brand = use(SiteContext)?.brand
  return (
    <div className={styles.splash}>
      {brand && <img className={styles.logo} src={svgDataUrl(brand.theme.logo_svg)} alt="" />}
      <DelayedSpinner label={t('loading.splash')} />
    </div>
  )
}
