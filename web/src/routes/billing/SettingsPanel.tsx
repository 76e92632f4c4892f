import { useState, type FormEvent } from 'react'
import { useRecurringSave } from '../../api/payment'
import { useSite } from '../../platform/use-site'
import { errorText } from '../../components/error-text'
import { useToasts } from '../../ui/toast-store'
import { issueText, validateAmount } from '../../forms/validators'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { Checkbox } from '../../ui/Checkbox'
import { Notice } from '../../ui/Notice'
import styles from './Money.module.css'
import { Promotions } from './Promotions'
import { TextField } from '../../ui/TextField'
import { type BillingAccount, useLowBalanceNoticeSave } from '../../api/billing'

const number = (text: string) => Number(text.trim().replace(',', '.'))

/** Settings that move money on their own, and the account's promotions (closing it is in the page header). */
export function SettingsPanel({ account }: { account: BillingAccount }) {
  const { config } = useSite()
  return (
    <>
      {config.recurringPaymentsEnabled && <AutoTopUp account={account} />}
      <LowBalanceNotice account={account} />
      <Promotions account={account} />
    </>
  )
}

/** docs/product/billing.md#accounts `recurring_payment`: buy `amount` with the primary card whenever credit falls below `threshold`. */
function AutoTopUp({ account }: { account: BillingAccount }) {
  const t = useT()
  const toasts = useToasts()
  const { config } = useSite()
  const [enabled, setEnabled] = useState(account.is_recurring_payment_enabled)
  const [amount, setAmount] = useState(String(account.recurring_payment_amount || config.minimumTopupAmount))
  const [threshold, setThreshold] = useState(String(account.recurring_payment_threshold))
  const [submitted, setSubmitted] = useState(false)
  const amountIssue = enabled && submitted ? validateAmount(amount, { minimum: config.minimumTopupAmount }) : undefined
  const thresholdIssue =
    enabled && submitted && !(number(threshold) >= 0) ? { key: 'validation.amountPositive' as const } : undefined
  const save = useRecurringSave()
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
    const bad = enabled && (validateAmount(amount, { minimum: config.minimumTopupAmount }) || !(number(threshold) >= 0))
    if (bad) return
    const body = {
      is_recurring_payment_enabled: enabled,
      ...(enabled ? { recurring_payment_amount: number(amount), recurring_payment_threshold: number(threshold) } : {}),
    }
    save.mutate(
      { account: account.id, body },
      {
        onSuccess: (answer) => {
          if (answer.payment_report.errors.length > 0) {
            setEnabled(answer.account.is_recurring_payment_enabled)
            toasts.error(new Error(answer.payment_report.errors.join('\n')))
          } else toasts.success(t(enabled ? 'payment.autoTopUp.on' : 'payment.autoTopUp.off'))
        },
      },
    )
  }
  return (
    <section className={styles.section} aria-labelledby="auto-topup-heading">
      <h2 id="auto-topup-heading">{t('payment.autoTopUp.heading')}</h2>
      <form noValidate onSubmit={submit} className={styles.form}>
        <p>{t('payment.autoTopUp.text')}</p>
        <Checkbox label={t('payment.autoTopUp.enable')} checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        {enabled && (
          <>
            <TextField
              label={t('payment.autoTopUp.threshold', { currency: config.siteCurrency })}
              inputMode="decimal"
              value={threshold}
              onChange={(e) => setThreshold(e.target.value)}
              error={issueText(t, thresholdIssue)}
            />
            <TextField
              label={t('payment.autoTopUp.amount', { currency: config.siteCurrency })}
              inputMode="decimal"
              value={amount}
              onChange={(e) => setAmount(e.target.value)}
              error={issueText(t, amountIssue)}
            />
          </>
        )}
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        </div>
        {save.isError && (
          <Notice color="error" title={t('payment.autoTopUp.failed')}>
            {errorText(save.error, t)}
          </Notice>
        )}
      </form>
    </section>
  )
}

/** docs/product/billing.md#accounts `low_balance_notice_settings`: a mail once credit falls below the threshold. */
function LowBalanceNotice({ account }: { account: BillingAccount }) {
  const t = useT()
  const toasts = useToasts()
  const { config } = useSite()
  const settings = account.low_balance_notice_settings
  const [enabled, setEnabled] = useState(settings.is_enabled)
  const [threshold, setThreshold] = useState(String(settings.threshold))
  const invalid = enabled && !(number(threshold) >= 0)
  const save = useLowBalanceNoticeSave()
  return (
    <section className={styles.section} aria-labelledby="low-balance-heading">
      <h2 id="low-balance-heading">{t('billing.lowBalance.heading')}</h2>
      <form
        noValidate
        className={styles.form}
        onSubmit={(event) => {
          event.preventDefault()
          if (!invalid)
            save.mutate(
              { billing_account_id: account.id, is_enabled: enabled, threshold: number(threshold) || 0 },
              { onSuccess: () => toasts.success(t('billing.lowBalance.saved')) },
            )
        }}
      >
        <Checkbox label={t('billing.lowBalance.enable')} checked={enabled} onChange={(e) => setEnabled(e.target.checked)} />
        <TextField
          label={t('billing.lowBalance.threshold', { currency: config.siteCurrency })}
          inputMode="decimal"
          value={threshold}
          disabled={!enabled}
          onChange={(e) => setThreshold(e.target.value)}
          error={invalid ? t('validation.amountPositive') : undefined}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={save.isPending}>
            {t('common.save')}
          </Button>
        </div>
      </form>
    </section>
  )
}
