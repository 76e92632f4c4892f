import {
  useMutation,
  useQueryClient,
  type DefaultError,
  type QueryKey,
  type UseMutationOptions,
  type UseMutationResult,
} from '@tanstack/react-query'
import { retryPolicy } from './retry-policy'

export type ApiMutationOptions<TData, TVariables, TContext> = Omit<
  UseMutationOptions<TData, DefaultError, TVariables, TContext>,
  'retry' | 'retryDelay' | 'meta'
> & {
  /** The queries the change makes stale, refetched once it succeeds (after the caller's onSuccess). */
  invalidates?: readonly QueryKey[] | ((data: TData, variables: TVariables) => readonly QueryKey[])
  /** false: the screen shows the error itself, so no toast. */
  errorToast?: boolean
  /**
   * A call that may safely run twice (setting a value, not creating one) is retried like a query.
   * Others are not (docs/product/conventions.md#the-consoles-client: only queries retry by
   * themselves); their error toast offers Retry instead.
   */
  idempotent?: boolean
}

/**
 * The one way the console changes something: a TanStack mutation whose failure shows the error
 * toast (the message and the correlation id, with Retry; `createQueryClient`'s mutation cache) and
 * whose success refetches the queries it names.
 */
export function useApiMutation<TData = unknown, TVariables = void, TContext = unknown>({
  invalidates,
  errorToast = true,
  idempotent = false,
  onSuccess,
  ...options
}: ApiMutationOptions<TData, TVariables, TContext>): UseMutationResult<TData, DefaultError, TVariables, TContext> {
  const queryClient = useQueryClient()
  return useMutation({
    ...options,
    meta: { errorToast },
    ...(idempotent ? retryPolicy : { retry: false }),
    onSuccess: async (data, variables, context, mutation) => {
      await onSuccess?.(data, variables, context, mutation)
      const keys = typeof invalidates === 'function' ? invalidates(data, variables) : (invalidates ?? [])
      await Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })))
    },
  })
}
