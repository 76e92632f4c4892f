import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { sessionOfKey, simSessionsQuery } from '../../api/control'
import { useSessionReset } from '../../api/control-changes'
import { useCurrentKey } from '../../api/use-credentials'
import { useT } from '../../i18n'
import { useSite } from '../../platform/use-site'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { useToasts } from '../../ui/toast-store'
import styles from './ResetDemo.module.css'

/**
 * The banner a visitor of a demo server (`serve --demo-visitors`, docs/reference/demo-visitors.md)
 * sees above every screen: whose demo this is, that its changes are its own, and "Reset demo",
 * back to the demo world as it started. Shown only when the signed-in key's session is the
 * visitor's own; the presenter has the developer tools instead. Reset asks first: the visitor's
 * changes are lost.
 */
export function DemoBanner() {
  const t = useT()
  const { config } = useSite()
  const key = useCurrentKey()
  const sessions = useQuery(simSessionsQuery)
  const session = key ? sessions.data?.find((s) => s.session === sessionOfKey(key)) : undefined
  const toasts = useToasts()
  const [confirming, setConfirming] = useState(false)
  const reset = useSessionReset({ errorToast: true })
  if (!session?.visitor) return null
  return (
    <div role="status" className={styles.banner}>
      <span>{t('control.demoBanner', { brand: config.siteName })}</span>
      <Button variant="secondary" className={styles.reset} disabled={reset.isPending} onClick={() => setConfirming(true)}>
        {t('control.resetDemo')}
      </Button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('control.resetDemoTitle')}
        text={t('control.resetDemoText')}
        confirmLabel={t('control.resetDemo')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => reset.mutate(session.session, { onSuccess: () => toasts.success(t('control.demoResetDone')) })}
      />
    </div>
  )
}
