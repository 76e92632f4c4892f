import { http, HttpResponse } from 'msw'
import { priceList } from '../fixtures/pricing'
import type { Ok } from './answers'

export const pricingHandlers = [
  http.get<never, never, Ok<'/v1/pricing/list/current', 'get'>>('/v1/pricing/list/current', () =>
    HttpResponse.json(priceList),
  ),
]
