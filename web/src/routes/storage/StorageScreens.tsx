/** docs/product/config.md#console-routes: /storage, /storage/create, /storage/bucket/{storageName}, and the access keys. */
export { AccessKeysPage } from './AccessKeysPage'
export { BucketCreatePage } from './BucketCreatePage'
export { BucketPage } from './BucketPage'
export { BucketsPage } from './BucketsPage'
