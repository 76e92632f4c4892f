import { http, HttpResponse } from 'msw'
import { billingAccounts, invoices, ledger, usage } from '../fixtures/billing'
import { errorTexts } from '../../api/generated/error-texts'
import type { Answer } from './answers'
import { type AreaMocks, notMocked } from '../mocks'

const accountOf = (request: Request) => Number(new URL(request.url).searchParams.get('billing_account_id'))

/** A bulk payment with nothing to pay (the fixtures' accounts owe nothing); tests answer others. */
const nothingPaid = {
  amount_left: 0,
  amount_used: 0,
  error_log: [],
  message: errorTexts.billing.nothingToPay,
  paid_invoices: [],
  success: true,
}

/** The billing accounts and what hangs off one, over `fixtures/billing.ts`; tests add the changing calls. */
export const billingMocks = {
  billing_account_list: http.get<never, never, Answer<'/v1/payment/billing_account/list', 'get'>>('/v1/payment/billing_account/list', () =>
    HttpResponse.json(billingAccounts),
  ),
  billing_account_get: http.get<never, never, Answer<'/v1/payment/billing_account', 'get'>>('/v1/payment/billing_account', ({ request }) => {
    const account = billingAccounts.find((a) => a.id === accountOf(request))
    return account
      ? HttpResponse.json(account)
      : HttpResponse.json({ errors: { Error: errorTexts.billing.noSuchAccount(accountOf(request)) } }, { status: 404 })
  }),
  billing_account_unpaid_amount: http.get<never, never, Answer<'/v1/payment/billing_account/unpaid_amount', 'get'>>(
    '/v1/payment/billing_account/unpaid_amount',
    ({ request }) => {
      const account = billingAccounts.find((a) => a.id === accountOf(request))
      return account
        ? HttpResponse.json({ message: account.unpaid_amount })
        : HttpResponse.json({ errors: { Error: errorTexts.billing.noSuchAccount(accountOf(request)) } }, { status: 404 })
    },
  ),
  pay_all: http.post<never, never, Answer<'/v1/payment/pay_all', 'post'>>('/v1/payment/pay_all', () =>
    HttpResponse.json(nothingPaid),
  ),
  invoice_list: http.get<never, never, Answer<'/v1/payment/invoice/list', 'get'>>('/v1/payment/invoice/list', () =>
    HttpResponse.json(invoices),
  ),
  credit_list: http.get<never, never, Answer<'/v1/payment/credit/list', 'get'>>('/v1/payment/credit/list', () =>
    HttpResponse.json(ledger),
  ),
  charging_usage: http.get<never, never, Answer<'/v1/charging/usage', 'get'>>('/v1/charging/usage', () => HttpResponse.json(usage)),
  restriction_threshold_get: http.get<never, never, Answer<'/v1/config/payment/restriction_level_clear_topup_threshold', 'get'>>(
    '/v1/config/payment/restriction_level_clear_topup_threshold',
    () => HttpResponse.json({ threshold: 10 }),
  ),
  billing_account_create: notMocked,
  billing_account_delete: notMocked,
  billing_account_set_default: notMocked,
  billing_account_update: notMocked,
  campaign_activate: notMocked,
  invoice_pdf: notMocked,
  low_balance_notice_settings: notMocked,
  pay_invoice: notMocked,
  recurring_payment: notMocked,
} satisfies AreaMocks
