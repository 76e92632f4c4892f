/** docs/product/config.md#console-routes: /metal, /metal/create, /metal/lease/{uuid}. */
export { LeasesPage } from './LeasesPage'
export { LeaseCreatePage } from './LeaseCreatePage'
export { LeasePage } from './LeasePage'
