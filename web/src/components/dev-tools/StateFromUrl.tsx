import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { sessionOfKey, type SimSession, simSessionsQuery, stateParameter } from '../../api/control'
import { useStateLoad } from '../../api/control-changes'
import { useCurrentKey } from '../../api/use-credentials'
import { useT } from '../../i18n'
import { browser } from '../../platform/browser'
import { isDevelopmentHost } from '../../platform/environment'
import { useToasts } from '../../ui/toast-store'
import { errorText } from '../error-text'

/**
 * `/app/?state=<name>` (docs/reference/states.md): loads the named state into the signed-in
 * session once, on a development host or for a demo server's visitor (into its own session, the
 * only one the simulator lets it change), then drops the parameter so a reload keeps the world.
 * A state that does not apply says why in a toast.
 */
export function StateFromUrl() {
  const key = useCurrentKey()
  const sessions = useQuery(simSessionsQuery)
  const session = key ? sessions.data?.find((s) => s.session === sessionOfKey(key)) : undefined
  const name = browser.query(stateParameter)
  if (!key || !session || !name) return null
  if (!session.visitor && !isDevelopmentHost(browser.hostname())) return null
  return <Load session={session} apiKey={key} name={name} />
}

function Load({ session, apiKey, name }: { session: SimSession; apiKey: string; name: string }) {
  const t = useT()
  const toasts = useToasts()
  const load = useStateLoad(session, apiKey)
  const started = useRef(false)
  useEffect(() => {
    if (started.current) return
    started.current = true
    load.mutate(name, {
      onSuccess: () => browser.dropQuery(stateParameter),
      onError: (error) => {
        browser.dropQuery(stateParameter)
        toasts.error(new Error(t('control.stateFromUrlFailed', { name, message: errorText(error, t) })))
      },
    })
  }, [load, name, t, toasts])
  return null
}
