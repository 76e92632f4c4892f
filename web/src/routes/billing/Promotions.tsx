import { useState, type FormEvent } from 'react'
import { pb } from '../../screens/path-builder'
import { useSite } from '../../platform/use-site'
import { basePath } from '../../base-path'
import { errorText } from '../../components/error-text'
import { useToasts } from '../../ui/toast-store'
import { useMoney } from '../../components/use-money'
import { useT } from '../../i18n'
import { Badge } from '../../ui/Badge'
import { Button } from '../../ui/Button'
import { CopyButton } from '../../ui/CopyButton'
import { Notice } from '../../ui/Notice'
import { TextField } from '../../ui/TextField'
import { type BillingAccount, useCampaignActivate } from '../../api/billing'
import styles from './Money.module.css'

/**
 * docs/product/billing.md#promotions `referralCreditAmounts`, `eligible_promotions`, docs/product/billing.md#promotions `campaign_activate`: the account's
 * share link and what it earns, the promotions waiting on a top-up, and a campaign code.
 */
export function Promotions({ account }: { account: BillingAccount }) {
  const t = useT()
  const money = useMoney()
  const toasts = useToasts()
  const { config } = useSite()
  const [code, setCode] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const activate = useCampaignActivate()
  const amounts = config.referralCreditAmounts
  const link = `${location.origin}${basePath}${pb.referral({ code: account.referral_share_code })}`
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
    if (!code.trim()) return
    activate.mutate(
      { account: account.id, code: code.trim() },
      {
        onSuccess: (answer) => {
          setCode('')
          setSubmitted(false)
          toasts.success(answer.message || t('billing.promotions.activated'))
        },
      },
    )
  }
  return (
    <section className={styles.section} aria-labelledby="promotions-heading">
      <h2 id="promotions-heading">{t('billing.promotions.heading')}</h2>
      {config.referralCodeEnabled && account.referral_share_code && (
        <div className={styles.section}>
          <h3>{t('billing.promotions.share')}</h3>
          <p>
            {t('billing.promotions.earns', {
              promoter: money.site(amounts.promoter_credit),
              receiver: money.site(amounts.receiver_credit),
              topup: money.site(amounts.referral_credit_receiver_precondition_topup_sum),
            })}
          </p>
          <p className={styles.actions}>
            <code>{link}</code> <CopyButton value={link} label={t('billing.promotions.copy')} />
          </p>
        </div>
      )}
      {account.eligible_promotions.length > 0 && (
        <ul>
          {account.eligible_promotions.map((p) => (
            <li key={p.credit_type} className={styles.actions}>
              {t(`billing.promotions.type.${p.credit_type}`)}: {money.site(p.amount)}{' '}
              {p.top_up_done ? (
                <Badge color="success" inList>
                  {t('billing.promotions.earned')}
                </Badge>
              ) : (
                <Badge color="warning" inList>
                  {t('billing.promotions.needsTopUp', { amount: money.site(p.top_up_requirement) })}
                </Badge>
              )}
            </li>
          ))}
        </ul>
      )}
      <form noValidate onSubmit={submit} className={styles.form}>
        <TextField
          label={t('billing.promotions.code')}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          error={submitted && !code.trim() ? t('validation.required') : undefined}
        />
        <div className={styles.actions}>
          <Button type="submit" disabled={activate.isPending}>
            {t('billing.promotions.activate')}
          </Button>
        </div>
        {activate.isError && (
          <Notice color="error" title={t('billing.promotions.failed')}>
            {errorText(activate.error, t)}
          </Notice>
        )}
      </form>
    </section>
  )
}
