/**
 * Every path of the console, relative to its base path `/app` (links are `pb.vm({ location, vmId })`,
 * never hand-written strings). docs/product/config.md#console-routes gives the create and detail paths; list paths are ours (the seeds do not show them). The router
 * (`app/router.tsx`) declares the same patterns, and a test checks that every path here matches
 * its route.
 */

const seg = (value: string | number) => encodeURIComponent(String(value))

export type AccessCreateType = 'api_token' | 'access_delegation'
export type NetworkType = 'ip_address' | 'vpc' | 'load_balancer' | 'firewall'
type Located = { location: string; uuid: string }

export const pb = {
  dashboard: () => '/',

  // docs/product/config.md#console-routes: identity, billing and access
  authCallback: () => '/auth0_callback',
  emailVerification: () => '/email_verification',
  paymentReturn: () => '/payment_return',
  referral: ({ code }: { code: string }) => `/referral/${seg(code)}`,
  profile: () => '/profile',
  billingAccounts: () => '/billing',
  billingAccountCreate: () => '/billing/create',
  billingAccount: ({ id }: { id: string | number }) => `/billing/account/${seg(id)}`,
  billingAccountEdit: ({ id }: { id: string | number }) => `/billing/account/${seg(id)}/edit`,
  accessCreate: ({ type }: { type: AccessCreateType }) => `/access/create/${type}`,
  apiTokens: () => '/access/token',
  apiToken: ({ id }: { id: string | number }) => `/access/token/${seg(id)}`,
  delegations: () => '/access/delegation',
  delegation: ({ id }: { id: string | number }) => `/access/delegation/${seg(id)}`,

  // docs/product/config.md#console-routes: compute, disks, metal, network, services, storage
  vms: () => '/compute',
  vmCreate: () => '/compute/create',
  vm: ({ location, vmId }: { location: string; vmId: string }) => `/compute/vm/${seg(location)}/${seg(vmId)}`,
  disks: () => '/disks',
  diskCreate: () => '/disks/create',
  disk: ({ location, uuid }: Located) => `/disks/disk/${seg(location)}/${seg(uuid)}`,
  leases: () => '/metal',
  leaseCreate: () => '/metal/create',
  lease: ({ uuid }: { uuid: string }) => `/metal/lease/${seg(uuid)}`,
  networkList: ({ type }: { type: NetworkType }) => `/network/${type}`,
  networkCreate: ({ type }: { type: NetworkType }) => `/network/create/${type}`,
  ipAddress: ({ location, uuid }: Located) => `/network/ip_address/${seg(location)}/${seg(uuid)}`,
  vpc: ({ location, uuid }: Located) => `/network/vpc/${seg(location)}/${seg(uuid)}`,
  loadBalancer: ({ location, uuid }: Located) => `/network/load_balancer/${seg(location)}/${seg(uuid)}`,
  firewall: ({ location, uuid }: Located) => `/network/firewall/${seg(location)}/${seg(uuid)}`,
  services: () => '/services',
  serviceCreate: () => '/services/create',
  service: ({ location, serviceId }: { location: string; serviceId: string }) =>
    `/services/service/${seg(location)}/${seg(serviceId)}`,
  buckets: () => '/storage',
  bucketCreate: () => '/storage/create',
  bucket: ({ storageName }: { storageName: string }) => `/storage/bucket/${seg(storageName)}`,
  storageKeys: () => '/storage/keys',

  // docs/product/config.md#console-routes: the price list is a screen whose route is not shown; ours.
  priceList: () => '/pricing',
} as const

export type PathName = keyof typeof pb
