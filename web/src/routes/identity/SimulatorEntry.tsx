import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useEffect } from 'react'
import { simSessionsQuery } from '../../api/control'
import { apiMode } from '../../api/endpoint'
import { storeSignIn, visitorLeft, visitorOwnerKey } from '../../api/identity'
import { simulatorOwner, useKeySignIn } from '../../api/sign-in-changes'
import { errorText } from '../../components/error-text'
import { useT } from '../../i18n'
import { browser } from '../../platform/browser'
import { isDevelopmentHost } from '../../platform/environment'
import { Button } from '../../ui/Button'
import styles from './SignInPage.module.css'

/**
 * One click in (docs/reference/demo-visitors.md): a demo server's visitor is signed in to its own
 * world as soon as the simulator lists it (unless it logged out in this tab), so a prospect's link
 * opens a dashboard. `waiting` while the simulator is asked; `offered` where the simulator entry
 * belongs in plain sight: a development host, or a demo server.
 */
export function useSimulatorEntry(): { waiting: boolean; offered: boolean } {
  const queryClient = useQueryClient()
  const mock = apiMode() === 'mock'
  // Real mode asks nothing of `/__sim` (docs/reference/console.md).
  const sessions = useQuery({ ...simSessionsQuery, enabled: mock })
  const visitorKey = mock ? visitorOwnerKey(sessions.data) : null
  const letIn = visitorKey !== null && !visitorLeft.get()
  useEffect(() => {
    if (letIn) storeSignIn(queryClient, { apiKey: visitorKey, user: undefined })
  }, [letIn, visitorKey, queryClient])
  return {
    waiting: (mock && sessions.isPending) || letIn,
    offered: isDevelopmentHost(browser.hostname()) || visitorKey !== null,
  }
}

/** "Explore with the simulator": the simulator's own owner, no key to type, in one click. */
export function SimulatorEntry() {
  const t = useT()
  const explore = useKeySignIn()
  return (
    <div className={styles.simulator}>
      <Button variant="secondary" disabled={explore.isPending} onClick={() => explore.mutate(simulatorOwner)}>
        {t('identity.signIn.explore')}
      </Button>
      <p className={styles.simulatorHint}>{t('identity.signIn.exploreHint')}</p>
      {explore.isError && (
        <p role="alert" className={styles.simulatorError}>
          {t('common.error', { message: errorText(explore.error, t) })}
        </p>
      )}
    </div>
  )
}
