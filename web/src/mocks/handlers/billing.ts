import { http, HttpResponse } from 'msw'
import { billingAccounts, invoices, ledger, usage } from '../fixtures/billing'
import { errorTexts } from '../../api/generated/error-texts'
import type { Answer } from './answers'

const accountOf = (request: Request) => Number(new URL(request.url).searchParams.get('billing_account_id'))

/** The billing accounts and what hangs off one, over `fixtures/billing.ts`; tests add the changing calls. */
export const billingHandlers = [
  http.get<never, never, Answer<'/v1/payment/billing_account/list', 'get'>>('/v1/payment/billing_account/list', () =>
    HttpResponse.json(billingAccounts),
  ),
  http.get<never, never, Answer<'/v1/payment/billing_account', 'get'>>('/v1/payment/billing_account', ({ request }) => {
    const account = billingAccounts.find((a) => a.id === accountOf(request))
    return account
      ? HttpResponse.json(account)
      : HttpResponse.json({ errors: { Error: errorTexts.billing.noSuchAccount(accountOf(request)) } }, { status: 404 })
  }),
  http.get<never, never, Answer<'/v1/payment/invoice/list', 'get'>>('/v1/payment/invoice/list', () =>
    HttpResponse.json(invoices),
  ),
  http.get<never, never, Answer<'/v1/payment/credit/list', 'get'>>('/v1/payment/credit/list', () =>
    HttpResponse.json(ledger),
  ),
  http.get<never, never, Answer<'/v1/charging/usage', 'get'>>('/v1/charging/usage', () => HttpResponse.json(usage)),
  http.get<never, never, Answer<'/v1/config/payment/restriction_level_clear_topup_threshold', 'get'>>(
    '/v1/config/payment/restriction_level_clear_topup_threshold',
    () => HttpResponse.json({ threshold: 10 }),
  ),
]
