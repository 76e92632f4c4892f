import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from './client'
import { call } from './errors'
import { vmQuery } from './queries'
import type { Vm, VmCreate } from './types'

type Target = { location: string; uuid: string }

/** The VM calls a detail screen makes (resource seed §7, `/{location}/user-resource/vm`). */
export const vmActions = {
  start: ({ location, uuid }: Target) =>
    call(api.POST('/v1/{location}/user-resource/vm/start', { params: { path: { location } }, body: { uuid } })),
  stop: ({ location, uuid }: Target) =>
    call(api.POST('/v1/{location}/user-resource/vm/stop', { params: { path: { location } }, body: { uuid } })),
  forceStop: ({ location, uuid }: Target) =>
    call(
      api.POST('/v1/{location}/user-resource/vm/stop', { params: { path: { location } }, body: { uuid, force: true } }),
    ),
  delete: ({ location, uuid }: Target) =>
    call(api.DELETE('/v1/{location}/user-resource/vm', { params: { path: { location } }, body: { uuid } })),
}

export type VmAction = keyof typeof vmActions

/**
 * A VM action as a mutation: a VM in the answer replaces the cached one (so its status shows at
 * once and polling starts); the location's list is re-read either way. Failures toast through
 * the query client.
 */
export function useVmAction(action: VmAction, options: { onSuccess?: () => void } = {}) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: async (target: Target): Promise<Vm | undefined> => {
      if (action !== 'delete') return vmActions[action](target)
      await vmActions.delete(target)
      return undefined
    },
    onSuccess: async (vm, target) => {
      const key = vmQuery(target.location, target.uuid).queryKey
      if (vm) queryClient.setQueryData(key, vm)
      else queryClient.removeQueries({ queryKey: key })
      options.onSuccess?.()
      await queryClient.invalidateQueries({ queryKey: ['vm_list', { location: target.location }] })
    },
  })
}

/** `POST /{location}/user-resource/vm`: the new VM answers `creating`; the location's list is re-read. */
export function useVmCreate() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ location, body }: { location: string; body: VmCreate }) =>
      call(api.POST('/v1/{location}/user-resource/vm', { params: { path: { location } }, body })),
    onSuccess: async (vm, { location }) => {
      queryClient.setQueryData(vmQuery(location, vm.uuid).queryKey, vm)
      await queryClient.invalidateQueries({ queryKey: ['vm_list', { location }] })
    },
  })
}
