import { sentBody } from '../sent-body'
import { http, HttpResponse, type PathParams } from 'msw'
import type { components } from '../../api/generated/schema'
import { defaultNetwork, firewallsByLocation, ipsByLocation, loadBalancer } from '../fixtures/network'
import type { Answer } from './answers'
import type { FloatingIp, IpAssignBody } from '../../api/network'
import { vmsByLocation } from '../fixtures/compute'
import { errorTexts } from '../../api/generated/error-texts'

type At = PathParams<'location'>

const notFound = (address: string) =>
  HttpResponse.json<components['schemas']['MessageBody']>({ message: `Ip address ${address} was not found.` }, { status: 404 })

/** `/{location}/network/…` over `fixtures/network.ts`: lists, an interface per VM, assign and unassign. */
export const networkHandlers = [
  http.get<At, never, Answer<'/v1/{location}/network/ip_addresses', 'get'>>('/v1/:location/network/ip_addresses', ({ params }) =>
    HttpResponse.json(ipsByLocation[String(params.location)] ?? []),
  ),
  http.get<At, never, Answer<'/v1/{location}/network/networks', 'get'>>('/v1/:location/network/networks', ({ params }) =>
    HttpResponse.json(params.location === 'tll' ? [defaultNetwork] : []),
  ),
  http.get<At, never, Answer<'/v1/{location}/network/firewalls', 'get'>>('/v1/:location/network/firewalls', ({ params }) =>
    HttpResponse.json(firewallsByLocation[String(params.location)] ?? []),
  ),
  http.get<At, never, Answer<'/v1/{location}/network/load_balancers', 'get'>>('/v1/:location/network/load_balancers', ({ params }) =>
    HttpResponse.json(params.location === 'tll' ? [loadBalancer] : []),
  ),
  http.get<PathParams<'location' | 'uuid'>, never, Answer<'/v1/{location}/network/load_balancers/{uuid}', 'get'>>(
    '/v1/:location/network/load_balancers/:uuid',
    ({ params }) =>
      params.uuid === loadBalancer.uuid
        ? HttpResponse.json(loadBalancer)
        : HttpResponse.json<components['schemas']['MessageBody']>({ message: errorTexts.network.lbNotFound }, { status: 404 }),
  ),
  http.patch<
    PathParams<'location' | 'uuid'>,
    components['schemas']['LbBillingMove'],
    Answer<'/v1/{location}/network/load_balancers/{uuid}/billing_account', 'patch'>
  >('/v1/:location/network/load_balancers/:uuid/billing_account', async ({ params, request }) => {
    if (params.uuid !== loadBalancer.uuid)
      return HttpResponse.json<components['schemas']['MessageBody']>({ message: errorTexts.network.lbNotFound }, { status: 404 })
    const body = await sentBody(request)
    return HttpResponse.json({ ...loadBalancer, billing_account_id: body.billing_account_id ?? loadBalancer.billing_account_id })
  }),
  http.get<PathParams<'location' | 'uuid'>, never, Answer<'/v1/{location}/network/network/{uuid}', 'get'>>(
    '/v1/:location/network/network/:uuid',
    () => HttpResponse.json(defaultNetwork),
  ),
  http.post<PathParams<'location' | 'address'>, IpAssignBody, Answer<'/v1/{location}/network/ip_addresses/{address}/assign', 'post'>>(
    '/v1/:location/network/ip_addresses/:address/assign',
    async ({ params, request }) => {
      const ip = ipsByLocation[String(params.location)]?.find((candidate) => candidate.address === params.address)
      if (!ip) return notFound(errorTexts.network.ipNotFound(String(params.address)))
      const body = await sentBody(request)
      const vm = vmsByLocation[String(params.location)]?.find((candidate) => candidate.uuid === body.assigned_to)
      return HttpResponse.json<FloatingIp>({
        ...ip,
        assigned_to: body.assigned_to ?? null,
        assigned_to_resource_type: 'virtual_machine',
        assigned_to_private_ip: vm?.private_ipv4 ?? null,
      })
    },
  ),
  http.post<PathParams<'location' | 'address'>, never, Answer<'/v1/{location}/network/ip_addresses/{address}/unassign', 'post'>>(
    '/v1/:location/network/ip_addresses/:address/unassign',
    ({ params }) => {
      const ip = ipsByLocation[String(params.location)]?.find((candidate) => candidate.address === params.address)
      return ip ? HttpResponse.json<FloatingIp>({ ...ip, assigned_to: null, assigned_to_resource_type: null }) : notFound(errorTexts.network.ipNotFound(String(params.address)))
    },
  ),
]
