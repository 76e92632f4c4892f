import { chunk } from './screen'

/** docs/product/config.md#console-routes: managed services. */
export const services = [
  chunk('services', ['services', 'compute'], {
    services: { path: '/services', component: 'ServicesPage', nav: 'managed_service' },
    serviceCreate: { path: '/services/create', component: 'ServiceCreatePage', creates: ['managed_service'] },
    service: { path: '/services/service/$location/$serviceId', component: 'ServicePage' },
  }),
]
