import { ApiError } from './errors'
import type {} from './query-key'

/** docs/product/config.md#site-configuration "Client behaviour": up to 3 retries, 7 s apart, for network failures and 502s only. */
export const retryPolicy = {
  retry: (failures: number, error: unknown) => failures < 3 && error instanceof ApiError && error.retryable,
  retryDelay: 7_000,
}
