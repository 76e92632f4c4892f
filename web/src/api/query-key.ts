import type { operations } from './generated/schema'

/** The operations of the contract (`/v1` and `/__sim`), by their ids in `spec/openapi.json`. */
export type OperationId = keyof operations

/**
 * Queries that call no operation of the contract: a brand file shipped with the console, a
 * bucket's listing through the S3 endpoint, a card issuer's 3-D Secure page.
 */
type LocalQuery = 'shipped_brand' | 's3_list' | 'issuer_step'

declare module '@tanstack/react-query' {
  interface Register {
    /**
     * Every query key starts with the operation it calls, then what tells its answers apart
     * (`['vm_list', { location }]`), so a change invalidates by operation; a key or an
     * invalidation naming no operation does not compile.
     */
    queryKey: readonly [OperationId | LocalQuery, ...ReadonlyArray<unknown>]
    /** `errorToast: false`: the screen shows the error itself, so no toast. */
    queryMeta: { errorToast?: boolean }
    mutationMeta: { errorToast?: boolean }
  }
}
