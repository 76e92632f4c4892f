import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import { call } from './errors'
import type { components } from './generated/schema'

type Schemas = components['schemas']
export type Price = Schemas['Price']
export type PricePolicy = Schemas['PricePolicy']

export const priceListQuery = queryOptions({
  queryKey: ['price_list_current'],
  queryFn: () => call(api.GET('/v1/pricing/list/current')),
})

/** docs/product/pricing.md#policy: the same prices as the live API's policies (needs a key). */
export const pricingPolicyQuery = queryOptions({
  queryKey: ['pricing_policy'],
  queryFn: () => call(api.GET('/v1/pricing/policy')),
  meta: { errorToast: false },
})
