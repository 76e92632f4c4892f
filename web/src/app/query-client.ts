import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query'
import { retryPolicy } from '../api/retry-policy'
import type { ToastStore } from '../ui/toast-store'

const minute = 60 * 1000

/**
 * docs/product/config.md#console-constants: stale after 60 s, garbage-collected after 10 min. A failed query or mutation shows an
 * error toast unless its `meta.errorToast` is false; a query's toast can retry it.
 */
export function createQueryClient({ toasts }: { toasts?: ToastStore } = {}) {
  const client: QueryClient = new QueryClient({
    queryCache: new QueryCache({
      onError(error, query) {
        if (!toasts || query.meta?.errorToast === false) return
        const id = `query:${query.queryHash}`
        toasts.error(error, {
          id,
          retry: () => void client.refetchQueries({ queryKey: query.queryKey, exact: true }),
        })
      },
    }),
    mutationCache: new MutationCache({
      // docs/product/config.md#console-components: the toast can retry the failed action (the same call, same input),
      // and the mutation's own success handling runs when the retry works.
      onError(error, variables, _context, mutation) {
        if (!toasts || mutation.meta?.errorToast === false) return
        const id = `mutation:${mutation.mutationId}`
        toasts.error(error, { id, retry: () => void mutation.execute(variables).catch(() => undefined) })
      },
    }),
    defaultOptions: {
      queries: { staleTime: minute, gcTime: 10 * minute, ...retryPolicy },
    },
  })
  return client
}
