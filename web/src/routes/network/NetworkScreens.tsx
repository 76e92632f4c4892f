/** docs/product/config.md#console-routes: /network/create/{type} and the detail routes; the lists are ours. */
export { IpAddressesPage, IpAddressPage } from './IpAddressPages'
export { VpcsPage, VpcPage } from './VpcPages'
export { LoadBalancersPage, LoadBalancerPage } from './LoadBalancerPages'
export { FirewallsPage, FirewallPage } from './FirewallPages'
export { NetworkCreatePage } from './NetworkCreatePage'
