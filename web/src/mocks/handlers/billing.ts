import { http, HttpResponse } from 'msw'
import { apiTokens, billingAccounts } from '../fixtures/billing'

/** The billing and token lists over `fixtures/billing.ts`; tests add the changing calls they check. */
export const billingHandlers = [
  http.get('/v1/payment/billing_account/list', () => HttpResponse.json(billingAccounts)),
  http.get('/v1/user-resource/token/list', () => HttpResponse.json(apiTokens)),
]
