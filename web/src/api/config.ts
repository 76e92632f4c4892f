import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { api } from './client'
import { call } from './errors'
import type { components } from './generated/schema'
import { loadShippedBrand } from '../theme/shipped-brands'

/**
 * The site configuration (docs/product/config.md#console-constants) and the catalogues every area picks from. Query keys
 * are `[operationId, params]` so a query can be invalidated by operation; `meta.errorToast: false`
 * marks queries whose screens show their own error (the query client toasts every other failure).
 */

type Schemas = components['schemas']
export type SiteConfig = Schemas['SiteConfig']
export type ChatConfig = Schemas['ChatConfig']
export type Brand = Schemas['Brand']
export type Theme = Schemas['Theme']
export type Location = Schemas['Location']

const day = 24 * 60 * 60 * 1000

/**
 * docs/product/config.md#console-constants: the configuration is cached for a day. It is public, but sent with the key
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

export const locationsQuery = queryOptions({
  queryKey: ['locations_list'],
  queryFn: () => call(api.GET('/v1/config/locations')),
})
