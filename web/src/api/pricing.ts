import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import { call } from './errors'
import type { components } from './generated/schema'

type Schemas = components['schemas']
export type Price = Schemas['Price']

export const priceListQuery = queryOptions({
  queryKey: ['price_list_current'],
  queryFn: () => call(api.GET('/v1/pricing/list/current')),
})
