/** docs/product/config.md#console-routes: /services, /services/create, /services/service/{location}/{serviceId}. */
export { ServicesPage } from './ServicesPage'
export { ServiceCreatePage } from './ServiceCreatePage'
export { ServicePage } from './ServicePage'
