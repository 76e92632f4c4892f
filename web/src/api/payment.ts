import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { api } from './client'
import { call } from './errors'
import { billingAccountQuery, moneyQueryKeys } from './billing'
import type { components } from './generated/schema'
import { useApiMutation } from './use-api-mutation'

type Schemas = components['schemas']
export type PaymentProcessor = Schemas['PaymentProcessor']
export type Card = Schemas['Card']
export type FinalTopupAmount = Schemas['FinalTopupAmount']

/**
 * docs/product/payment.md#top-up "Payment methods and top-up": a billing account's cards, top-ups, PayPal,
 * payment links and automatic top-up. Keys start with the operation id so a whole operation can
 * be invalidated.
 */
const byAccount = (id: number) => ({ query: { billing_account_id: id } })

/** How often a card list with a card awaiting 3-D Secure is read again. */
export const pendingCardPollMs = 2000

/**
 * A billing account's cards. While one awaits 3-D Secure the list is never fresh and reads itself
 * again, on every tab that shows it: the customer answers in another window, and the Top up tab
 * must learn the card is verified without the Payment methods tab being opened (issue 43).
 */
export const cardListQuery = (id: number) =>
  queryOptions({
    queryKey: ['card_list', { id }],
    queryFn: () => call(api.GET('/v1/payment/card/list', { params: byAccount(id) })),
    // 60 s otherwise, the console's default (app/query-client.ts).
    staleTime: (query) => (awaiting(query.state.data) ? 0 : 60_000),
    refetchInterval: (query) => (awaiting(query.state.data) ? pendingCardPollMs : false),
    meta: { errorToast: false },
  })

const awaiting = (cards: readonly Card[] | undefined) => cards?.some((card) => card.is_verification_pending && !card.is_deleted) ?? false

/** What a top-up costs through a processor: fee and conversion (docs/product/payment.md#top-up "Top-up fields"). */
export const topupQuoteQuery = (id: number, processor: string, amount: number) =>
  queryOptions({
    queryKey: ['final_topup_amount', { id, processor, amount }],
    queryFn: () =>
      call(
        api.GET('/v1/payment/final_topup_amount', {
          params: { query: { billing_account_id: id, processor, amount } },
        }),
      ),
    meta: { errorToast: false },
    retry: false,
  })

export const persistentDataQuery = (id: number, identifier: string) =>
  queryOptions({
    queryKey: ['persistent_data', { id, identifier }],
    queryFn: () =>
      call(api.GET('/v1/payment/persistent_data', { params: { query: { billing_account_id: id, identifier } } })),
    meta: { errorToast: false },
  })

export const paymentActions = {
  cards: (id: number) => call(api.GET('/v1/payment/card/list', { params: byAccount(id) })),
  addCard: (body: Schemas['CardCreate']) => call(api.POST('/v1/payment/card', { body })),
  verifyCard: (body: Schemas['CardVerify']) => call(api.POST('/v1/payment/card/verify', { body })),
  deleteCard: (id: number) => call(api.DELETE('/v1/payment/card', { body: { payment_object_id: id } })),
  setPrimary: (id: number) => call(api.PUT('/v1/payment/card/set_primary', { body: { payment_object_id: id } })),
  buyCredit: (body: Schemas['CreditBuy']) => call(api.POST('/v1/payment/credit/buy', { body })),
  buyPosthook: (body: Schemas['CreditBuyPosthook']) => call(api.POST('/v1/payment/credit/buy/posthook', { body })),
  sendLinkData: (body: Schemas['LinkSendData']) => call(api.POST('/v1/payment/link/send_data', { body })),
  saveLinkMethods: (body: Schemas['LinkSaveMethods']) => call(api.POST('/v1/payment/link/save_methods', { body })),
  recurring: (id: number, body: Schemas['RecurringPaymentUpdate']) =>
    call(api.PUT('/v1/payment/billing_account/{id}/recurring_payment', { params: { path: { id: String(id) } }, body })),
  paypalSetup: (sessionId: string, returnUrl: string) =>
    call(api.GET('/v1/payment/paypal/setup_token', { params: { query: { session_id: sessionId, return_url: returnUrl } } })),
  paypalPaymentToken: (sessionId: string, setupToken: string) =>
    call(
      api.GET('/v1/payment/paypal/payment_token', {
        params: { query: { session_id: sessionId, setup_token: setupToken } },
      }),
    ),
}


/** docs/product/billing.md#accounts `link/save_methods`: the account is read again with its methods. */
export const useLinkMethodsSave = () =>
  useApiMutation({
    mutationFn: paymentActions.saveLinkMethods,
    invalidates: (_, { billing_account_id }) => [billingAccountQuery(billing_account_id).queryKey],
  })

/** docs/product/payment.md#cards PayPal vault: a setup token under a new session, for the user to approve on PayPal's page. */
export const usePaypalSetup = () =>
  useApiMutation({
    mutationFn: async (returnUrl: string) => {
      const session = crypto.randomUUID()
      const answer = await paymentActions.paypalSetup(session, returnUrl)
      return { session, token: answer.id, uri: answer.approve_url }
    },
  })

export const useCardAdd = () =>
  useApiMutation({
    mutationFn: paymentActions.addCard,
    invalidates: (_, { billing_account_id }) => [cardListQuery(billing_account_id).queryKey],
  })

export const useCardSetPrimary = () => useApiMutation({ mutationFn: paymentActions.setPrimary, invalidates: moneyQueryKeys })

export const useCardDelete = () => useApiMutation({ mutationFn: paymentActions.deleteCard, invalidates: moneyQueryKeys })

/**
 * docs/product/payment.md#three-d-secure `card/verify`: the account's cards are read again whether it
 * worked or not (a refused card changes state too), the account after a success. The screen
 * shows the error itself.
 */
export function useCardVerify(account: number) {
  const queryClient = useQueryClient()
  const cards = () => void queryClient.invalidateQueries({ queryKey: cardListQuery(account).queryKey })
  return useApiMutation({
    mutationFn: paymentActions.verifyCard,
    onSuccess: () => {
      cards()
      void queryClient.invalidateQueries({ queryKey: billingAccountQuery(account).queryKey })
    },
    onError: cards,
    errorToast: false,
  })
}

/** docs/product/payment.md#top-up: credit bought with a card (3-D Secure may hold the charge for the issuer's step). */
export const useCreditBuy = ({ errorToast }: { errorToast?: boolean } = {}) =>
  useApiMutation({ mutationFn: paymentActions.buyCredit, errorToast })

/** docs/product/payment.md#top-up: a payment link's data; the answer names the provider's page to go to. */
export const useLinkTopUp = ({ errorToast }: { errorToast?: boolean } = {}) =>
  useApiMutation({ mutationFn: paymentActions.sendLinkData, errorToast })

/** docs/product/billing.md#accounts `recurring_payment`; saving may charge at once, so money is read again. */
export const useRecurringSave = () =>
  useApiMutation({
    mutationFn: ({ account, body }: { account: number; body: Schemas['RecurringPaymentUpdate'] }) => paymentActions.recurring(account, body),
    invalidates: moneyQueryKeys,
  })
