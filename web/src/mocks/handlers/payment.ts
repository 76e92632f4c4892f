import { http, HttpResponse } from 'msw'
import type { Answer } from './answers'
import { type AreaMocks, notMocked } from '../mocks'

/** No cards, and top-ups without a fee, unless a test says otherwise. */
export const paymentMocks = {
  card_list: http.get<never, never, Answer<'/v1/payment/card/list', 'get'>>('/v1/payment/card/list', () => HttpResponse.json([])),
  final_topup_amount: http.get<never, never, Answer<'/v1/payment/final_topup_amount', 'get'>>('/v1/payment/final_topup_amount', ({ request }) => {
    const amount = Number(new URL(request.url).searchParams.get('amount'))
    return HttpResponse.json({ final_amount: amount, currency: 'EUR', transaction_fee: 0, exchange_rate: 1 })
  }),
  apply_for_invoice_payment: notMocked,
  card_create: notMocked,
  card_delete: notMocked,
  card_set_primary: notMocked,
  card_verify: notMocked,
  credit_buy: notMocked,
  credit_buy_posthook: notMocked,
  link_save_methods: notMocked,
  link_send_data: notMocked,
  paypal_payment_token: notMocked,
  paypal_setup_token: notMocked,
  persistent_data: notMocked,
} satisfies AreaMocks
