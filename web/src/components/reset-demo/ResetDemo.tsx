import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { sessionOfKey, simSessionsQuery, useSessionReset } from '../../api/control'
import { useCurrentKey } from '../../api/use-credentials'
import { useT } from '../../i18n'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { useToasts } from '../../ui/toast-store'

/**
 * "Reset demo" for a visitor of a demo server (`serve --demo-visitors`,
 * docs/reference/demo-visitors.md): back to the demo world as it started. Shown only when the
 * signed-in key's session is the visitor's own; the presenter has the developer tools instead.
 * Asked first: the visitor's changes are lost.
 * Styled by the shell as its own header buttons (`className`).
 */
export function ResetDemo({ className }: { className?: string | undefined }) {
  const t = useT()
  const key = useCurrentKey()
  const sessions = useQuery(simSessionsQuery)
  const session = key ? sessions.data?.find((s) => s.session === sessionOfKey(key)) : undefined
  const toasts = useToasts()
  const [confirming, setConfirming] = useState(false)
  const reset = useSessionReset({ errorToast: true })
  if (!session?.visitor) return null
  return (
    <>
      <button type="button" className={className} disabled={reset.isPending} onClick={() => setConfirming(true)}>
        {t('control.resetDemo')}
      </button>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('control.resetDemoTitle')}
        text={t('control.resetDemoText')}
        confirmLabel={t('control.resetDemo')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => reset.mutate(session.session, { onSuccess: () => toasts.success(t('control.demoResetDone')) })}
      />
    </>
  )
}
