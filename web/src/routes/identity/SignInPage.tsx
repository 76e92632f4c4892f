import { useEffect, useId, useRef, useState } from 'react'
import { useDocumentTitle } from '../../platform/use-document-title'
import { useSite } from '../../platform/use-site'
import { useBrandText } from '../../platform/brand-text'
import { useT } from '../../i18n'
import { BrandLogo } from '../../components/BrandLogo'
import { useForceLight } from '../../theme/use-brand'
import { Badge } from '../../ui/Badge'
import { Icon } from '../../ui/Icon'
import { ApiKeyForm } from './ApiKeyForm'
import { LanguagePicker } from './LanguagePicker'
import { IdentityViews } from './IdentityViews'
import { SimulatorEntry, useSimulatorEntry } from './SimulatorEntry'
import { Splash } from '../../components/Splash'
import styles from './SignInPage.module.css'

/**
 * The sign-in screen (docs/product/identity.md#sign-in-screens): brand, title and subtitle, then the identity provider's
 * views and, behind 'More', the API-key form. With the fake provider (API-key-only mode) the
 * API-key form is all there is. On development hosts and demo servers "Explore with the simulator"
 * is in plain sight; a demo server's visitor is let in without seeing the page at all.
 * Certificate badges come from the brand's theme extras.
 */
export function SignInPage() {
  const t = useT()
  const { config, brand } = useSite()
  const brandText = useBrandText()
  useDocumentTitle(t('identity.signIn.title'))
  const login = brand?.theme.login
  useForceLight(login?.force_light ?? false)
  const split = login?.layout === 'split' && login.show_intro_image
  const badges = brand?.theme.extras.certificate_badges ?? []
  const apiKeyOnly = config.authProvider === 'fake'
  const simulator = useSimulatorEntry()
  const [more, setMore] = useState(false)
  const moreId = useId()
  const revealed = useRef<HTMLElement>(null)
  // Opening 'More' puts the focus on the first control it reveals, so the keyboard lands there.
  useEffect(() => {
    if (more) revealed.current?.querySelector<HTMLElement>('input:not(:disabled), select, button')?.focus()
  }, [more])

  if (simulator.waiting) return <Splash />
  return (
    <div className={styles.page} data-layout={split ? 'split' : 'centered'}>
      {split && <div className={styles.intro} aria-hidden="true" />}
      <div className={styles.panel}>
        <LanguagePicker />
        <header className={styles.brand}>
          {brand ? (
            <BrandLogo className={styles.logo} brand={brand} on="page" alt={config.siteName} />
          ) : (
            config.siteName
          )}
        </header>
        <main className={styles.main}>
          <h1 className={styles.title}>{brandText(config.loginTitle)}</h1>
          <p className={styles.subtitle}>{brandText(config.loginSubtitle)}</p>
          {apiKeyOnly ? (
            <>
              <ApiKeyForm />
              {simulator.offered && <SimulatorEntry />}
            </>
          ) : (
            <>
              <IdentityViews />
              {simulator.offered && <SimulatorEntry />}
              <button
                type="button"
                className={styles.more}
                aria-expanded={more}
                aria-controls={moreId}
                onClick={() => setMore((open) => !open)}
              >
                <Icon name="key" size={16} />
                {t('identity.signIn.moreOptions')}
              </button>
              {more && (
                <section ref={revealed} id={moreId} aria-labelledby={`${moreId}-heading`} className={styles.apiKey}>
                  <h2 id={`${moreId}-heading`} className={styles.apiKeyHeading}>
                    {t('identity.signIn.apiKeyHeading')}
                  </h2>
                  <ApiKeyForm />
                </section>
              )}
            </>
          )}
          {badges.length > 0 && (
            <ul className={styles.badges} aria-label={t('identity.views.certificates')}>
              {badges.map((badge) => (
                <li key={badge}>
                  <Badge color="success" noDot>
                    {badge}
                  </Badge>
                </li>
              ))}
            </ul>
          )}
        </main>
      </div>
    </div>
  )
}
