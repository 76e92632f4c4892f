import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { api } from './client'
import { call } from './errors'
import type { components } from './generated/schema'
import { useApiMutation } from './use-api-mutation'

type Schemas = components['schemas']
export type ServicePackage = Schemas['ServicePackage']
export type ServiceImage = Schemas['ServiceImage']
export type ServiceKind = Schemas['ServiceKind']
export type PackageStatus = Schemas['PackageStatus']
export type PackageCreate = Schemas['PackageCreate']
export type PackageResource = Schemas['PackageResource']
/** A node pool, its autoscaler bounds `min`/`max` as the specification names them (docs/product/services.md#kubernetes). */
export type Worker = Schemas['Worker']
export type WorkerPackage = Schemas['WorkerPackage']
export type MaintenanceSchedule = Schemas['MaintenanceSchedule']
export type PackagePrice = Schemas['PackagePrice']

const day = 24 * 60 * 60 * 1000

/** How often packages re-read themselves while one is being provisioned. */
export const packagePollMs = 2000

/** docs/product/services.md#packages *ServiceImage*: the services the site offers (rarely change). */
export const serviceConfigurationsQuery = queryOptions({
  queryKey: ['service_configurations'],
  queryFn: () => call(api.GET('/v1/user-resource/service/configurations')),
  staleTime: day,
  meta: { errorToast: false },
})

/** Every package of the user, tombstones included; re-read while one is requested. */
export const packagesQuery = queryOptions({
  queryKey: ['service_package_list'],
  queryFn: () => call(api.GET('/v1/user-resource/service/packages')),
  refetchInterval: (query) => (query.state.data?.some((p) => p.status === 'requested') ? packagePollMs : false),
  meta: { errorToast: false },
})

/** One package; re-read while requested, so its progress and conditions move on screen. */
export const packageQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['service_package_get', { uuid }],
    queryFn: () => call(api.GET('/v1/user-resource/service/package/{uuid}', { params: { path: { uuid } } })),
    refetchInterval: (query) => (query.state.data?.status === 'requested' ? packagePollMs : false),
    meta: { errorToast: false },
  })

/** The SQL password, read only when the user asks to see it. */
export const secretsQuery = (uuid: string) =>
  queryOptions({
    queryKey: ['service_secrets', { uuid }],
    queryFn: () => call(api.GET('/v1/user-resource/service/package/{uuid}/secrets', { params: { path: { uuid } } })),
    staleTime: 0,
    gcTime: 0,
  })

/** Re-reads the lists and the package after a change. */
function useRefresh() {
  const queryClient = useQueryClient()
  return async (uuid?: string) => {
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: ['service_package_list'] }),
      ...(uuid ? [queryClient.invalidateQueries({ queryKey: ['service_package_get', { uuid }] })] : []),
    ])
  }
}

/** A change whose answer is the package: it replaces the cached one at once. */
function usePackageChange<V>(request: (variables: V) => Promise<ServicePackage>) {
  const queryClient = useQueryClient()
  const refresh = useRefresh()
  return useApiMutation({
    mutationFn: request,
    onSuccess: async (changed) => {
      queryClient.setQueryData(['service_package_get', { uuid: changed.uuid }], changed)
      await refresh(changed.uuid)
    },
  })
}

/** `POST /user-resource/service/package`: the new package answers `requested`. */
export const usePackageCreate = () =>
  usePackageChange((body: PackageCreate) => call(api.POST('/v1/user-resource/service/package', { body })))

/** `PATCH …/package/{uuid}`: a new name or billing account. */
export const usePackageUpdate = () =>
  usePackageChange(({ uuid, ...body }: { uuid: string; display_name?: string; billing_account_id?: number }) =>
    call(api.PATCH('/v1/user-resource/service/package/{uuid}', { params: { path: { uuid } }, body })),
  )

/** `DELETE …/package/{uuid}`: the answer is the tombstone. */
export const usePackageDelete = () =>
  usePackageChange((uuid: string) =>
    call(api.DELETE('/v1/user-resource/service/package/{uuid}', { params: { path: { uuid } } })),
  )

/** `POST …/resources/{target}/start|stop`: one VM of the package. */
export const useResourceAction = () =>
  usePackageChange(({ uuid, target, action }: { uuid: string; target: string; action: 'start' | 'stop' }) => {
    const params = { params: { path: { uuid, target_uuid: target } } }
    return action === 'start'
      ? call(api.POST('/v1/user-resource/service/package/{uuid}/resources/{target_uuid}/start', params))
      : call(api.POST('/v1/user-resource/service/package/{uuid}/resources/{target_uuid}/stop', params))
  })

/** `PATCH …/properties`: the maintenance schedule and a cluster's node pools. */
export const usePropertiesUpdate = () =>
  usePackageChange(({ uuid, ...body }: { uuid: string; maintenance?: MaintenanceSchedule; workers?: Worker[] }) =>
    call(api.PATCH('/v1/user-resource/service/package/{uuid}/properties', { params: { path: { uuid } }, body })),
  )

/** `POST /{location}/…/package/vm/rebuild`: requested again until provisioned. */
export const useRebuild = () =>
  usePackageChange(({ location, uuid, replica }: { location: string; uuid: string; replica: string }) =>
    call(
      api.POST('/v1/{location}/user-resource/service/package/vm/rebuild', {
        params: { path: { location } },
        body: { replica_uuid: replica, service_package_uuid: uuid },
      }),
    ),
  )

/** `POST|DELETE …/whitelist_addresses`: the answer is the whole list. */
export function useWhitelist() {
  const refresh = useRefresh()
  return useApiMutation({
    mutationFn: ({ uuid, address, remove }: { uuid: string; address: string; remove?: boolean }) => {
      const options = { params: { path: { uuid } }, body: { ip_address: address } }
      return remove
        ? call(api.DELETE('/v1/user-resource/service/package/{uuid}/whitelist_addresses', options))
        : call(api.POST('/v1/user-resource/service/package/{uuid}/whitelist_addresses', options))
    },
    onSuccess: (_, { uuid }) => refresh(uuid),
  })
}
