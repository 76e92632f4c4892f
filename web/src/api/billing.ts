import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import { call } from './errors'
import type { components } from './generated/schema'
import { useApiMutation } from './use-api-mutation'

type Schemas = components['schemas']
export type BillingAccount = Schemas['BillingAccount']
export type BillingFields = Schemas['BillingFields']
export type BillingAccountField = Schemas['BillingAccountField']
export type DisplayCurrency = Schemas['DisplayCurrency']
export type Invoice = Schemas['Invoice']
export type CreditEntry = Schemas['CreditEntry']
export type UsageItem = Schemas['UsageItem']
export type RestrictionLevel = Schemas['RestrictionLevel']

/** docs/product/billing.md#invoices "Billing": the user's billing accounts, and one account's invoices, credit and usage. */

const byAccount = (id: number) => ({ query: { billing_account_id: id } })

export const billingAccountsQuery = queryOptions({
  queryKey: ['billing_account_list'],
  queryFn: () => call(api.GET('/v1/payment/billing_account/list')),
  meta: { errorToast: false },
})

export const billingActions = {
  create: (body: BillingFields) => call(api.POST('/v1/payment/billing_account', { body })),
  setDefault: (id: number) =>
    call(api.POST('/v1/payment/billing_account/set_default', { body: { billing_account_id: id } })),
  update: (body: Schemas['BillingAccountUpdate']) => call(api.PUT('/v1/payment/billing_account', { body })),
  delete: (id: number) => call(api.DELETE('/v1/payment/billing_account', { body: { id } })),
  /** docs/product/billing.md#paying-in-bulk: every unpaid invoice the credit covers. */
  payAll: (id: number) => call(api.POST('/v1/payment/pay_all', { body: { billing_account_id: id } })),
  payInvoice: (invoiceId: number) => call(api.POST('/v1/payment/pay_invoice', { body: { invoice_id: invoiceId } })),
  /** The invoice as the PDF the server prints. */
  invoicePdf: async (invoiceId: number): Promise<Blob> =>
    call(
      api.GET('/v1/payment/invoice/pdf', {
        params: { query: { invoice_id: invoiceId } },
        parseAs: 'blob',
      }),
    ) as Promise<Blob>,
  applyForInvoice: (id: number) =>
    call(api.POST('/v1/payment/apply_for_invoice_payment', { body: { billing_account_id: id } })),
  lowBalanceNotice: (body: Schemas['LowBalanceNoticeUpdate']) =>
    call(api.PUT('/v1/payment/low_balance_notice_settings', { body })),
  activateCampaign: (id: number, code: string) =>
    call(
      api.POST('/v1/payment/billing_account/{id}/campaign_activate/{campaign_code}', {
        params: { path: { id: String(id), campaign_code: code } },
      }),
    ),
}

export const billingAccountQuery = (id: number) =>
  queryOptions({
    queryKey: ['billing_account_get', { id }],
    queryFn: () => call(api.GET('/v1/payment/billing_account', { params: byAccount(id) })),
    meta: { errorToast: false },
  })

/** docs/product/billing.md#paying-in-bulk: what the account owes. */
export const unpaidAmountQuery = (id: number) =>
  queryOptions({
    queryKey: ['billing_account_unpaid_amount', { id }],
    queryFn: () => call(api.GET('/v1/payment/billing_account/unpaid_amount', { params: byAccount(id) })),
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

/** The operation ids whose answers change when money moves on an account. */
export const moneyQueryKeys = [
  ['billing_account_list'],
  ['billing_account_unpaid_amount'],
  ['billing_account_get'],
  ['credit_list'],
  ['invoice_list'],
  ['charging_usage'],
  ['card_list'],
] as const

/** The top-up that returns a restricted account to CLEAR (docs/product/billing.md#restriction). */
export const restrictionThresholdQuery = queryOptions({
  queryKey: ['restriction_threshold_get'],
  queryFn: () => call(api.GET('/v1/config/payment/restriction_level_clear_topup_threshold')),
  meta: { errorToast: false },
})

export const useAccountCreate = ({ errorToast }: { errorToast?: boolean } = {}) =>
  useApiMutation({ mutationFn: billingActions.create, invalidates: [billingAccountsQuery.queryKey], errorToast })

export const useAccountSetDefault = () =>
  useApiMutation({ mutationFn: billingActions.setDefault, invalidates: [billingAccountsQuery.queryKey] })

export const useAccountDelete = () => useApiMutation({ mutationFn: billingActions.delete, invalidates: moneyQueryKeys })

export const usePayAll = () => useApiMutation({ mutationFn: billingActions.payAll, invalidates: moneyQueryKeys })

export const useInvoicePay = () => useApiMutation({ mutationFn: billingActions.payInvoice, invalidates: moneyQueryKeys })

export const useInvoicePdf = () => useApiMutation({ mutationFn: billingActions.invoicePdf })

/** docs/product/billing.md#promotions: a campaign code's credit on an account. */
export const useCampaignActivate = () =>
  useApiMutation({
    mutationFn: ({ account, code }: { account: number; code: string }) => billingActions.activateCampaign(account, code),
    invalidates: moneyQueryKeys,
  })

/** docs/product/payment.md#cards `apply_for_invoice_payment`: the account asks to pay by invoice. */
export const useInvoicePaymentApply = () => useApiMutation({ mutationFn: billingActions.applyForInvoice, invalidates: moneyQueryKeys })

export const useLowBalanceNoticeSave = () =>
  useApiMutation({ mutationFn: billingActions.lowBalanceNotice, invalidates: moneyQueryKeys })

/** The account's details; the list and the account are read again. */
export const useAccountUpdate = () =>
  useApiMutation({
    mutationFn: billingActions.update,
    invalidates: (_, { id }) => [billingAccountsQuery.queryKey, billingAccountQuery(id).queryKey],
  })
