import { http, HttpResponse } from 'msw'
import { priceList, pricingPolicy } from '../fixtures/pricing'
import type { Answer } from './answers'
import type { AreaMocks } from '../mocks'

export const pricingMocks = {
  price_list_current: http.get<never, never, Answer<'/v1/pricing/list/current', 'get'>>('/v1/pricing/list/current', () =>
    HttpResponse.json(priceList),
  ),
  pricing_policy: http.get<never, never, Answer<'/v1/pricing/policy', 'get'>>('/v1/pricing/policy', () =>
    HttpResponse.json(pricingPolicy),
  ),
} satisfies AreaMocks
