import { queryOptions } from '@tanstack/react-query'
import { publicApi } from './client'
import { call } from './errors'

const day = 24 * 60 * 60 * 1000

/** Keys are `[operationId, params]` so a query can be invalidated by operation. */
export const siteConfigQuery = queryOptions({
  queryKey: ['ui_config_get'],
  queryFn: () => call(publicApi.GET('/v1/config/ui/config')),
  staleTime: day,
})

/** Brand themes come from the simulator's control API; a real API has none, so no retries. */
export const brandsQuery = queryOptions({
  queryKey: ['sim_brands'],
  queryFn: () => call(publicApi.GET('/__sim/brands')),
  staleTime: day,
  retry: false,
})
