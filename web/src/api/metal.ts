import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { api } from './client'
import { call } from './errors'
import type { components } from './generated/schema'
import { useApiMutation } from './use-api-mutation'

type Schemas = components['schemas']
export type MetalSpec = Schemas['MetalSpec']
export type MetalOs = Schemas['MetalOs']
export type MetalLease = Schemas['MetalLease']
export type LeaseStatus = Schemas['LeaseStatus']
export type LeaseCreate = Schemas['LeaseCreate']
export type MachineStatus = Schemas['MachineStatus']
export type MetalStateHistory = Schemas['MetalStateHistory']

const day = 24 * 60 * 60 * 1000

/** How often lease lists re-read themselves while a lease is being provisioned. */
export const leasePollMs = 2000

/** docs/product/metal.md#leases "Bare metal": the OS catalogue (global, rarely changes). */
export const metalOsQuery = queryOptions({
  queryKey: ['metal_os_list'],
  queryFn: () => call(api.GET('/v1/metal/os')),
  staleTime: day,
})

/** A location's machine specs and what can be leased now. */
export const metalSpecsQuery = (location: string) =>
  queryOptions({
    queryKey: ['metal_spec_list', { location }],
    queryFn: () => call(api.GET('/v1/{location}/metal/specs', { params: { path: { location } } })),
    meta: { errorToast: false },
  })

/** One location's leases; re-read while one is pending, so it turns `in_use` on screen. */
export const leaseListQuery = (location: string) =>
  queryOptions({
    queryKey: ['metal_lease_list', { location }],
    queryFn: () => call(api.GET('/v1/{location}/metal/leases', { params: { path: { location } } })),
    refetchInterval: (query) => (query.state.data?.some((lease) => lease.status === 'pending') ? leasePollMs : false),
    meta: { errorToast: false },
  })

/** Re-reads a location's leases and specs (availability) after a change. */
function useRefresh() {
  const queryClient = useQueryClient()
  return async (location: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['metal_lease_list', { location }] }),
      queryClient.invalidateQueries({ queryKey: ['metal_spec_list', { location }] }),
    ])
  }
}

/** `POST /{location}/metal/leases`: the new lease answers `pending`. */
export function useLeaseCreate() {
  const refresh = useRefresh()
  return useApiMutation({
    mutationFn: ({ location, body }: { location: string; body: LeaseCreate }) =>
      call(api.POST('/v1/{location}/metal/leases', { params: { path: { location } }, body })),
    onSuccess: (_, { location }) => refresh(location),
  })
}

/** `PATCH /{location}/metal/leases/{uuid}`: a new display name. */
export function useLeaseRename() {
  const refresh = useRefresh()
  return useApiMutation({
    mutationFn: ({ lease, displayName }: { lease: MetalLease; displayName: string }) =>
      call(
        api.PATCH('/v1/{location}/metal/leases/{uuid}', {
          params: { path: { location: lease.location, uuid: lease.uuid } },
          body: { display_name: displayName },
        }),
      ),
    onSuccess: (_, { lease }) => refresh(lease.location),
  })
}

/**
 * `DELETE /{location}/metal/leases/{uuid}`: releases the machine. "Too soon to release machine"
 * is the screen's to explain, so it is not toasted. `onSuccess` runs before the lists are re-read
 * (the screen's release controls go with the lease's new status).
 */
export function useLeaseRelease(options: { onSuccess?: (lease: MetalLease) => void } = {}) {
  const refresh = useRefresh()
  return useApiMutation({
    mutationFn: (lease: MetalLease) =>
      call(
        api.DELETE('/v1/{location}/metal/leases/{uuid}', {
          params: { path: { location: lease.location, uuid: lease.uuid } },
        }),
      ),
    onSuccess: async (_, lease) => {
      options.onSuccess?.(lease)
      await refresh(lease.location)
    },
    errorToast: false,
  })
}
