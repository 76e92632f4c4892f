import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import { call } from './errors'
import type { components } from './generated/schema'

type Schemas = components['schemas']

/**
 * Platform seed §7 "Billing" and "Payment methods and top-up": one billing account and what hangs
 * off it. Keys start with the operation id so a whole operation can be invalidated.
 */
const byAccount = (id: number) => ({ query: { billing_account_id: id } })

export const billingAccountQuery = (id: number) =>
  queryOptions({
    queryKey: ['billing_account_get', { id }],
    queryFn: () => call(api.GET('/v1/payment/billing_account', { params: byAccount(id) })),
    meta: { errorToast: false },
  })

export const creditListQuery = (id: number) =>
  queryOptions({
    queryKey: ['credit_list', { id }],
    queryFn: () => call(api.GET('/v1/payment/credit/list', { params: byAccount(id) })),
    meta: { errorToast: false },
  })

export const invoiceListQuery = (id: number) =>
  queryOptions({
    queryKey: ['invoice_list', { id }],
    queryFn: () => call(api.GET('/v1/payment/invoice/list', { params: byAccount(id) })),
    meta: { errorToast: false },
  })

export const usageQuery = (id: number) =>
  queryOptions({
    queryKey: ['charging_usage', { id }],
    queryFn: () => call(api.GET('/v1/charging/usage', { params: byAccount(id) })),
    meta: { errorToast: false },
  })

export const cardListQuery = (id: number) =>
  queryOptions({
    queryKey: ['card_list', { id }],
    queryFn: () => call(api.GET('/v1/payment/card/list', { params: byAccount(id) })),
    meta: { errorToast: false },
  })

/** What a top-up costs through a processor: fee and conversion (seed §3 "Top-up fields"). */
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

/** The operation ids whose answers change when money moves on an account. */
export const moneyQueryKeys = [
  ['billing_account_list'],
  ['billing_account_get'],
  ['credit_list'],
  ['invoice_list'],
  ['charging_usage'],
  ['card_list'],
] as const

export const paymentActions = {
  update: (body: Schemas['BillingAccountUpdate']) => call(api.PUT('/v1/payment/billing_account', { body })),
  delete: (id: number) => call(api.DELETE('/v1/payment/billing_account', { body: { id } })),
  payInvoice: (invoiceId: number) => call(api.POST('/v1/payment/pay_invoice', { body: { invoice_id: invoiceId } })),
  /** The invoice as the PDF the server prints. */
  invoicePdf: async (invoiceId: number): Promise<Blob> =>
    call(
      api.GET('/v1/payment/invoice/pdf', {
        params: { query: { invoice_id: invoiceId } },
        parseAs: 'blob',
      }),
    ) as Promise<Blob>,
  cards: (id: number) => call(api.GET('/v1/payment/card/list', { params: byAccount(id) })),
  addCard: (body: Schemas['CardCreate']) => call(api.POST('/v1/payment/card', { body })),
  verifyCard: (body: Schemas['CardVerify']) => call(api.POST('/v1/payment/card/verify', { body })),
  deleteCard: (id: number) => call(api.DELETE('/v1/payment/card', { body: { payment_object_id: id } })),
  setPrimary: (id: number) => call(api.PUT('/v1/payment/card/set_primary', { body: { payment_object_id: id } })),
  buyCredit: (body: Schemas['CreditBuy']) => call(api.POST('/v1/payment/credit/buy', { body })),
  buyPosthook: (body: Schemas['CreditBuyPosthook']) => call(api.POST('/v1/payment/credit/buy/posthook', { body })),
  sendLinkData: (body: Schemas['LinkSendData']) => call(api.POST('/v1/payment/link/send_data', { body })),
  saveLinkMethods: (body: Schemas['LinkSaveMethods']) => call(api.POST('/v1/payment/link/save_methods', { body })),
  applyForInvoice: (id: number) =>
    call(api.POST('/v1/payment/apply_for_invoice_payment', { body: { billing_account_id: id } })),
  recurring: (id: number, body: Schemas['RecurringPaymentUpdate']) =>
    call(api.PUT('/v1/payment/billing_account/{id}/recurring_payment', { params: { path: { id: String(id) } }, body })),
  lowBalanceNotice: (body: Schemas['LowBalanceNoticeUpdate']) =>
    call(api.PUT('/v1/payment/low_balance_notice_settings', { body })),
  activateCampaign: (id: number, code: string) =>
    call(
      api.POST('/v1/payment/billing_account/{id}/campaign_activate/{campaign_code}', {
        params: { path: { id: String(id), campaign_code: code } },
      }),
    ),
  paypalSetup: (sessionId: string, returnUrl: string) =>
    call(api.GET('/v1/payment/paypal/setup_token', { params: { query: { session_id: sessionId, return_url: returnUrl } } })),
  paypalPaymentToken: (sessionId: string, setupToken: string) =>
    call(
      api.GET('/v1/payment/paypal/payment_token', {
        params: { query: { session_id: sessionId, setup_token: setupToken } },
      }),
    ),
}

/** The top-up that returns a restricted account to CLEAR (seed §7). */
export const restrictionThresholdQuery = queryOptions({
  queryKey: ['restriction_level_clear_topup_threshold'],
  queryFn: () => call(api.GET('/v1/config/payment/restriction_level_clear_topup_threshold')),
  meta: { errorToast: false },
})
