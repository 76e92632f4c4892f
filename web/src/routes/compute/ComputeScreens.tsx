/** docs/product/config.md#console-routes: /compute, /compute/create, /compute/vm/{location}/{vmId}. */
export { VmsPage } from './VmsPage'
export { VmPage } from './VmPage'
export { VmCreatePage } from './VmCreatePage'
