import { http, HttpResponse } from 'msw'
import type { Answer } from './answers'

/** No cards, and top-ups without a fee, unless a test says otherwise. */
export const paymentHandlers = [
  http.get<never, never, Answer<'/v1/payment/card/list', 'get'>>('/v1/payment/card/list', () => HttpResponse.json([])),
  http.get<never, never, Answer<'/v1/payment/final_topup_amount', 'get'>>('/v1/payment/final_topup_amount', ({ request }) => {
    const amount = Number(new URL(request.url).searchParams.get('amount'))
    return HttpResponse.json({ final_amount: amount, currency: 'EUR', transaction_fee: 0, exchange_rate: 1 })
  }),
]
