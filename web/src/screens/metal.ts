import { chunk } from './screen'

/** docs/product/config.md#console-routes: bare-metal leases. */
export const metal = [
  chunk('metal', ['metal', 'compute'], {
    leases: { path: '/metal', component: 'LeasesPage', nav: 'bare_metal' },
    leaseCreate: { path: '/metal/create', component: 'LeaseCreatePage', creates: ['bare_metal'] },
    lease: { path: '/metal/lease/$uuid', component: 'LeasePage' },
  }),
]
