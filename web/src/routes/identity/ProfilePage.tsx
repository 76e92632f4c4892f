import { useDocumentTitle } from '../../platform/use-document-title'
import { useT } from '../../i18n'
import styles from '../billing/Money.module.css'
import { Invitations } from './Invitations'
import { MfaSection } from './MfaSection'
import { PreferencesSection } from './PreferencesSection'
import { ProfileDetails } from './ProfileDetails'
import { SshKeysSection } from './SshKeysSection'

/**
 * docs/product/identity.md#sign-in-screens /profile: the user's details (docs/product/identity.md#user profile, docs/product/identity.md#profile PATCH profile), language and time
 * zone, MFA, saved SSH keys, and the access others shared with the user; also the target of
 * access_impersonation.
 */
export function ProfilePage() {
  const t = useT()
  useDocumentTitle(t('shell.profile'))
  return (
    <section className={styles.page}>
      <h1>{t('shell.profile')}</h1>
      <ProfileDetails />
      <PreferencesSection />
      <MfaSection />
      <SshKeysSection />
      <Invitations />
    </section>
  )
}
