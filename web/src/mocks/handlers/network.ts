import { sentBody } from '../sent-body'
import { http, HttpResponse, type PathParams } from 'msw'
import type { components } from '../../api/generated/schema'
import { defaultNetwork, firewallsByLocation, ipsByLocation, loadBalancer } from '../fixtures/network'
import type { Answer } from './answers'
import { type AreaMocks, notMocked } from '../mocks'
import type { FloatingIp, IpAssignBody } from '../../api/network'
import { vmsByLocation } from '../fixtures/compute'
import { errorTexts } from '../../api/generated/error-texts'

type At = PathParams<'location'>

const notFound = (address: string) =>
  HttpResponse.json<components['schemas']['MessageBody']>({ message: `Ip address ${address} was not found.` }, { status: 404 })

/** `/{location}/network/…` over `fixtures/network.ts`: lists, an interface per VM, assign and unassign. */
export const networkMocks = {
  ip_address_list: http.get<At, never, Answer<'/v1/{location}/network/ip_addresses', 'get'>>('/v1/:location/network/ip_addresses', ({ params }) =>
    HttpResponse.json(ipsByLocation[String(params.location)] ?? []),
  ),
  network_list: http.get<At, never, Answer<'/v1/{location}/network/networks', 'get'>>('/v1/:location/network/networks', ({ params }) =>
    HttpResponse.json(params.location === 'tll' ? [defaultNetwork] : []),
  ),
  firewall_list: http.get<At, never, Answer<'/v1/{location}/network/firewalls', 'get'>>('/v1/:location/network/firewalls', ({ params }) =>
    HttpResponse.json(firewallsByLocation[String(params.location)] ?? []),
  ),
  load_balancer_list: http.get<At, never, Answer<'/v1/{location}/network/load_balancers', 'get'>>('/v1/:location/network/load_balancers', ({ params }) =>
    HttpResponse.json(params.location === 'tll' ? [loadBalancer] : []),
  ),
  load_balancer_get: http.get<PathParams<'location' | 'uuid'>, never, Answer<'/v1/{location}/network/load_balancers/{uuid}', 'get'>>(
    '/v1/:location/network/load_balancers/:uuid',
    ({ params }) =>
      params.uuid === loadBalancer.uuid
        ? HttpResponse.json(loadBalancer)
        : HttpResponse.json<components['schemas']['MessageBody']>({ message: errorTexts.network.lbNotFound }, { status: 404 }),
  ),
  load_balancer_billing_account: http.put<
    PathParams<'location' | 'uuid'>,
    components['schemas']['LbBillingMove'],
    Answer<'/v1/{location}/network/load_balancers/{uuid}/billing_account', 'put'>
  >('/v1/:location/network/load_balancers/:uuid/billing_account', async ({ params, request }) => {
    if (params.uuid !== loadBalancer.uuid)
      return HttpResponse.json<components['schemas']['MessageBody']>({ message: errorTexts.network.lbNotFound }, { status: 404 })
    const body = await sentBody(request)
    return HttpResponse.json({ ...loadBalancer, billing_account_id: body.billing_account_id ?? loadBalancer.billing_account_id })
  }),
  network_get: http.get<PathParams<'location' | 'uuid'>, never, Answer<'/v1/{location}/network/network/{uuid}', 'get'>>(
    '/v1/:location/network/network/:uuid',
    () => HttpResponse.json(defaultNetwork),
  ),
  ip_address_assign: http.post<PathParams<'location' | 'address'>, IpAssignBody, Answer<'/v1/{location}/network/ip_addresses/{address}/assign', 'post'>>(
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
  ip_address_unassign: http.post<PathParams<'location' | 'address'>, never, Answer<'/v1/{location}/network/ip_addresses/{address}/unassign', 'post'>>(
    '/v1/:location/network/ip_addresses/:address/unassign',
    ({ params }) => {
      const ip = ipsByLocation[String(params.location)]?.find((candidate) => candidate.address === params.address)
      return ip ? HttpResponse.json<FloatingIp>({ ...ip, assigned_to: null, assigned_to_resource_type: null }) : notFound(errorTexts.network.ipNotFound(String(params.address)))
    },
  ),
  firewall_create: notMocked,
  firewall_delete: notMocked,
  firewall_update: notMocked,
  firewall_vm_add: notMocked,
  firewall_vm_remove: notMocked,
  ip_address_create: notMocked,
  ip_address_delete: notMocked,
  load_balancer_create: notMocked,
  load_balancer_delete: notMocked,
  load_balancer_rule_add: notMocked,
  load_balancer_rule_remove: notMocked,
  load_balancer_target_add: notMocked,
  load_balancer_target_remove: notMocked,
  network_create: notMocked,
  network_delete: notMocked,
  network_set_default: notMocked,
  network_update: notMocked,
} satisfies AreaMocks
