import { useQuery, useQueryClient } from '@tanstack/react-query'
import { useBrandText } from '../../platform/brand-text'
import { useState, type FormEvent } from 'react'
import { type Card, paymentActions, useCardAdd, useCardDelete, useCardSetPrimary, useCardVerify } from '../../api/payment'
import { basePath } from '../../base-path'
import { useSite } from '../../platform/use-site'
import { errorText } from '../../components/error-text'
import { QueryView } from '../../components/QueryView'
import { useToasts } from '../../ui/toast-store'
import { useT } from '../../i18n'
import { Badge } from '../../ui/Badge'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { ConfirmedAction } from '../../ui/ConfirmedAction'
import { Notice } from '../../ui/Notice'
import { RowMenu } from '../../ui/RowMenu'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { cardLabel, luhnValid, sandboxToken } from './cards'
import { IssuerStep, type StepOutcome } from './IssuerStep'
import { SandboxCards } from './SandboxCards'
import { checkedCardListQuery } from './card-list'
import { LinkMethods } from './LinkMethods'
import styles from '../billing/Money.module.css'
import { PaypalConnect } from './PaypalConnect'
import { DataTable } from '../../ui/DataTable'
import { type BillingAccount, moneyQueryKeys, useInvoicePaymentApply } from '../../api/billing'

/** Payment methods (docs/product/payment.md#cards BillingAccountCard, docs/product/payment.md#cards card calls): list, add and verify, primary, delete. */
export function CardsPanel({ account }: { account: BillingAccount }) {
  const t = useT()
  const toasts = useToasts()
  const queryClient = useQueryClient()
  const cards = useQuery(checkedCardListQuery(account.id))
  const { config } = useSite()
  const processorName = (keyword: string) => config.paymentProcessors.find((p) => p.keyword === keyword)?.name ?? keyword
  const refresh = () => Promise.all(moneyQueryKeys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
  const primary = useCardSetPrimary()
  const remove = useCardDelete()
  const [verifying, setVerifying] = useState<{ card: Card; uri: string }>()
  // Why the last verification did not make the card usable (past 3-D Secure the issuer may refuse).
  const [refusal, setRefusal] = useState<string>()
  const verify = useVerify(account, (step) => {
    setRefusal(undefined)
    setVerifying(step)
  })
  // A card still waiting for 3-D Secure after a reload (or a visit later): the issuer's page is
  // gone with the tab that opened it, so the customer resumes (a new step) or cancels (removes it).
  const [cancelling, setCancelling] = useState<Card>()
  const cancel = useCardDelete()
  const unfinished = (cards.data ?? []).filter(
    (c) => c.is_verification_pending && !c.is_verified && !c.is_deleted && c.id !== verifying?.card.id,
  )

  return (
    <>
      <section className={styles.section} aria-labelledby="cards-heading">
        <h2 id="cards-heading">{t('payment.cards.heading')}</h2>
        {unfinished.map((card) => (
          <Notice key={card.id} title={t('payment.cards.pendingTitle', { card: cardLabel(card, t) })}>
            <p>{t('payment.cards.pendingText')}</p>
            <span className={styles.actions}>
              <Button disabled={verify.isPending} onClick={() => verify.mutate(card)}>
                {t('payment.cards.resume')}
              </Button>
              <Button variant="danger" disabled={cancel.isPending} onClick={() => setCancelling(card)}>
                {t('payment.cards.cancelVerification')}
              </Button>
            </span>
          </Notice>
        ))}
        <QueryView
          query={cards}
          failed={t('payment.cards.loadFailed')}
          empty={t('payment.cards.empty')}
        >
          {(list) => (
            <DataTable
              columns={[
                { label: t('payment.cards.column.card'), cell: (card) => cardLabel(card, t) },
                { label: t('payment.cards.column.processor'), cell: (card) => processorName(card.processor.keyword) },
                {
                  label: t('payment.cards.column.state'),
                  cell: (card) => (
                    <span className={styles.actions}>
                      <CardState card={card} />
                    </span>
                  ),
                },
              ]}
              rows={list.filter((card) => !card.is_deleted)}
              rowKey={(card) => card.id}
              rowActions={(card) => (
                <RowMenu name={cardLabel(card, t)}>
                  {!card.is_verified && !card.is_verification_pending && (
                    <Button variant="quiet" disabled={verify.isPending} onClick={() => verify.mutate(card)}>
                      {t('payment.cards.verify')}
                    </Button>
                  )}
                  {card.is_verified && !card.is_primary && (
                    <Button variant="quiet" disabled={primary.isPending} onClick={() => primary.mutate(card.id, { onSuccess: () => toasts.success(t('payment.cards.madePrimary', { card: cardLabel(card, t) })) })}>
                      {t('payment.cards.makePrimary')}
                    </Button>
                  )}
                  <hr />
                  <ConfirmedAction
                    label={t('payment.cards.delete')}
                    ariaLabel={t('payment.cards.deleteLabel', { card: cardLabel(card, t) })}
                    title={t('payment.cards.confirmDelete', { card: cardLabel(card, t) })}
                    text={t('payment.cards.confirmDeleteText')}
                    cancelLabel={t('access.tokens.confirmDelete.cancel')}
                    disabled={remove.isPending}
                    onConfirm={() => remove.mutate(card.id, { onSuccess: () => toasts.success(t('payment.cards.deleted', { card: cardLabel(card, t) })) })}
                  />
                </RowMenu>
              )}
            />
          )}
        </QueryView>
        {verifying && (
          <IssuerStep
            uri={verifying.uri}
            check={() => verificationAnswer(account.id, verifying.card.id)}
            onDone={(card) => {
              setVerifying(undefined)
              void refresh()
              if (card.is_verified) toasts.success(t('payment.cards.verified', { card: cardLabel(card, t) }))
              else setRefusal(t('payment.cards.declined', { card: cardLabel(card, t) }))
            }}
            onFailed={(error) => {
              setVerifying(undefined)
              toasts.error(error)
            }}
          />
        )}
        {refusal && (
          <Notice color="error" title={t('payment.cards.addFailed')}>
            {refusal}
          </Notice>
        )}
        {verify.isError && (
          <Notice color="error" title={t('payment.cards.addFailed')}>
            {errorText(verify.error, t)}
          </Notice>
        )}
        <ConfirmDialog
          isOpen={cancelling !== undefined}
          onOpenChange={(open) => !open && setCancelling(undefined)}
          title={t('payment.cards.confirmCancel', { card: cancelling ? cardLabel(cancelling, t) : '' })}
          text={t('payment.cards.confirmCancelText')}
          confirmLabel={t('payment.cards.cancelVerification')}
          cancelLabel={t('payment.cards.keepWaiting')}
          onConfirm={() =>
            cancelling &&
            cancel.mutate(cancelling.id, { onSuccess: () => toasts.success(t('payment.cards.cancelled', { card: cardLabel(cancelling, t) })) })
          }
        />
      </section>
      <AddCard account={account} onAdded={(card) => verify.mutate(card)} />
      <PaypalConnect account={account} />
      <LinkMethods account={account} />
      <InvoicePayment account={account} />
    </>
  )
}

/**
 * On the account's other tabs: a card whose 3-D Secure step was left unfinished (the customer
 * reloaded, or comes back later), with the way to the payment methods where it resumes.
 */
export function UnfinishedCardNotice({ account, onOpen }: { account: BillingAccount; onOpen: () => void }) {
  const t = useT()
  const cards = useQuery(checkedCardListQuery(account.id))
  const card = cards.data?.find((c) => c.is_verification_pending && !c.is_verified && !c.is_deleted)
  if (!card) return null
  return (
    <Notice title={t('payment.cards.pendingTitle', { card: cardLabel(card, t) })}>
      <p>{t('payment.cards.pendingText')}</p>
      <Button onClick={onOpen}>{t('payment.cards.openMethods')}</Button>
    </Notice>
  )
}

function CardState({ card }: { card: Card }) {
  const t = useT()
  return (
    <>
      {card.is_primary && (
        <Badge color="primary" inList>
          {t('payment.cards.primary')}
        </Badge>
      )}
      {card.is_verified ? (
        <Badge color="success" inList>
          {t('payment.cards.isVerified')}
        </Badge>
      ) : card.is_verification_pending ? (
        <Badge color="warning" inList>
          {t('payment.cards.pending')}
        </Badge>
      ) : (
        <Badge color="error" inList>
          {t('payment.cards.unverified')}
        </Badge>
      )}
    </>
  )
}

/** Once the issuer has answered, the card is no longer pending: verified, or refused. */
async function verificationAnswer(accountId: number, cardId: number): Promise<StepOutcome<Card>> {
  const cards = await paymentActions.cards(accountId)
  const card = cards.find((c) => c.id === cardId)
  if (!card) throw new Error(`Card ${cardId} not found`)
  return card.is_verification_pending ? { state: 'pending' } : { state: 'done', value: card }
}

/**
 * docs/product/payment.md#three-d-secure `card/verify`: the processor charges its verification amount (3-D Secure where the
 * processor asks for it) and refunds it.
 */
function useVerify(account: BillingAccount, onIssuer: (step: { card: Card; uri: string }) => void) {
  const t = useT()
  const toasts = useToasts()
  const { config } = useSite()
  const verify = useCardVerify(account.id)
  const mutate = (card: Card) => {
    const processor = config.paymentProcessors.find((p) => p.keyword === card.processor.keyword)
    const body = {
      payment_object_id: card.id,
      front_base_url: `${location.origin}${basePath}`,
      // Resuming a pending card goes through 3-D Secure again: the step it waited for.
      force_3ds: card.is_verification_pending || (processor?.use_3ds_verification ?? false),
    }
    verify.mutate(body, {
      onSuccess: (answer) => {
        if (answer.authorize_uri) onIssuer({ card: answer.card, uri: answer.authorize_uri })
        else toasts.success(t('payment.cards.verified', { card: cardLabel(answer.card, t) }))
      },
      onError: (error) => toasts.error(error),
    })
  }
  return { mutate, isPending: verify.isPending, isError: verify.isError, error: verify.error }
}

/**
 * Adding a card through the processor's form (the sandbox's stand-in: its test card numbers),
 * then verifying it.
 */
function AddCard({ account, onAdded }: { account: BillingAccount; onAdded: (card: Card) => void }) {
  const t = useT()
  const brandText = useBrandText()
  const toasts = useToasts()
  const { config } = useSite()
  const processors = config.paymentProcessors.filter((p) => p.type === 'creditcard' && p.keyword !== 'paypal_vault')
  const [keyword, setKeyword] = useState(processors[0]?.keyword ?? '')
  const [number, setNumber] = useState('')
  const [submitted, setSubmitted] = useState(false)
  const numberIssue = submitted && !luhnValid(number) ? t('payment.cards.numberInvalid') : undefined
  const add = useCardAdd()
  if (processors.length === 0) return null

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
    if (!luhnValid(number)) return
    add.mutate(
      { billing_account_id: account.id, token: sandboxToken(number), processor_keyword: keyword },
      {
        onSuccess: (card) => {
          setNumber('')
          setSubmitted(false)
          toasts.success(t('payment.cards.added', { card: cardLabel(card, t) }))
          onAdded(card)
        },
      },
    )
  }
  return (
    <section className={styles.section} aria-labelledby="add-card-heading">
      <h3 id="add-card-heading">{t('payment.cards.add')}</h3>
      <form noValidate onSubmit={submit} className={styles.form}>
        {processors.length > 1 && (
          <SelectField label={t('payment.topup.processor')} value={keyword} onChange={(e) => setKeyword(e.target.value)}>
            {processors.map((p) => (
              <option key={p.keyword} value={p.keyword}>
                {brandText(p.name)}
              </option>
            ))}
          </SelectField>
        )}
        <TextField
          label={t('payment.cards.number')}
          name="cardnumber"
          autoComplete="cc-number"
          inputMode="numeric"
          value={number}
          onChange={(e) => setNumber(e.target.value)}
          error={numberIssue}
        />
        <SandboxCards processor={processors.find((p) => p.keyword === keyword)} />
        <div className={styles.actions}>
          <Button type="submit" disabled={add.isPending}>
            {t('payment.cards.addSubmit')}
          </Button>
        </div>
        {add.isError && (
          <Notice color="error" title={t('payment.cards.addFailed')}>
            {errorText(add.error, t)}
          </Notice>
        )}
      </form>
    </section>
  )
}

/** docs/product/payment.md#cards `apply_for_invoice_payment`: where the site has an invoice processor. */
function InvoicePayment({ account }: { account: BillingAccount }) {
  const t = useT()
  const toasts = useToasts()
  const { config } = useSite()
  const apply = useInvoicePaymentApply()
  if (!config.paymentProcessors.some((p) => p.type === 'invoice')) return null
  return (
    <section className={styles.section} aria-labelledby="invoice-payment-heading">
      <h3 id="invoice-payment-heading">{t('billing.invoicePayment.heading')}</h3>
      {account.paying_by_invoice ? (
        <p>{t('billing.invoicePayment.on')}</p>
      ) : (
        <>
          <p>{t('billing.invoicePayment.text')}</p>
          <div className={styles.actions}>
            <Button disabled={apply.isPending} onClick={() => apply.mutate(account.id, { onSuccess: () => toasts.success(t('billing.invoicePayment.done')) })}>
              {t('billing.invoicePayment.apply')}
            </Button>
          </div>
        </>
      )}
    </section>
  )
}
