import { useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useSyncExternalStore } from 'react'
import { credentials, type Impersonation } from '../api/credentials'
import { useUser } from '../platform/use-user'
import { useT } from '../i18n'
import { Button } from '../ui/Button'
import styles from './ImpersonationBanner.module.css'

/**
 * docs/product/access.md#impersonation: while an impersonation is active its token signs every call; ending it returns
 * to the saved return path (or '/') as the user's own self again. It names the account owner
 * (docs/product/access.md#impersonation `access_owner`).
 */
export function ImpersonationBanner() {
  const t = useT()
  const user = useUser()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  // A string snapshot: a fresh object on every read would re-render without end.
  const stored = useSyncExternalStore(credentials.subscribe, () => JSON.stringify(credentials.impersonation()))
  const impersonation = JSON.parse(stored) as Impersonation | null
  if (!impersonation) return null

  function end(returnPath: string) {
    credentials.setImpersonation(null)
    void queryClient.invalidateQueries()
    void navigate({ to: returnPath })
  }
  return (
    <div role="status" className={styles.banner}>
      <span>{t('impersonation.banner', { name: impersonation.owner ?? user.name })}</span>
      <span>
        {impersonation.account
          ? t('impersonation.restrictedTo', { account: impersonation.account })
          : t('impersonation.global')}
      </span>
      <Button className={styles.end} onClick={() => end(impersonation.returnPath)}>
        {t('impersonation.end')}
      </Button>
    </div>
  )
}
