import { useQuery } from '@tanstack/react-query'
import { sessionOfKey, simControl, simSessionsQuery } from '../../api/control'
import { useApiMutation } from '../../app/use-api-mutation'
import { useCurrentKey } from '../../app/use-credentials'
import { useT } from '../../i18n'
import { useRefreshAll } from '../dev-tools/use-refresh-all'
import { useToasts } from '../toast-store'

/**
 * "Reset demo" for a visitor of a demo server (`serve --demo-visitors`,
 * docs/reference/demo-visitors.md): back to the demo world as it started. Shown only when the
 * signed-in key's session is the visitor's own; the presenter has the developer tools instead.
 * Styled by the shell as its own header buttons (`className`).
 */
export function ResetDemo({ className }: { className?: string | undefined }) {
  const t = useT()
  const key = useCurrentKey()
  const sessions = useQuery(simSessionsQuery)
  const session = key ? sessions.data?.find((s) => s.session === sessionOfKey(key)) : undefined
  const toasts = useToasts()
  const refreshAll = useRefreshAll()
  const reset = useApiMutation({
    mutationFn: (id: string) => simControl.reset(id),
    onSuccess: async () => {
      await refreshAll()
      toasts.success(t('control.demoResetDone'))
    },
  })
  if (!session?.visitor) return null
  return (
    <button type="button" className={className} disabled={reset.isPending} onClick={() => reset.mutate(session.session)}>
      {t('control.resetDemo')}
    </button>
  )
}
