import { Link, useSearch } from '@tanstack/react-router'
import { pb } from '../../screens/path-builder'
import { useDocumentTitle } from '../../platform/use-document-title'
import { useT } from '../../i18n'
import { Notice } from '../../ui/Notice'
import styles from './IdentityViews.module.css'

/**
 * docs/product/identity.md#sign-in-screens: the email confirmation result. `success=false` means failure; the button goes
 * to the root path with `username` set to the email.
 */
export function EmailVerificationPage() {
  const t = useT()
  const search = useSearch({ strict: false }) as Record<string, unknown>
  const failed = search.success === false || search.success === 'false'
  const email = typeof search.email === 'string' ? search.email : ''
  useDocumentTitle(t('identity.emailVerification.title'))
  return (
    <main className={styles.page}>
      <h1>{t('identity.emailVerification.title')}</h1>
      {failed ? (
        <Notice color="error" title={t('identity.emailVerification.failed')}>
          {t('identity.emailVerification.failedText')}
        </Notice>
      ) : (
        <Notice color="success">{t('identity.emailVerification.verified', { email })}</Notice>
      )}
      <p>
        <Link to={pb.dashboard()} search={email ? { username: email } : {}} className={styles.button}>
          {t('identity.emailVerification.toLogIn')}
        </Link>
      </p>
    </main>
  )
}
