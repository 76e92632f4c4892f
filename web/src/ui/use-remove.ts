import type { DefaultError, UseMutationResult } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useToasts } from './toast-store'

/**
 * Delete, toast, back to the list (docs/reference/console.md#design-system): the same delete serves
 * a row's menu, which stays on the list, and the resource's own page, which goes back to its list
 * (`back`, that list's path) once the resource is gone.
 */
export function useRemove<TData, TVariables>(
  mutation: UseMutationResult<TData, DefaultError, TVariables>,
  done: (data: TData, variables: TVariables) => string,
  back?: string | undefined,
) {
  const toasts = useToasts()
  const navigate = useNavigate()
  return {
    isPending: mutation.isPending,
    remove: (variables: TVariables) =>
      mutation.mutate(variables, {
        onSuccess: (data) => {
          toasts.success(done(data, variables))
          if (back) void navigate({ to: back })
        },
      }),
  }
}
