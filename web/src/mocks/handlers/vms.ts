import { sentBody } from '../sent-body'
import { http, HttpResponse, type PathParams } from 'msw'
import type { Vm, VmCreate } from '../../api/types'
import { priceList, vmFixture, vmImages, vmsByLocation } from '../fixtures/vms'
import { notFound, type Ok } from './answers'

type Params = PathParams<'location'>
type Ref = { uuid: string; force?: boolean | null }

const find = (location: string | readonly string[] | undefined, uuid: string | null) =>
  vmsByLocation[String(location)]?.find((vm) => vm.uuid === uuid)

const missing = () => notFound('Virtual machine not found')

/** A power action answers the VM in the status it moves to; the fixtures themselves never change. */
function powerAction(verb: 'start' | 'stop', next: (vm: Vm, body: Ref) => Vm) {
  return http.post<Params, Ref, Ok<`/v1/{location}/user-resource/vm/${typeof verb}`, 'post'>>(
    `/v1/:location/user-resource/vm/${verb}`,
    async ({ params, request }) => {
      const body = await sentBody(request)
      const vm = find(params.location, body.uuid)
      return vm ? HttpResponse.json(next(vm, body)) : missing()
    },
  )
}

/** `POST vm` answers the new VM `creating`, under a fixed uuid. */
export const createdVmUuid = '99999999-8888-4777-8666-555555555555'

/** `/{location}/user-resource/vm`: the list, one VM, start, stop and delete over `fixtures/vms.ts`. */
export const vmHandlers = [
  http.get<never, never, Ok<'/v1/config/vm_images', 'get'>>('/v1/config/vm_images', () => HttpResponse.json(vmImages)),
  http.get<never, never, Ok<'/v1/pricing/list/current', 'get'>>('/v1/pricing/list/current', () =>
    HttpResponse.json(priceList),
  ),
  http.post<Params, VmCreate, Ok<'/v1/{location}/user-resource/vm', 'post'>>(
    '/v1/:location/user-resource/vm',
    async ({ request }) => {
      const body = await sentBody(request)
      return HttpResponse.json(
        vmFixture({ uuid: createdVmUuid, name: body.name, status: 'creating', vcpu: body.vcpu, memory: body.ram }),
      )
    },
  ),
  http.get<Params, never, Ok<'/v1/{location}/user-resource/vm/list', 'get'>>(
    '/v1/:location/user-resource/vm/list',
    ({ params }) => HttpResponse.json(vmsByLocation[String(params.location)] ?? []),
  ),
  http.get<Params, never, Ok<'/v1/{location}/user-resource/vm', 'get'>>(
    '/v1/:location/user-resource/vm',
    ({ params, request }) => {
      const vm = find(params.location, new URL(request.url).searchParams.get('uuid'))
      return vm ? HttpResponse.json(vm) : missing()
    },
  ),
  powerAction('start', (vm) => ({ ...vm, status: 'starting' })),
  powerAction('stop', (vm, body) => ({ ...vm, status: body.force ? 'stopped' : 'stopping' })),
  http.delete<Params, Ref, Ok<'/v1/{location}/user-resource/vm', 'delete'>>(
    '/v1/:location/user-resource/vm',
    async ({ params, request }) => {
      const body = await sentBody(request)
      return find(params.location, body.uuid) ? HttpResponse.json({ success: true }) : missing()
    },
  ),
]
