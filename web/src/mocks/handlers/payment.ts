import { http, HttpResponse } from 'msw'
import { billingAccounts } from '../fixtures/billing'
import { invoices, ledger, usage } from '../fixtures/payment'

const accountOf = (request: Request) => Number(new URL(request.url).searchParams.get('billing_account_id'))

/** One billing account and what hangs off it, over `fixtures/payment.ts`; tests add the changing calls. */
export const paymentHandlers = [
  http.get('/v1/payment/billing_account', ({ request }) => {
    const account = billingAccounts.find((a) => a.id === accountOf(request))
    return account
      ? HttpResponse.json(account)
      : HttpResponse.json({ errors: { Error: 'Billing account not found' } }, { status: 404 })
  }),
  http.get('/v1/payment/card/list', () => HttpResponse.json([])),
  http.get('/v1/payment/invoice/list', () => HttpResponse.json(invoices)),
  http.get('/v1/payment/credit/list', () => HttpResponse.json(ledger)),
  http.get('/v1/charging/usage', () => HttpResponse.json(usage)),
  // No fee unless a test says otherwise.
  http.get('/v1/payment/final_topup_amount', ({ request }) => {
    const amount = Number(new URL(request.url).searchParams.get('amount'))
    return HttpResponse.json({ final_amount: amount, currency: 'EUR', transaction_fee: 0, exchange_rate: 1 })
  }),
  http.get('/v1/config/payment/restriction_level_clear_topup_threshold', () => HttpResponse.json({ threshold: 10 })),
]
