import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { api } from './client'
import { call } from './errors'
import type { components } from './generated/schema'
import { useApiMutation } from './use-api-mutation'

/**
 * The compute calls (docs/product/compute.md#vm-replicas): VMs, their disks, interfaces and replicas, standalone
 * disks, and the catalogues they pick from. Every location-scoped call goes to `/{location}/…`.
 */

type Schemas = components['schemas']
export type Vm = Schemas['Vm']
export type VmStatus = Schemas['VmStatus']
export type VmImage = Schemas['VmImage']
export type VmCreate = Schemas['VmCreate']
export type PredefinedPackage = Schemas['PredefinedPackage']
export type OsCategory = Schemas['OsCategory']
export type Replica = Schemas['Replica']
export type ReplicaType = Schemas['ReplicaType']
export type Disk = Schemas['Disk']
export type DiskCreate = Schemas['DiskCreate']
export type DiskUpdate = Schemas['DiskUpdate']
export type SourceImageType = Schemas['SourceImageType']
export type VmInterface = Schemas['VmInterface']
export type BootImage = Schemas['BootImage']
export type HostPool = Schemas['HostPool']
export type VmStorage = Schemas['VmStorage']
export type SubInterface = Schemas['SubInterface']

const day = 24 * 60 * 60 * 1000
const at = (location: string) => ({ path: { location } })

/** How often a screen re-reads a VM while it is in a transitional status. */
export const vmPollMs = 2000

/** Refetch while any of the answer's VMs is on its way somewhere (`creating`, `stopping`, …). */
function pollWhileTransitional(data: Vm | Vm[] | undefined): number | false {
  const vms = data === undefined ? [] : Array.isArray(data) ? data : [data]
  return vms.some(isVmTransitional) ? vmPollMs : false
}

/** One location's VMs; the list screen runs one per location (no endpoint aggregates them). */
export const vmListQuery = (location: string) =>
  queryOptions({
    queryKey: ['vm_list', { location }],
    queryFn: () => call(api.GET('/v1/{location}/user-resource/vm/list', { params: { path: { location } } })),
    refetchInterval: (query) => pollWhileTransitional(query.state.data),
    meta: { errorToast: false },
  })

/** docs/product/compute.md#vm-lifecycle: the location's VMs one billing account pays for. */
export const billingResourcesQuery = (location: string, account: number) =>
  queryOptions({
    queryKey: ['billing_resources', { location, account }],
    queryFn: () =>
      call(
        api.GET('/v1/{location}/user-resource/billing_resources', {
          params: { path: { location }, query: { id: account } },
        }),
      ),
    meta: { errorToast: false },
  })

export const vmQuery = (location: string, uuid: string) =>
  queryOptions({
    queryKey: ['vm_get', { location, uuid }],
    queryFn: () =>
      call(api.GET('/v1/{location}/user-resource/vm', { params: { path: { location }, query: { uuid } } })),
    refetchInterval: (query) => pollWhileTransitional(query.state.data),
    meta: { errorToast: false },
  })

export const vmImagesQuery = queryOptions({
  queryKey: ['vm_images_list'],
  queryFn: () => call(api.GET('/v1/config/vm_images')),
  staleTime: day,
})

export const bootImagesQuery = queryOptions({
  queryKey: ['boot_images_list'],
  queryFn: () => call(api.GET('/v1/config/boot_images')),
  staleTime: day,
})

export const hostPoolsQuery = (location: string) =>
  queryOptions({
    queryKey: ['host_pool_list', { location }],
    queryFn: () => call(api.GET('/v1/{location}/user-resource/host_pool/list', { params: at(location) })),
  })

/** A VM's snapshots or backups, oldest first as the API lists them. */
export const replicasQuery = (location: string, uuid: string, type: ReplicaType) =>
  queryOptions({
    queryKey: ['vm_replica_list', { location, uuid, type }],
    queryFn: () =>
      call(
        api.GET('/v1/{location}/user-resource/vm/replica', {
          params: { path: { location }, query: { uuid, r_type: type } },
        }),
      ),
    meta: { errorToast: false },
  })

/** The location's disks: standalone ones and the VMs' boot disks (`OS_BASE`, attached). */
export const disksQuery = (location: string) =>
  queryOptions({
    queryKey: ['disk_list', { location }],
    queryFn: () => call(api.GET('/v1/{location}/storage/disks', { params: at(location) })),
    meta: { errorToast: false },
  })

export const diskQuery = (location: string, uuid: string) =>
  queryOptions({
    queryKey: ['disk_get', { location, uuid }],
    queryFn: () => call(api.GET('/v1/{location}/storage/disks/{uuid}', { params: { path: { location, uuid } } })),
    meta: { errorToast: false },
  })

export const vmInterfacesQuery = (location: string, uuid: string) =>
  queryOptions({
    queryKey: ['vm_interface_list', { location, uuid }],
    queryFn: () =>
      call(api.GET('/v1/{location}/network/virtual-machines/{uuid}/interfaces', { params: { path: { location, uuid } } })),
    meta: { errorToast: false },
  })

/** Calls that change a VM; each answers the VM (or a part of it) as it now is. */
export const vmOperations = {
  update: (location: string, body: Schemas['VmUpdate']) =>
    call(api.PATCH('/v1/{location}/user-resource/vm', { params: at(location), body })),
  reinstall: (location: string, body: Schemas['VmReinstall']) =>
    call(api.POST('/v1/{location}/user-resource/vm/reinstall', { params: at(location), body })),
  clone: (location: string, body: Schemas['VmClone']) =>
    call(api.POST('/v1/{location}/user-resource/vm/clone', { params: at(location), body })),
  toggleBackup: (location: string, uuid: string) =>
    call(api.POST('/v1/{location}/user-resource/vm/backup', { params: at(location), body: { uuid } })),
  bootIso: (location: string, body: Schemas['VmBootIso']) =>
    call(api.POST('/v1/{location}/user-resource/vm/boot_iso_media', { params: at(location), body })),
  setLogin: (location: string, body: Schemas['VmUserUpdate']) =>
    call(api.PATCH('/v1/{location}/user-resource/vm/user', { params: at(location), body })),
  addDisk: (location: string, body: Schemas['VmStorageAdd']) =>
    call(api.POST('/v1/{location}/user-resource/vm/storage', { params: at(location), body })),
  growDisk: (location: string, body: Schemas['VmStorageResize']) =>
    call(api.PATCH('/v1/{location}/user-resource/vm/storage', { params: at(location), body })),
  removeDisk: (location: string, body: Schemas['VmStorageRemove']) =>
    call(api.DELETE('/v1/{location}/user-resource/vm/storage', { params: at(location), body })),
  attachDisk: (location: string, body: Schemas['VmStorageAttach']) =>
    call(api.POST('/v1/{location}/user-resource/vm/storage/attach', { params: at(location), body })),
  detachDisk: (location: string, body: Schemas['VmStorageAttach']) =>
    call(api.POST('/v1/{location}/user-resource/vm/storage/detach', { params: at(location), body })),
  snapshot: (location: string, uuid: string) =>
    call(api.POST('/v1/{location}/user-resource/vm/replica', { params: at(location), body: { uuid } })),
  deleteReplica: (location: string, body: Schemas['VmReplicaDelete']) =>
    call(api.DELETE('/v1/{location}/user-resource/vm/replica', { params: at(location), body })),
  convertReplica: (location: string, body: Schemas['VmReplicaConvert']) =>
    call(api.PATCH('/v1/{location}/user-resource/vm/replica', { params: at(location), body })),
  restore: (location: string, body: Schemas['VmRebuild']) =>
    call(api.POST('/v1/{location}/user-resource/vm/rebuild', { params: at(location), body })),
  moveBilling: (location: string, uuid: string, billingAccountId: number) =>
    call(
      api.POST('/v1/{location}/user-resource/resource_billing', {
        params: at(location),
        body: { uuid, billing_account_id: billingAccountId, resource_type: 'vm' },
      }),
    ),
  addVlan: (location: string, uuid: string, ifUuid: string, vlanTag: number) =>
    call(
      api.POST('/v1/{location}/network/virtual-machines/{uuid}/interfaces/{if_uuid}/subinterfaces', {
        params: { path: { location, uuid, if_uuid: ifUuid }, query: { vlan_tag: vlanTag } },
      }),
    ),
  removeVlan: (location: string, uuid: string, subUuid: string) =>
    call(
      api.DELETE('/v1/{location}/network/virtual-machines/{uuid}/subinterfaces/{if_uuid}', {
        params: { path: { location, uuid, if_uuid: subUuid } },
        body: {},
      }),
    ),
}

export const diskOperations = {
  create: (location: string, body: DiskCreate) =>
    call(api.POST('/v1/{location}/storage/disks', { params: at(location), body })),
  update: (location: string, uuid: string, body: DiskUpdate) =>
    call(api.PATCH('/v1/{location}/storage/disks/{uuid}', { params: { path: { location, uuid } }, body })),
  delete: (location: string, uuid: string) =>
    call(api.DELETE('/v1/{location}/storage/disks/{uuid}', { params: { path: { location, uuid } }, body: {} })),
}

type Target = { location: string; uuid: string }

/** The VM calls a detail screen makes (docs/product/compute.md#vm-lifecycle, `/{location}/user-resource/vm`). */
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
  return useApiMutation({
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
  return useApiMutation({
    mutationFn: ({ location, body }: { location: string; body: VmCreate }) =>
      call(api.POST('/v1/{location}/user-resource/vm', { params: { path: { location } }, body })),
    onSuccess: async (vm, { location }) => {
      queryClient.setQueryData(vmQuery(location, vm.uuid).queryKey, vm)
    },
    invalidates: (_, { location }) => [['vm_list', { location }]],
  })
}

/**
 * Which actions a resource allows in its current state: screens ask these predicates and never
 * compare statuses themselves, so a state machine's rules live in one place.
 */

/**
 * docs/product/compute.md#vm-lifecycle "Virtual machine status": a stopped VM starts; a running one stops gracefully;
 * force stop cuts a running VM or one whose graceful stop is still under way; delete takes a VM
 * at rest (running or stopped), never one in the middle of a transition.
 */
export const vmCan = {
  start: (vm: Pick<Vm, 'status'>) => vm.status === 'stopped',
  stop: (vm: Pick<Vm, 'status'>) => vm.status === 'running',
  forceStop: (vm: Pick<Vm, 'status'>) => vm.status === 'running' || vm.status === 'stopping',
  delete: (vm: Pick<Vm, 'status'>) => vm.status === 'running' || vm.status === 'stopped',
  /** A reboot is a graceful stop followed by a start: a running VM. */
  reboot: (vm: Pick<Vm, 'status'>) => vm.status === 'running',
  reinstall: (vm: Pick<Vm, 'status'>) => atRest(vm),
  /** docs/product/compute.md#vm-lifecycle: RAM and vCPU change only while the VM is stopped. */
  resize: (vm: Pick<Vm, 'status'>) => vm.status === 'stopped',
  /** docs/product/compute.md#vm-lifecycle: the password changes only while the VM runs (the guest takes it). */
  setPassword: (vm: Pick<Vm, 'status'>) => vm.status === 'running',
  rename: (vm: Pick<Vm, 'status'>) => atRest(vm),
  clone: (vm: Pick<Vm, 'status'>) => atRest(vm),
  bootIso: (vm: Pick<Vm, 'status'>) => atRest(vm),
  changeDisks: (vm: Pick<Vm, 'status'>) => atRest(vm),
  snapshot: (vm: Pick<Vm, 'status'>) => atRest(vm),
  restore: (vm: Pick<Vm, 'status'>) => atRest(vm),
  changeNetwork: (vm: Pick<Vm, 'status'>) => atRest(vm),
  moveBilling: (vm: Pick<Vm, 'status'>) => atRest(vm),
}

/** Running or stopped: not in the middle of a transition. */
function atRest(vm: Pick<Vm, 'status'>): boolean {
  return vm.status === 'running' || vm.status === 'stopped'
}

/** Statuses the simulator moves on by itself (docs/product/compute.md#vm-lifecycle); screens poll while a VM is in one. */
const transitional: ReadonlySet<VmStatus> = new Set(['creating', 'starting', 'stopping', 'reinstalling'])

export function isVmTransitional(vm: Pick<Vm, 'status'>): boolean {
  return transitional.has(vm.status)
}

/** A new standalone disk; the location's disk list is read again. */
export const useDiskCreate = () =>
  useApiMutation({
    mutationFn: ({ location, body }: { location: string; body: DiskCreate }) => diskOperations.create(location, body),
    invalidates: (_, { location }) => [['disk_list', { location }]],
  })
