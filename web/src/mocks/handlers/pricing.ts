import { http, HttpResponse } from 'msw'
import { priceList, pricingPolicy } from '../fixtures/pricing'
import type { Answer } from './answers'

export const pricingHandlers = [
  http.get<never, never, Answer<'/v1/pricing/list/current', 'get'>>('/v1/pricing/list/current', () =>
    HttpResponse.json(priceList),
  ),
  http.get<never, never, Answer<'/v1/pricing/policy', 'get'>>('/v1/pricing/policy', () =>
    HttpResponse.json(pricingPolicy),
  ),
]
