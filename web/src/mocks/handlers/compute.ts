import { sentBody } from '../sent-body'
import { http, HttpResponse, type PathParams } from 'msw'
import type { Disk, Replica, SubInterface, Vm, VmCreate } from '../../api/compute'
import type { components, paths } from '../../api/generated/schema'
import {
  bootImages,
  diskFixture,
  disksByLocation,
  interfacesOfWeb,
  replicaFixture,
  replicasOfWeb,
  vmFixture,
  vmImages,
  vmsByLocation,
} from '../fixtures/compute'
import { type Answer } from './answers'
import type { AreaMocks } from '../mocks'
import { errorTexts } from '../../api/generated/error-texts'

type Schemas = components['schemas']
type Params = PathParams<'location' | 'uuid' | 'if_uuid'>
type Ref = { uuid: string; force?: boolean | null }

const vmOf = (location: unknown, uuid: string | null | undefined) =>
  vmsByLocation[String(location)]?.find((vm) => vm.uuid === uuid)

/** The compute family's error shapes (docs/product/conventions.md). */
const noVm = (uuid: string) =>
  HttpResponse.json<Schemas['ErrorsBody']>({ errors: { Error: errorTexts.compute.noSuchVm(uuid) } }, { status: 400 })
const noDisk = () => HttpResponse.json<Schemas['MessageBody']>({ message: errorTexts.compute.diskNotFound }, { status: 404 })

/** A VM call answering the VM as it would be after `change`; the fixtures themselves never change. */
function vmChange<P extends keyof paths & `/v1/{location}/user-resource/${string}`, B extends { uuid: string }>(
  method: 'post' | 'patch',
  path: P,
  change: (vm: Vm, body: B) => Vm,
) {
  const pattern = path.replace('{location}', ':location')
  return http[method]<Params, B>(pattern, async ({ params, request }) => {
    const body = await sentBody(request)
    const vm = vmOf(params.location, body.uuid)
    return vm ? HttpResponse.json<Vm>(change(vm, body)) : noVm(body.uuid)
  })
}

/** A power action answers the VM in the status it moves to; the fixtures themselves never change. */
function powerAction(verb: 'start' | 'stop', next: (vm: Vm, body: Ref) => Vm) {
  return http.post<Params, Ref, Answer<`/v1/{location}/user-resource/vm/${typeof verb}`, 'post'>>(
    `/v1/:location/user-resource/vm/${verb}`,
    async ({ params, request }) => {
      const body = await sentBody(request)
      const vm = vmOf(params.location, body.uuid)
      return vm ? HttpResponse.json(next(vm, body)) : noVm(body.uuid)
    },
  )
}

/** `POST vm` answers the new VM `creating`, under a fixed uuid. */
export const createdVmUuid = '99999999-8888-4777-8666-555555555555'

/** `/{location}/user-resource/vm`: the list, one VM, create, start, stop and delete over `fixtures/compute.ts`. */
const vmMocks = {
  vm_images_list: http.get<never, never, Answer<'/v1/config/vm_images', 'get'>>('/v1/config/vm_images', () => HttpResponse.json(vmImages)),
  vm_create: http.post<Params, VmCreate, Answer<'/v1/{location}/user-resource/vm', 'post'>>(
    '/v1/:location/user-resource/vm',
    async ({ request }) => {
      const body = await sentBody(request)
      return HttpResponse.json(
        vmFixture({ uuid: createdVmUuid, name: body.name, status: 'creating', vcpu: body.vcpu, memory: body.ram }),
      )
    },
  ),
  vm_list: http.get<Params, never, Answer<'/v1/{location}/user-resource/vm/list', 'get'>>(
    '/v1/:location/user-resource/vm/list',
    ({ params }) => HttpResponse.json(vmsByLocation[String(params.location)] ?? []),
  ),
  billing_resources: http.get<Params, never, Answer<'/v1/{location}/user-resource/billing_resources', 'get'>>(
    '/v1/:location/user-resource/billing_resources',
    ({ params, request }) => {
      const account = Number(new URL(request.url).searchParams.get('id'))
      return HttpResponse.json((vmsByLocation[String(params.location)] ?? []).filter((vm) => vm.billing_account === account))
    },
  ),
  vm_get: http.get<Params, never, Answer<'/v1/{location}/user-resource/vm', 'get'>>(
    '/v1/:location/user-resource/vm',
    ({ params, request }) => {
      const uuid = new URL(request.url).searchParams.get('uuid') ?? ''
      const vm = vmOf(params.location, uuid)
      return vm ? HttpResponse.json(vm) : noVm(uuid)
    },
  ),
  vm_start: powerAction('start', (vm) => ({ ...vm, status: 'starting' })),
  vm_stop: powerAction('stop', (vm, body) => ({ ...vm, status: body.force ? 'stopped' : 'stopping' })),
  vm_delete: http.delete<Params, Ref, Answer<'/v1/{location}/user-resource/vm', 'delete'>>(
    '/v1/:location/user-resource/vm',
    async ({ params, request }) => {
      const body = await sentBody(request)
      return vmOf(params.location, body.uuid) ? HttpResponse.json({ success: true }) : noVm(body.uuid)
    },
  ),
} satisfies AreaMocks

const storageRow = (vm: Vm, uuid: string, name: string, size: number): Schemas['VmStorage'] => ({
  ...(vm.storage[0] as Schemas['VmStorage']),
  uuid,
  name,
  size,
  primary: false,
})

/**
 * The rest of `/{location}/user-resource/vm`, the disks, replicas and interfaces over
 * `fixtures/compute.ts`: each answers what the simulator would, without keeping state (tests that
 * follow a change override the reads with `server.use`).
 */
export const computeMocks = {
  ...vmMocks,
  boot_images_list: http.get<never, never, Answer<'/v1/config/boot_images', 'get'>>('/v1/config/boot_images', () => HttpResponse.json(bootImages)),
  host_pool_list: http.get<Params, never, Answer<'/v1/{location}/user-resource/host_pool/list', 'get'>>(
    '/v1/:location/user-resource/host_pool/list',
    () => HttpResponse.json([]),
  ),
  vm_update: vmChange('patch', '/v1/{location}/user-resource/vm', (vm, body: Schemas['VmUpdate']) => ({
    ...vm,
    name: body.name ?? vm.name,
    description: body.description ?? vm.description,
    vcpu: body.vcpu ?? vm.vcpu,
    memory: body.ram ?? vm.memory,
  })),
  vm_reinstall: vmChange('post', '/v1/{location}/user-resource/vm/reinstall', (vm, body: Schemas['VmReinstall']) => ({
    ...vm,
    status: 'reinstalling',
    os_name: body.os_name ?? vm.os_name,
    os_version: body.os_version ?? vm.os_version,
  })),
  vm_clone: vmChange('post', '/v1/{location}/user-resource/vm/clone', (vm, body: Schemas['VmClone']) => ({
    ...vm,
    uuid: '77777777-6666-4555-8444-333333333333',
    name: body.name,
    status: 'creating',
  })),
  vm_backup: vmChange('post', '/v1/{location}/user-resource/vm/backup', (vm) => ({ ...vm, backup: !vm.backup })),
  vm_boot_iso_media: vmChange('post', '/v1/{location}/user-resource/vm/boot_iso_media', (vm, body: Schemas['VmBootIso']) => ({
    ...vm,
    status: 'starting',
    boot_image_uuid: body.boot_image_uuid,
  })),
  vm_rebuild: vmChange('post', '/v1/{location}/user-resource/vm/rebuild', (vm) => ({ ...vm, status: 'reinstalling' })),
  resource_billing_move: vmChange('post', '/v1/{location}/user-resource/resource_billing', (vm, body: Schemas['ResourceBillingMove']) => ({
    ...vm,
    billing_account: body.billing_account_id,
  })),
  vm_user_update: http.patch<Params, Schemas['VmUserUpdate'], Answer<'/v1/{location}/user-resource/vm/user', 'patch'>>(
    '/v1/:location/user-resource/vm/user',
    async ({ params, request }) => {
      const body = await sentBody(request)
      return vmOf(params.location, body.uuid) ? HttpResponse.json({ success: true }) : noVm(body.uuid)
    },
  ),
  vm_storage_add: http.post<Params, Schemas['VmStorageAdd'], Answer<'/v1/{location}/user-resource/vm/storage', 'post'>>(
    '/v1/:location/user-resource/vm/storage',
    async ({ params, request }) => {
      const body = await sentBody(request)
      const vm = vmOf(params.location, body.uuid)
      return vm ? HttpResponse.json(storageRow(vm, '88888888-0000-4000-8000-000000000008', 'sdb', body.size_gb)) : noVm(body.uuid)
    },
  ),
  vm_storage_resize: http.patch<Params, Schemas['VmStorageResize'], Answer<'/v1/{location}/user-resource/vm/storage', 'patch'>>(
    '/v1/:location/user-resource/vm/storage',
    async ({ params, request }) => {
      const body = await sentBody(request)
      const vm = vmOf(params.location, body.uuid)
      const row = vm?.storage.find((disk) => disk.uuid === body.disk_uuid)
      return vm && row ? HttpResponse.json({ ...row, size: body.size_gb }) : noVm(body.uuid)
    },
  ),
  vm_storage_remove: http.delete<Params, Schemas['VmStorageRemove'], Answer<'/v1/{location}/user-resource/vm/storage', 'delete'>>(
    '/v1/:location/user-resource/vm/storage',
    async ({ params, request }) => {
      const body = await sentBody(request)
      return vmOf(params.location, body.uuid) ? HttpResponse.json({ success: true }) : noVm(body.uuid)
    },
  ),
  vm_storage_attach: http.post<Params, Schemas['VmStorageAttach'], Answer<'/v1/{location}/user-resource/vm/storage/attach', 'post'>>(
    '/v1/:location/user-resource/vm/storage/attach',
    async ({ params, request }) => {
      const body = await sentBody(request)
      const vm = vmOf(params.location, body.uuid)
      const disk = disksByLocation[String(params.location)]?.find((candidate) => candidate.uuid === body.storage_uuid)
      return vm && disk ? HttpResponse.json(storageRow(vm, disk.uuid, 'sdb', disk.size_gb)) : noVm(body.uuid)
    },
  ),
  vm_storage_detach: http.post<Params, Schemas['VmStorageAttach'], Answer<'/v1/{location}/user-resource/vm/storage/detach', 'post'>>(
    '/v1/:location/user-resource/vm/storage/detach',
    async ({ params, request }) => {
      const body = await sentBody(request)
      return vmOf(params.location, body.uuid) ? HttpResponse.json({ success: true }) : noVm(body.uuid)
    },
  ),
  vm_replica_list: http.get<Params, never, Answer<'/v1/{location}/user-resource/vm/replica', 'get'>>(
    '/v1/:location/user-resource/vm/replica',
    ({ request }) => {
      const query = new URL(request.url).searchParams
      const type = query.get('r_type')
      const of = query.get('uuid') === vmsByLocation.tll?.[0]?.uuid ? replicasOfWeb : []
      return HttpResponse.json(of.filter((replica) => !type || replica.type === type))
    },
  ),
  vm_replica_create: http.post<Params, { uuid: string }, Answer<'/v1/{location}/user-resource/vm/replica', 'post'>>(
    '/v1/:location/user-resource/vm/replica',
    async ({ params, request }) => {
      const body = await sentBody(request)
      const replica: Replica = replicaFixture({
        uuid: '99999999-0000-4000-8000-000000000009',
        type: 'snapshot',
        created_at: '2026-01-05 09:00:00',
      })
      return vmOf(params.location, body.uuid) ? HttpResponse.json(replica) : noVm(body.uuid)
    },
  ),
  vm_replica_delete: http.delete<Params, Schemas['VmReplicaDelete'], Answer<'/v1/{location}/user-resource/vm/replica', 'delete'>>(
    '/v1/:location/user-resource/vm/replica',
    () => HttpResponse.json({ success: true }),
  ),
  vm_replica_convert: http.patch<Params, Schemas['VmReplicaConvert'], Answer<'/v1/{location}/user-resource/vm/replica', 'patch'>>(
    '/v1/:location/user-resource/vm/replica',
    async ({ request }) => {
      const body = await sentBody(request)
      const replica = replicasOfWeb.find((r) => r.uuid === body.replica_uuid && r.type === body.from_type)
      return replica
        ? HttpResponse.json({ ...replica, type: body.to_type })
        : HttpResponse.json<Schemas['ErrorsBody']>({ errors: { Error: errorTexts.compute.noSuchReplica(body.replica_uuid) } }, { status: 400 })
    },
  ),
  disk_list: http.get<Params, never, Answer<'/v1/{location}/storage/disks', 'get'>>('/v1/:location/storage/disks', ({ params }) =>
    HttpResponse.json(disksByLocation[String(params.location)] ?? []),
  ),
  disk_create: http.post<Params, Schemas['DiskCreate'], Answer<'/v1/{location}/storage/disks', 'post'>>(
    '/v1/:location/storage/disks',
    async ({ request }) => {
      const body = await sentBody(request)
      const disk: Disk = diskFixture({
        uuid: '66666666-0000-4000-8000-000000000006',
        size_gb: body.size_gb,
        display_name: body.display_name ?? null,
        source_image_type: body.source_image_type ?? 'EMPTY',
        source_image: body.source_image ?? null,
        billing_account_id: body.billing_account_id ?? 11,
      })
      return HttpResponse.json(disk, { status: 201 })
    },
  ),
  disk_get: http.get<Params, never, Answer<'/v1/{location}/storage/disks/{uuid}', 'get'>>(
    '/v1/:location/storage/disks/:uuid',
    ({ params }) => {
      const disk = disksByLocation[String(params.location)]?.find((candidate) => candidate.uuid === params.uuid)
      return disk ? HttpResponse.json(disk) : noDisk()
    },
  ),
  disk_update: http.patch<Params, Schemas['DiskUpdate'], Answer<'/v1/{location}/storage/disks/{uuid}', 'patch'>>(
    '/v1/:location/storage/disks/:uuid',
    async ({ params, request }) => {
      const body = await sentBody(request)
      const disk = disksByLocation[String(params.location)]?.find((candidate) => candidate.uuid === params.uuid)
      if (!disk) return noDisk()
      return HttpResponse.json({
        ...disk,
        size_gb: body.size_gb ?? disk.size_gb,
        display_name: body.display_name ?? disk.display_name ?? null,
        billing_account_id: body.billing_account_id ?? disk.billing_account_id,
      })
    },
  ),
  disk_delete: http.delete('/v1/:location/storage/disks/:uuid', ({ params }) =>
    disksByLocation[String(params.location)]?.some((candidate) => candidate.uuid === params.uuid)
      ? new HttpResponse(null, { status: 204 })
      : noDisk(),
  ),
  vm_interface_list: http.get<Params, never, Answer<'/v1/{location}/network/virtual-machines/{uuid}/interfaces', 'get'>>(
    '/v1/:location/network/virtual-machines/:uuid/interfaces',
    ({ params }) => HttpResponse.json(params.uuid === vmsByLocation.tll?.[0]?.uuid ? interfacesOfWeb : []),
  ),
  subinterface_create: http.post<Params, never, Answer<'/v1/{location}/network/virtual-machines/{uuid}/interfaces/{if_uuid}/subinterfaces', 'post'>>(
    '/v1/:location/network/virtual-machines/:uuid/interfaces/:if_uuid/subinterfaces',
    ({ params, request }) => {
      const sub: SubInterface = {
        uuid: '55555555-0000-4000-8000-000000000005',
        interface_uuid: String(params.if_uuid),
        vlan_tag: Number(new URL(request.url).searchParams.get('vlan_tag')),
        mac: '52:54:00:38:3a:0b',
        ip: '10.1.100.5',
        network_uuid: null,
        created_at: '2026-01-05 09:00:00',
      }
      return HttpResponse.json(sub)
    },
  ),
  subinterface_delete: http.delete('/v1/:location/network/virtual-machines/:uuid/subinterfaces/:if_uuid', () => new HttpResponse(null, { status: 204 })),
} satisfies AreaMocks
