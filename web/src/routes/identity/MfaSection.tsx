import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { apiLink } from '../../api/endpoint'
import { useSite } from '../../platform/use-site'
import { errorText } from '../../components/error-text'
import { QueryView } from '../../components/QueryView'
import { useToasts } from '../../ui/toast-store'
import { useT } from '../../i18n'
import { Badge } from '../../ui/Badge'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'
import { mfaQuery } from '../../api/identity'
import { useMfaActivate, useMfaDeactivate } from '../../api/identity-changes'
import styles from '../billing/Money.module.css'

/** How often the profile asks whether enrolment at the identity provider has completed. */
export const mfaPollMs = 2000

/**
 * docs/product/identity.md#mfa MFA: activation hands over to the identity provider's ticket page, where enrolment
 * completes (the state is re-read until it does); deactivation where the site offers MFA.
 */
export function MfaSection() {
  const t = useT()
  const toasts = useToasts()
  const { config } = useSite()
  const [ticket, setTicket] = useState<string>()
  const status = useQuery({
    ...mfaQuery,
    enabled: config.mfaAvailable,
    refetchInterval: (query) => (ticket && !query.state.data?.is_active ? mfaPollMs : false),
  })
  const activate = useMfaActivate({ errorToast: false })
  const deactivate = useMfaDeactivate({ errorToast: false })
  const startActivation = () =>
    activate.mutate(undefined, {
      onSuccess: (answer) => {
        setTicket(answer.ticket_url)
        toasts.success(t('identity.mfa.started'))
        if (!window.open(apiLink(answer.ticket_url), '_blank')) toasts.error(new Error(t('payment.issuer.popupBlocked')))
      },
      onError: (error) => toasts.error(new Error(`${t('identity.mfa.activateFailed')}: ${errorText(error, t)}`)),
    })
  const stop = () =>
    deactivate.mutate(undefined, {
      onSuccess: () => toasts.success(t('identity.mfa.deactivated')),
      onError: (error) => toasts.error(new Error(`${t('identity.mfa.deactivateFailed')}: ${errorText(error, t)}`)),
    })
  if (!config.mfaAvailable) return null
  return (
    <section className={styles.section} aria-labelledby="profile-mfa">
      <h2 id="profile-mfa">{t('identity.mfa.heading')}</h2>
      <QueryView query={status} failed={t('identity.mfa.loadFailed')}>
        {({ is_active }) => (
          <>
            <p className={styles.actions}>
              <Badge color={is_active ? 'success' : 'default'}>{t(is_active ? 'identity.mfa.on' : 'identity.mfa.off')}</Badge>
            </p>
            {is_active ? (
              <div className={styles.actions}>
                <Button variant="danger" disabled={deactivate.isPending} onClick={stop}>
                  {t('identity.mfa.deactivate')}
                </Button>
              </div>
            ) : (
              <>
                <p>{t('identity.mfa.text')}</p>
                <div className={styles.actions}>
                  <Button disabled={activate.isPending} onClick={startActivation}>
                    {t('identity.mfa.activate')}
                  </Button>
                </div>
                {ticket && (
                  <Notice>
                    {t('identity.mfa.waiting')}{' '}
                    <a href={ticket} target="_blank" rel="noreferrer">
                      {t('identity.mfa.openTicket')}
                    </a>
                  </Notice>
                )}
              </>
            )}
          </>
        )}
      </QueryView>
    </section>
  )
}
