import { chunk } from './screen'

export const networkTypes = ['ip_address', 'vpc', 'load_balancer', 'firewall'] as const
export type NetworkType = (typeof networkTypes)[number]

/** docs/product/config.md#console-routes: the four network types, each its list and detail; one create screen for all. */
export const network = [
  chunk('network', ['network', 'compute'], {
    ipAddresses: { path: '/network/ip_address', component: 'IpAddressesPage', nav: 'ip_address' },
    vpcs: { path: '/network/vpc', component: 'VpcsPage', nav: 'vpc' },
    loadBalancers: { path: '/network/load_balancer', component: 'LoadBalancersPage', nav: 'load_balancer' },
    firewalls: { path: '/network/firewall', component: 'FirewallsPage', nav: 'firewall' },
    networkCreate: { path: '/network/create/$type', component: 'NetworkCreatePage', types: networkTypes, creates: networkTypes },
    ipAddress: { path: '/network/ip_address/$location/$uuid', component: 'IpAddressPage' },
    vpc: { path: '/network/vpc/$location/$uuid', component: 'VpcPage' },
    loadBalancer: { path: '/network/load_balancer/$location/$uuid', component: 'LoadBalancerPage' },
    firewall: { path: '/network/firewall/$location/$uuid', component: 'FirewallPage' },
  }),
]
