import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { useMoney } from '../../components/use-money'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'
import { type BillingAccount, unpaidAmountQuery, usePayAll } from '../../api/billing'
import type { components } from '../../api/generated/schema'

type PayResult = components['schemas']['PayResult']

/** docs/product/billing.md#paying-in-bulk: what the account owes, and paying every unpaid invoice from credit at once. */
export function PayAllNotice({ account }: { account: BillingAccount }) {
  const t = useT()
  const money = useMoney()
  const unpaid = useQuery(unpaidAmountQuery(account.id))
  const [result, setResult] = useState<PayResult>()
  const payAll = usePayAll()
  const owed = unpaid.data?.message ?? 0
  if (owed <= 0 && !result) return null
  return (
    <Notice color={result?.success === false ? 'error' : 'primary'} title={t('billing.payAll.heading')}>
      {owed > 0 && <p>{t('billing.payAll.owed', { amount: money.site(owed) })}</p>}
      {result && (
        <p role="status">{t('billing.payAll.done', { message: result.message, amount: money.site(result.amount_used) })}</p>
      )}
      {result && result.error_log.length > 0 && (
        <>
          <p>{t('billing.payAll.unpaid')}</p>
          <ul>
            {result.error_log.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        </>
      )}
      {owed > 0 && (
        <p>
          <Button onClick={() => payAll.mutate(account.id, { onSuccess: setResult })} disabled={payAll.isPending}>
            {t('billing.payAll.action')}
          </Button>
        </p>
      )}
    </Notice>
  )
}
