/** docs/product/config.md#console-routes: /disks, /disks/create, /disks/disk/{location}/{uuid}. */
export { DisksPage } from './DisksPage'
export { DiskCreatePage } from './DiskCreatePage'
export { DiskPage } from './DiskPage'
