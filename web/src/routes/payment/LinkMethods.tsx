import { useState } from 'react'
import { useLinkMethodsSave } from '../../api/payment'
import { useSite } from '../../platform/use-site'
import { useToasts } from '../../ui/toast-store'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { Checkbox } from '../../ui/Checkbox'
import type { BillingAccount } from '../../api/billing'
import styles from '../billing/Money.module.css'

/** docs/product/billing.md#accounts `link/save_methods`: the payment-link methods the account keeps (`additional_data.link_methods`). */
export function LinkMethods({ account }: { account: BillingAccount }) {
  const t = useT()
  const toasts = useToasts()
  const { config } = useSite()
  const methods = config.paymentProcessors.filter((p) => p.type === 'link').flatMap((p) => p.methods)
  const [chosen, setChosen] = useState<string[]>(account.additional_data.link_methods)
  const save = useLinkMethodsSave()
  if (methods.length === 0) return null
  const toggle = (key: string, on: boolean) =>
    setChosen((current) => (on ? [...current, key] : current.filter((k) => k !== key)))
  return (
    <section className={styles.section} aria-labelledby="link-methods-heading">
      <h3 id="link-methods-heading">{t('payment.linkMethods.heading')}</h3>
      <fieldset className={styles.choices}>
        <legend>{t('payment.linkMethods.text')}</legend>
        {methods.map((m) => (
          <Checkbox
            key={m.key}
            label={m.name}
            checked={chosen.includes(m.key)}
            onChange={(e) => toggle(m.key, e.target.checked)}
          />
        ))}
      </fieldset>
      <div className={styles.actions}>
        <Button disabled={save.isPending} onClick={() =>
            save.mutate(
              { billing_account_id: account.id, method_ids: chosen },
              { onSuccess: () => toasts.success(t('payment.linkMethods.saved')) },
            )
          }>
          {t('payment.linkMethods.save')}
        </Button>
      </div>
    </section>
  )
}
