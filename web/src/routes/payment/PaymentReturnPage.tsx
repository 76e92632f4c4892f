import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Link, useSearch } from '@tanstack/react-router'
import { useEffect } from 'react'
import { persistentDataQuery } from '../../api/payment'
import { pb } from '../../screens/path-builder'
import { useDocumentTitle } from '../../platform/use-document-title'
import { QueryView } from '../../components/QueryView'
import { useMoney } from '../../components/use-money'
import { useT } from '../../i18n'
import { Skeleton } from '../../ui/Loading'
import { Notice } from '../../ui/Notice'
import { moneyQueryKeys } from '../../api/billing'
import styles from '../billing/Money.module.css'

/** How often the page asks whether the provider has settled the payment. */
export const returnPollMs = 2000

type Paid = { amount?: number; charged_amount?: number; currency?: string; processor?: string }

/**
 * docs/product/config.md#console-routes /payment_return: back from a payment provider's page with the payment's
 * `identifier`; its state (docs/product/payment.md#payment-links: pending → success or failed) is read until it settles.
 */
export function PaymentReturnPage() {
  const t = useT()
  const money = useMoney()
  const queryClient = useQueryClient()
  useDocumentTitle(t('screens.paymentReturn'))
  const search = useSearch({ strict: false }) as { identifier?: string; billing_account_id?: number | string }
  const identifier = search.identifier === undefined ? '' : String(search.identifier)
  const accountId = Number(search.billing_account_id)
  const known = identifier !== '' && Number.isInteger(accountId) && accountId > 0
  const payment = useQuery({
    ...persistentDataQuery(accountId, identifier),
    enabled: known,
    refetchInterval: (query) => (query.state.data?.status === 'pending' ? returnPollMs : false),
  })
  const status = payment.data?.status
  useEffect(() => {
    if (status === 'success' || status === 'failed') {
      moneyQueryKeys.forEach((queryKey) => void queryClient.invalidateQueries({ queryKey }))
    }
  }, [status, queryClient])

  return (
    <section className={styles.section}>
      <h1>{t('screens.paymentReturn')}</h1>
      {!known ? (
        <Notice color="error">{t('payment.paymentReturn.unknown')}</Notice>
      ) : (
        <QueryView query={payment} failed={t('payment.paymentReturn.loadFailed')}>
          {(data) => {
            const paid = (data.data ?? {}) as Paid
            const amount = paid.amount !== undefined ? money.site(paid.amount) : ''
            if (data.status === 'pending') {
              return (
                <div role="status">
                  <Notice title={t('payment.paymentReturn.pending')}>{t('payment.paymentReturn.pendingText')}</Notice>
                  <Skeleton />
                </div>
              )
            }
            return (
              <div role="status">
                {data.status === 'success' ? (
                  <Notice color="success" title={t('payment.paymentReturn.success')}>
                    {t('payment.paymentReturn.successText', { amount })}
                  </Notice>
                ) : (
                  <Notice color="error" title={t('payment.paymentReturn.failed')}>
                    {t('payment.paymentReturn.failedText')}
                  </Notice>
                )}
              </div>
            )
          }}
        </QueryView>
      )}
      {known && (
        <p>
          <Link to={pb.billingAccount({ id: accountId })}>{t('payment.paymentReturn.back')}</Link>
        </p>
      )}
    </section>
  )
}
