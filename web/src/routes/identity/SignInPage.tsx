import { useState } from 'react'
import type { User } from '../../api/types'
import { useDocumentTitle } from '../../app/use-document-title'
import { useSite } from '../../app/use-site'
import { useT } from '../../i18n'
import { svgDataUrl } from '../../theme/brand'
import { useForceLight } from '../../theme/use-brand'
import { ApiKeyForm } from './ApiKeyForm'
import styles from './SignInPage.module.css'

/** The sign-in screen (platform seed §2): brand, title and subtitle, then the API-key form. */
export function SignInPage() {
  const t = useT()
  const { config, brand } = useSite()
  const [user, setUser] = useState<User>()
  useDocumentTitle(t('identity.signIn.title'))
  const login = brand?.theme.login
  useForceLight(login?.force_light ?? false)
  const split = login?.layout === 'split' && login.show_intro_image

  return (
    <div className={styles.page} data-layout={split ? 'split' : 'centered'}>
      {split && <div className={styles.intro} aria-hidden="true" />}
      <div className={styles.panel}>
        <header className={styles.brand}>
          {brand ? (
            <img className={styles.logo} src={svgDataUrl(brand.theme.logo_svg)} alt={config.siteName} />
          ) : (
            config.siteName
          )}
        </header>
        <main className={styles.main}>
          <h1 className={styles.title}>{config.loginTitle}</h1>
          <p className={styles.subtitle}>{config.loginSubtitle}</p>
          {user ? (
            <p role="status">{t('identity.signIn.signedInAs', { name: user.name })}</p>
          ) : (
            <ApiKeyForm onSignedIn={setUser} />
          )}
        </main>
      </div>
    </div>
  )
}
