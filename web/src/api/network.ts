import { queryOptions, useQueryClient } from '@tanstack/react-query'
import { api } from './client'
import { call } from './errors'
import type { components } from './generated/schema'
import { useApiMutation } from './use-api-mutation'

type Schemas = components['schemas']
export type FloatingIp = Schemas['FloatingIp']
export type Network = Schemas['Network']
export type LoadBalancer = Schemas['LoadBalancer']
export type Firewall = Schemas['Firewall']
export type FirewallRuleInput = Schemas['FirewallRuleInput']
export type IpAssignBody = Schemas['IpAssign']

/**
 * The network calls (docs/product/network.md#ip-addresses *Network*, `/{location}/network/…`): one list per type and
 * location (no endpoint aggregates locations), the single reads the API has, and the changes.
 */

const path = (location: string) => ({ path: { location } })

export const ipListQuery = (location: string) =>
  queryOptions({
    queryKey: ['ip_address_list', { location }],
    queryFn: () => call(api.GET('/v1/{location}/network/ip_addresses', { params: path(location) })),
    meta: { errorToast: false },
  })

export const networkListQuery = (location: string) =>
  queryOptions({
    queryKey: ['network_list', { location }],
    queryFn: () => call(api.GET('/v1/{location}/network/networks', { params: path(location) })),
    meta: { errorToast: false },
  })

export const networkQuery = (location: string, uuid: string) =>
  queryOptions({
    queryKey: ['network_get', { location, uuid }],
    queryFn: () => call(api.GET('/v1/{location}/network/network/{uuid}', { params: { path: { location, uuid } } })),
    meta: { errorToast: false },
  })

export const lbListQuery = (location: string) =>
  queryOptions({
    queryKey: ['load_balancer_list', { location }],
    queryFn: () => call(api.GET('/v1/{location}/network/load_balancers', { params: path(location) })),
    meta: { errorToast: false },
  })

export const lbQuery = (location: string, uuid: string) =>
  queryOptions({
    queryKey: ['load_balancer_get', { location, uuid }],
    queryFn: () =>
      call(api.GET('/v1/{location}/network/load_balancers/{uuid}', { params: { path: { location, uuid } } })),
    meta: { errorToast: false },
  })

export const firewallListQuery = (location: string) =>
  queryOptions({
    queryKey: ['firewall_list', { location }],
    queryFn: () => call(api.GET('/v1/{location}/network/firewalls', { params: path(location) })),
    meta: { errorToast: false },
  })

export const interfacesQuery = (location: string, uuid: string) =>
  queryOptions({
    queryKey: ['vm_interface_list', { location, uuid }],
    queryFn: () =>
      call(api.GET('/v1/{location}/network/virtual-machines/{uuid}/interfaces', { params: { path: { location, uuid } } })),
    meta: { errorToast: false },
  })

type At = { location: string }
type One = At & { uuid: string }
type Address = At & { address: string }

/** Every change the network screens make. */
export const networkActions = {
  ipCreate: ({ location, name }: At & { name: string }) =>
    call(api.POST('/v1/{location}/network/ip_addresses', { params: path(location), body: name ? { name } : {} })),
  ipAssign: ({ location, address, vm }: Address & { vm: string }) =>
    call(
      api.POST('/v1/{location}/network/ip_addresses/{address}/assign', {
        params: { path: { location, address } },
        body: { assigned_to: vm, assigned_to_resource_type: 'virtual_machine' },
      }),
    ),
  ipUnassign: ({ location, address }: Address) =>
    call(api.POST('/v1/{location}/network/ip_addresses/{address}/unassign', { params: { path: { location, address } }, body: {} })),
  ipDelete: ({ location, address }: Address) =>
    call(api.DELETE('/v1/{location}/network/ip_addresses/{address}', { params: { path: { location, address } } })),
  networkCreate: ({ location, name }: At & { name: string }) =>
    call(api.POST('/v1/{location}/network/network', { params: { path: { location }, query: { name } } })),
  networkUpdate: ({ location, uuid, name, subnetIpv6 }: One & { name: string; subnetIpv6: string }) =>
    call(
      api.PATCH('/v1/{location}/network/network/{uuid}', {
        params: { path: { location, uuid } },
        body: { name, subnet_ipv6: subnetIpv6 },
      }),
    ),
  networkSetDefault: ({ location, uuid }: One) =>
    call(api.PUT('/v1/{location}/network/network/{uuid}/default', { params: { path: { location, uuid } } })),
  networkDelete: ({ location, uuid }: One) =>
    call(api.DELETE('/v1/{location}/network/network/{uuid}', { params: { path: { location, uuid } } })),
  lbCreate: ({
    location,
    name,
    network,
    targets,
    sourcePort,
    targetPort,
  }: At & { name: string; network: string; targets: string[]; sourcePort: number; targetPort: number }) =>
    call(
      api.POST('/v1/{location}/network/load_balancers', {
        params: path(location),
        body: {
          display_name: name,
          network_uuid: network,
          reserve_public_ip: true,
          rules: [{ source_port: sourcePort, target_port: targetPort }],
          targets: targets.map((target_uuid) => ({ target_uuid, target_type: 'vm' as const })),
        },
      }),
    ),
  lbBillingAccount: ({ location, uuid, account }: One & { account: number }) =>
    call(
      api.PUT('/v1/{location}/network/load_balancers/{uuid}/billing_account', {
        params: { path: { location, uuid }, query: { set_id: account } },
      }),
    ),
  lbDelete: ({ location, uuid }: One) =>
    call(api.DELETE('/v1/{location}/network/load_balancers/{uuid}', { params: { path: { location, uuid } } })),
  lbTargetAdd: ({ location, uuid, vm }: One & { vm: string }) =>
    call(
      api.POST('/v1/{location}/network/load_balancers/{uuid}/targets', {
        params: { path: { location, uuid } },
        body: { target_uuid: vm, target_type: 'vm' },
      }),
    ),
  lbTargetRemove: ({ location, uuid, vm }: One & { vm: string }) =>
    call(
      api.DELETE('/v1/{location}/network/load_balancers/{uuid}/targets/{target_uuid}', {
        params: { path: { location, uuid, target_uuid: vm } },
      }),
    ),
  lbRuleAdd: ({ location, uuid, sourcePort, targetPort }: One & { sourcePort: number; targetPort: number }) =>
    call(
      api.POST('/v1/{location}/network/load_balancers/{uuid}/forwarding_rules', {
        params: { path: { location, uuid } },
        body: { source_port: sourcePort, target_port: targetPort },
      }),
    ),
  lbRuleRemove: ({ location, uuid, rule }: One & { rule: string }) =>
    call(
      api.DELETE('/v1/{location}/network/load_balancers/{uuid}/forwarding_rules/{rule_uuid}', {
        params: { path: { location, uuid, rule_uuid: rule } },
      }),
    ),
  firewallCreate: ({ location, name, description }: At & { name: string; description: string }) =>
    call(
      api.POST('/v1/{location}/network/firewalls', {
        params: path(location),
        body: { display_name: name, description, rules: [] },
      }),
    ),
  firewallRules: ({ location, uuid, rules }: One & { rules: FirewallRuleInput[] }) =>
    call(api.PUT('/v1/{location}/network/firewalls/{uuid}', { params: { path: { location, uuid } }, body: { rules } })),
  firewallDelete: ({ location, uuid }: One) =>
    call(api.DELETE('/v1/{location}/network/firewalls/{uuid}', { params: { path: { location, uuid } } })),
  firewallAttach: ({ location, uuid, vm }: One & { vm: string }) =>
    call(
      api.POST('/v1/{location}/network/firewalls/{uuid}/vms', {
        params: { path: { location, uuid }, query: { vm_uuid: vm } },
      }),
    ),
  firewallDetach: ({ location, uuid, vm }: One & { vm: string }) =>
    call(
      api.DELETE('/v1/{location}/network/firewalls/{uuid}/vms', {
        params: { path: { location, uuid }, query: { vm_uuid: vm } },
      }),
    ),
}

export type NetworkAction = keyof typeof networkActions
type Vars<A extends NetworkAction> = Parameters<(typeof networkActions)[A]>[0]
type Result<A extends NetworkAction> = Awaited<ReturnType<(typeof networkActions)[A]>>

/**
 * A network change as a mutation. A change here shows elsewhere too (an assigned address is the
 * VM's public IP, a balancer counts in its network), so every query is re-read afterwards.
 * Failures toast through the query client.
 */
export function useNetworkAction<A extends NetworkAction>(action: A, options: { onSuccess?: (result: Result<A>) => void } = {}) {
  const queryClient = useQueryClient()
  const run = networkActions[action] as unknown as (vars: Vars<A>) => Promise<Result<A>>
  return useApiMutation<Result<A>, Vars<A>>({
    mutationFn: run,
    onSuccess: async (result) => {
      options.onSuccess?.(result)
      await queryClient.invalidateQueries()
    },
  })
}
