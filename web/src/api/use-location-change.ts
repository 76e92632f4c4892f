import { useQueryClient, type QueryKey } from '@tanstack/react-query'
import { type Vm, vmQuery } from './compute'
import { useApiMutation } from './use-api-mutation'

/** Whether a cached query reads something of `location` (its key's parameters name it). */
export function inLocation(key: QueryKey, location: string): boolean {
  const params = key[1]
  return typeof params === 'object' && params !== null && (params as { location?: unknown }).location === location
}

const isVm = (value: unknown, uuid: string): value is Vm =>
  typeof value === 'object' && value !== null && (value as Vm).uuid === uuid && 'status' in value

/**
 * A change to one VM (or its disks, replicas or interfaces) as a mutation. An answer that is the
 * VM replaces the cached one at once (so its new status shows and polling starts); everything
 * read of the location is re-read, since a change may touch its disks, lists and replicas too.
 * Failures toast through the query client, with Retry.
 */
export function useVmChange<Input, Result>(
  location: string,
  uuid: string,
  call: (input: Input) => Promise<Result>,
  onSuccess?: (result: Result, input: Input) => void,
) {
  const queryClient = useQueryClient()
  return useApiMutation({
    mutationFn: call,
    onSuccess: async (result, input) => {
      if (isVm(result, uuid)) queryClient.setQueryData(vmQuery(location, uuid).queryKey, result)
      onSuccess?.(result, input)
      await queryClient.invalidateQueries({ predicate: (query) => inLocation(query.queryKey, location) })
    },
  })
}

/** A disk change: everything read of the location is re-read after it (the VM's rows change too). */
export function useDiskChange<Input>(location: string, call: (input: Input) => Promise<unknown>, onSuccess?: () => void) {
  const queryClient = useQueryClient()
  return useApiMutation({
    mutationFn: call,
    onSuccess: async () => {
      onSuccess?.()
      await queryClient.invalidateQueries({ predicate: (query) => inLocation(query.queryKey, location) })
    },
  })
}
