import { QueryClient } from '@tanstack/react-query'
import { ApiError } from '../api/errors'

/** DESIGN §8: stale after 60 s, kept 10 min, three retries 7 s apart for network failures and 502s only. */
export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 60_000,
        gcTime: 10 * 60_000,
        retry: (failures, error) => failures < 3 && error instanceof ApiError && error.retryable,
        retryDelay: 7_000,
      },
    },
  })
}
