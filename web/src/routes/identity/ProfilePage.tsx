import { useDocumentTitle } from '../../app/use-document-title'
import { useUser } from '../../app/use-user'
import { useT } from '../../i18n'
import { Notice } from '../../ui/Notice'

/** Platform seed §2: the user profile, also the target of access_impersonation. */
export function ProfilePage() {
  const t = useT()
  const user = useUser()
  useDocumentTitle(t('shell.profile'))
  return (
    <section>
      <h1>{t('shell.profile')}</h1>
      <p>{user.profile_data.email || user.name}</p>
      <Notice mode="compact">{t('common.notBuilt')}</Notice>
    </section>
  )
}
