import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import { call } from './errors'
import type { components } from './generated/schema'

/**
 * The compute calls of a VM's detail screen and the disk screens (resource seed §7), and the
 * catalogues they pick from. Every location-scoped call goes to `/{location}/…`.
 */

type Schemas = components['schemas']
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
