import { chunk } from './screen'

/** docs/product/config.md#console-routes: virtual machines and standalone disks, each a chunk of its own. */
export const compute = [
  chunk('compute', ['compute', 'identity', 'network'], {
    vms: { path: '/compute', component: 'VmsPage', nav: 'virtual_machine' },
    vmCreate: { path: '/compute/create', component: 'VmCreatePage', creates: ['virtual_machine'] },
    vm: { path: '/compute/vm/$location/$vmId', component: 'VmPage' },
  }),
  chunk('disk', ['compute'], {
    disks: { path: '/disks', component: 'DisksPage', nav: 'disk' },
    diskCreate: { path: '/disks/create', component: 'DiskCreatePage', creates: ['disk'] },
    disk: { path: '/disks/disk/$location/$uuid', component: 'DiskPage' },
  }),
]
