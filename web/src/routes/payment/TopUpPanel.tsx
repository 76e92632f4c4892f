import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useBrandText } from '../../platform/brand-text'
import { useState, type FormEvent } from 'react'
import { apiLink } from '../../api/endpoint'
import { ApiError } from '../../api/errors'
import { paymentActions, type PaymentProcessor, topupQuoteQuery, useCreditBuy, useLinkTopUp } from '../../api/payment'
import { checkedCardListQuery } from './card-list'
import { basePath } from '../../base-path'
import { browser } from '../../platform/browser'
import { useSite } from '../../platform/use-site'
import { errorText } from '../../components/error-text'
import { useToasts } from '../../ui/toast-store'
import { useMoney } from '../../components/use-money'
import { issueText, validateAmount } from '../../forms/validators'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { IssuerStep, type StepOutcome } from './IssuerStep'
import styles from '../billing/Money.module.css'
import { usableCards, cardLabel } from './cards'
import { isMobileNumber, mobileNumberMethods } from './mobile-number'
import { type BillingAccount, moneyQueryKeys } from '../../api/billing'

/** Processors a top-up can go through: cards (and the PayPal vault) and payment links (docs/product/payment.md#payment-links). */
export function topupProcessors(processors: readonly PaymentProcessor[]) {
  return processors.filter((p) => p.type === 'creditcard' || p.type === 'link')
}

/** The API's answer while the customer has not yet answered the issuer (not a console text). */
export const paymentPending = 'Payment is pending'

const parseAmount = (text: string) => Number(text.trim().replace(',', '.'))

type Held = { chargeId: string; cardId: number; uri: string }

/**
 * The top-up (docs/product/payment.md#top-up top-up fields, docs/product/payment.md#top-up amount rules, docs/product/payment.md#top-up fees): processor, amount with the
 * minimum, the fee and currency conversion quoted before paying, then a card charge (through
 * 3-D Secure when the issuer asks) or a payment link that comes back to /payment_return.
 */
export function TopUpPanel({
  account,
  initialAmount,
  onAddCard,
}: {
  account: BillingAccount
  initialAmount?: number | undefined
  onAddCard: () => void
}) {
  const t = useT()
  const brandText = useBrandText()
  const money = useMoney()
  const toasts = useToasts()
  const queryClient = useQueryClient()
  const { config } = useSite()
  const processors = topupProcessors(config.paymentProcessors)
  const [keyword, setKeyword] = useState(processors[0]?.keyword ?? '')
  const processor = processors.find((p) => p.keyword === keyword)
  const minimum = config.minimumTopupAmount
  const [amountText, setAmountText] = useState(String(Math.max(initialAmount ?? 0, minimum)))
  const [method, setMethod] = useState(processor?.methods[0]?.key ?? '')
  const [mobile, setMobile] = useState('')
  const needsMobile = processor?.type === 'link' && mobileNumberMethods.includes(method)
  const mobileIssue = needsMobile && !isMobileNumber(mobile.trim())
  const [chosenCard, setChosenCard] = useState<number>()
  const [held, setHeld] = useState<Held>()
  const [failure, setFailure] = useState<string>()
  const cards = useQuery(checkedCardListQuery(account.id))
  const usable = processor ? usableCards(cards.data ?? [], processor.keyword) : []
  const card = usable.find((c) => c.id === chosenCard) ?? usable.find((c) => c.is_primary) ?? usable[0]
  const issue = validateAmount(amountText, { minimum })
  const amount = parseAmount(amountText)
  const quote = useQuery({
    ...topupQuoteQuery(account.id, keyword, amount),
    enabled: !issue && processor !== undefined,
  })

  const landed = async () => {
    await Promise.all(moneyQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
  }
  const done = (credited: number) => {
    setHeld(undefined)
    setFailure(undefined)
    toasts.success(t('payment.topup.done', { amount: money.site(credited) }))
    void landed()
  }
  const failed = (error: unknown) => {
    setHeld(undefined)
    setFailure(errorText(error, t))
    toasts.error(error)
    void landed()
  }

  const buy = useCreditBuy({ errorToast: false })
  const link = useLinkTopUp({ errorToast: false })
  function byCard() {
    setFailure(undefined)
    if (!card) return failed(new Error(t('payment.topup.noCard')))
    const cardId = card.id
    const body = {
      billing_account_id: account.id,
      payment_object_id: cardId,
      amount,
      on_session: true,
      front_base_url: `${location.origin}${basePath}`,
    }
    buy.mutate(body, {
      onSuccess: (answer) => {
        if (answer.charge_id && answer.authorize_uri) setHeld({ chargeId: answer.charge_id, cardId, uri: answer.authorize_uri })
        else done(amount)
      },
      onError: failed,
    })
  }
  function byLink() {
    setFailure(undefined)
    const params = method ? JSON.stringify(needsMobile ? { method, mobile_number: mobile.trim() } : { method }) : null
    link.mutate(
      { billing_account_id: account.id, processor: keyword, amount, params },
      {
        onSuccess: (answer) => {
          if (!answer.success) return failed(new Error(answer.error_msg || t('payment.topup.error')))
          browser.assign(apiLink(answer.data.redirect_url))
        },
        onError: failed,
      },
    )
  }

  /** After the issuer's answer the held charge is captured; before it the API says it is pending. */
  const capture = async (step: Held): Promise<StepOutcome<number>> => {
    try {
      await paymentActions.buyPosthook({
        billing_account_id: account.id,
        charge_id: step.chargeId,
        payment_object_id: step.cardId,
      })
      return { state: 'done', value: amount }
    } catch (error) {
      if (error instanceof ApiError && error.message === paymentPending) {
        return { state: 'pending' }
      }
      throw error
    }
  }

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (issue || mobileIssue || !processor) return
    if (processor.type === 'link') byLink()
    else byCard()
  }

  if (processors.length === 0) return <Notice>{t('payment.topup.noProcessors')}</Notice>
  const busy = buy.isPending || link.isPending || held !== undefined
  return (
    <section className={styles.section} aria-labelledby="topup-heading">
      <h2 id="topup-heading">{t('payment.topup.heading')}</h2>
      <form noValidate onSubmit={submit} className={styles.form}>
        <SelectField
          label={t('payment.topup.processor')}
          value={keyword}
          onChange={(event) => {
            const next = processors.find((p) => p.keyword === event.target.value)
            setKeyword(event.target.value)
            setMethod(next?.methods[0]?.key ?? '')
          }}
        >
          {processors.map((p) => (
            <option key={p.keyword} value={p.keyword}>
              {brandText(p.name)}
            </option>
          ))}
        </SelectField>
        {processor?.type === 'link' && processor.methods.length > 0 && (
          <SelectField label={t('payment.topup.method')} value={method} onChange={(e) => setMethod(e.target.value)}>
            {processor.methods.map((m) => (
              <option key={m.key} value={m.key}>
                {m.name}
              </option>
            ))}
          </SelectField>
        )}
        {needsMobile && (
          <TextField
            label={t('payment.topup.mobileNumber')}
            name="mobile_number"
            inputMode="tel"
            value={mobile}
            onChange={(event) => setMobile(event.target.value)}
            error={mobile.trim() !== '' && mobileIssue ? t('payment.topup.mobileNumberRule') : undefined}
          />
        )}
        {processor?.type === 'creditcard' &&
          (usable.length > 0 ? (
            <SelectField
              label={t('payment.topup.card')}
              value={card?.id ?? ''}
              onChange={(e) => setChosenCard(Number(e.target.value))}
            >
              {usable.map((c) => (
                <option key={c.id} value={c.id}>
                  {cardLabel(c, t)}
                </option>
              ))}
            </SelectField>
          ) : (
            cards.isSuccess && (
              <Notice mode="compact">
                {t('payment.topup.noCard')} <Button onClick={onAddCard}>{t('payment.cards.add')}</Button>
              </Notice>
            )
          ))}
        <TextField
          label={t('payment.topup.amount', { currency: config.siteCurrency })}
          name="amount"
          inputMode="decimal"
          value={amountText}
          onChange={(event) => setAmountText(event.target.value)}
          error={amountText.trim() === '' ? undefined : issueText(t, issue)}
        />
        <p className={styles.muted}>{t('payment.topup.minimum', { amount: money.site(minimum) })}</p>
        {quote.data && (
          <dl className={styles.quote} aria-label={t('payment.topup.quote')}>
            <dt>{t('payment.topup.credit')}</dt>
            <dd>{money.site(amount)}</dd>
            <dt>{t('payment.topup.fee')}</dt>
            <dd>{money.site(quote.data.transaction_fee)}</dd>
            {quote.data.currency !== config.siteCurrency && (
              <>
                <dt>{t('payment.topup.rate')}</dt>
                <dd>
                  {t('payment.topup.rateValue', {
                    from: config.siteCurrency,
                    rate: quote.data.exchange_rate,
                    to: quote.data.currency,
                  })}
                </dd>
              </>
            )}
            <dt className={styles.total}>{t('payment.topup.charged')}</dt>
            <dd className={styles.total}>{money.site(quote.data.final_amount, quote.data.currency)}</dd>
          </dl>
        )}
        {quote.isError && <p role="alert">{t('common.error', { message: errorText(quote.error, t) })}</p>}
        <div className={styles.actions}>
          <Button type="submit" disabled={busy || !!issue || mobileIssue || (processor?.type === 'creditcard' && !card)}>
            {t('payment.topup.pay')}
          </Button>
        </div>
      </form>
      {held && (
        <IssuerStep uri={held.uri} check={() => capture(held)} onDone={done} onFailed={failed} />
      )}
      {failure && (
        <Notice color="error" title={t('payment.topup.error')}>
          {failure}
        </Notice>
      )}
    </section>
  )
}
