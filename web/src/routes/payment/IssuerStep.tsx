import { useQuery } from '@tanstack/react-query'
import { useEffect, useRef } from 'react'
import { apiLink } from '../../api/endpoint'
import { useToasts } from '../../ui/toast-store'
import { useT } from '../../i18n'
import { Notice } from '../../ui/Notice'

/** What the customer's answer on the issuer's (or PayPal's) page came to. */
export type StepOutcome<T> = { state: 'pending' } | { state: 'done'; value: T }

/** How often the console asks whether the customer has answered. */
export const stepPollMs = 1500

type Props<T> = {
  /** The sandbox issuer's page (`authorize_uri`), opened in a window of its own. */
  uri: string
  /** Asks the API whether the step is answered; rejects when it failed. */
  check: () => Promise<StepOutcome<T>>
  onDone: (value: T) => void
  onFailed: (error: unknown) => void
}

/**
 * A 3-D Secure (or PayPal approval) step: the issuer's page opens in a popup (docs/product/billing.md#accounts: 'Please
 * allow popup windows to use this payment method' when the browser blocks it), a link opens it
 * again, and the console polls until the answer arrives.
 */
export function IssuerStep<T>({ uri, check, onDone, onFailed }: Props<T>) {
  const t = useT()
  const toasts = useToasts()
  const opened = useRef(false)
  useEffect(() => {
    if (opened.current) return
    opened.current = true
    const popup = window.open(apiLink(uri), '_blank', 'popup,width=520,height=640')
    if (!popup) toasts.error(new Error(t('payment.issuer.popupBlocked')))
  }, [uri, t, toasts])

  const answer = useQuery({
    queryKey: ['issuer_step', uri],
    queryFn: check,
    refetchInterval: (query) => (query.state.data?.state === 'pending' ? stepPollMs : false),
    retry: false,
    gcTime: 0,
    meta: { errorToast: false },
  })
  const finished = useRef(false)
  useEffect(() => {
    if (finished.current) return
    if (answer.data?.state === 'done') {
      finished.current = true
      onDone(answer.data.value)
    } else if (answer.isError) {
      finished.current = true
      onFailed(answer.error)
    }
  }, [answer.data, answer.isError, answer.error, onDone, onFailed])

  return (
    <div role="status">
      <Notice title={t('payment.issuer.title')}>
        <p>{t('payment.issuer.text')}</p>
        <p>
          <a href={apiLink(uri)} target="_blank" rel="noreferrer">
            {t('payment.issuer.open')}
          </a>
        </p>
      </Notice>
    </div>
  )
}
