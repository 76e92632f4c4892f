import { useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { ApiError } from '../../api/errors'
import { cardListQuery, paymentActions, usePaypalSetup } from '../../api/payment'
import { basePath } from '../../base-path'
import { useSite } from '../../platform/use-site'
import { useToasts } from '../../ui/toast-store'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { IssuerStep, type StepOutcome } from './IssuerStep'
import styles from '../billing/Money.module.css'
import { paymentPending } from './TopUpPanel'
import type { BillingAccount } from '../../api/billing'

const vault = 'paypal_vault'

type Setup = { session: string; token: string; uri: string }

/**
 * docs/product/payment.md#cards PayPal vault: a setup token approved on PayPal's page becomes a payment token, which is
 * saved as the account's PayPal payment method with the same session.
 */
export function PaypalConnect({ account }: { account: BillingAccount }) {
  const t = useT()
  const toasts = useToasts()
  const queryClient = useQueryClient()
  const { config } = useSite()
  const [setup, setSetup] = useState<Setup>()
  const start = usePaypalSetup()
  if (!config.paymentProcessors.some((p) => p.keyword === vault)) return null

  const exchange = async (step: Setup): Promise<StepOutcome<string>> => {
    try {
      const answer = await paymentActions.paypalPaymentToken(step.session, step.token)
      return { state: 'done', value: answer.id }
    } catch (error) {
      if (error instanceof ApiError && error.message === paymentPending) return { state: 'pending' }
      throw error
    }
  }
  const save = async (token: string) => {
    const session = setup?.session
    setSetup(undefined)
    try {
      await paymentActions.addCard({ billing_account_id: account.id, token, processor_keyword: vault, session_id: session })
      toasts.success(t('payment.paypal.done'))
    } catch (error) {
      toasts.error(error)
    }
    void queryClient.invalidateQueries({ queryKey: cardListQuery(account.id).queryKey })
  }

  return (
    <section className={styles.section} aria-labelledby="paypal-heading">
      <h3 id="paypal-heading">{t('payment.paypal.heading')}</h3>
      <p>{t('payment.paypal.text')}</p>
      <div className={styles.actions}>
        <Button disabled={start.isPending || setup !== undefined} onClick={() => start.mutate(`${location.origin}${basePath}/billing/account/${account.id}`, { onSuccess: setSetup })}>
          {t('payment.paypal.connect')}
        </Button>
      </div>
      {setup && (
        <IssuerStep
          uri={setup.uri}
          check={() => exchange(setup)}
          onDone={(token) => void save(token)}
          onFailed={(error) => {
            setSetup(undefined)
            toasts.error(error)
          }}
        />
      )}
    </section>
  )
}
