import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api, publicApi } from './client'
import { isVmTransitional } from './can'
import { apiMode } from './endpoint'
import { ApiError, call, CredentialsError, ForbiddenError } from './errors'
import type { Vm } from './types'
import { loadShippedBrand } from '../theme/shipped-brands'

const minute = 60 * 1000
const day = 24 * 60 * minute

/**
 * Query options per operation. Keys are `[operationId, params]` so a query can be invalidated by
 * operation. `meta.errorToast: false` marks queries whose screens show their own error (the
 * query client toasts every other failure).
 */

/**
 * Platform seed §9: the configuration is cached for a day. It is public, but sent with the key
 * when there is one: the simulator then answers the brand of the key's session.
 */
export const siteConfigQuery = queryOptions({
  queryKey: ['ui_config_get'],
  queryFn: () => call(api.GET('/v1/config/ui/config')),
  staleTime: day,
  meta: { errorToast: false },
})

/**
 * The brand a site configuration's `siteTheme` names, shipped with the console (any API's site,
 * the real one's included); null when none is shipped by that name (the default look).
 */
export const brandQuery = (siteTheme: string | undefined) =>
  queryOptions({
    queryKey: ['shipped_brand', siteTheme],
    queryFn: () => loadShippedBrand(siteTheme ?? ''),
    enabled: siteTheme !== undefined,
    // A brand switch (developer toolbar) keeps the app up in the old look until the new one is in.
    placeholderData: keepPreviousData,
    staleTime: Infinity,
    retry: false,
    meta: { errorToast: false },
  })

/**
 * The simulator's brands, for the developer toolbar's brand switch (mock mode alone; no retries
 * where `/__sim` is missing). Real mode asks nothing of `/__sim`.
 */
export const brandsQuery = queryOptions({
  queryKey: ['sim_brands'],
  queryFn: () => (apiMode() === 'mock' ? call(publicApi.GET('/__sim/brands')) : []),
  staleTime: day,
  retry: false,
  meta: { errorToast: false },
})

/** The signed-in user; the app layout shows the crash screen when it cannot be loaded. */
export const userQuery = queryOptions({
  queryKey: ['user_get'],
  queryFn: () => call(api.GET('/v1/user-resource/user')),
  meta: { errorToast: false },
})

export const locationsQuery = queryOptions({
  queryKey: ['locations_list'],
  queryFn: () => call(api.GET('/v1/config/locations')),
})

/**
 * Platform seed §6: the privileges call answers 403 for a non-administrator; 404, 502 and any 2xx
 * mean administrator. Stale after 60 minutes (§9); never retried, since a 502 is an answer here.
 */
export const isAdminQuery = queryOptions({
  queryKey: ['privileges_get'],
  queryFn: async () => {
    try {
      await call(api.GET('/v1/user-resource/user/privileges'))
      return true
    } catch (error) {
      if (error instanceof ForbiddenError || error instanceof CredentialsError) return false
      if (error instanceof ApiError && (error.status === 404 || error.status === 502)) return true
      throw error
    }
  },
  staleTime: 60 * minute,
  retry: false,
})

/** How often a screen re-reads a VM while it is in a transitional status. */
export const vmPollMs = 2000

/** Refetch while any of the answer's VMs is on its way somewhere (`creating`, `stopping`, …). */
function pollWhileTransitional(data: Vm | Vm[] | undefined): number | false {
  const vms = data === undefined ? [] : Array.isArray(data) ? data : [data]
  return vms.some(isVmTransitional) ? vmPollMs : false
}

/** One location's VMs; the list screen runs one per location (no endpoint aggregates them). */
export const vmListQuery = (location: string) =>
  queryOptions({
    queryKey: ['vm_list', { location }],
    queryFn: () => call(api.GET('/v1/{location}/user-resource/vm/list', { params: { path: { location } } })),
    refetchInterval: (query) => pollWhileTransitional(query.state.data),
    meta: { errorToast: false },
  })

export const vmQuery = (location: string, uuid: string) =>
  queryOptions({
    queryKey: ['vm_get', { location, uuid }],
    queryFn: () =>
      call(api.GET('/v1/{location}/user-resource/vm', { params: { path: { location }, query: { uuid } } })),
    refetchInterval: (query) => pollWhileTransitional(query.state.data),
    meta: { errorToast: false },
  })

export const vmImagesQuery = queryOptions({
  queryKey: ['vm_images_list'],
  queryFn: () => call(api.GET('/v1/config/vm_images')),
  staleTime: day,
})

export const priceListQuery = queryOptions({
  queryKey: ['price_list_current'],
  queryFn: () => call(api.GET('/v1/pricing/list/current')),
})
