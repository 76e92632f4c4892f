/** Resource seed §2: /storage, /storage/create, /storage/bucket/{storageName}, and the access keys. */
export { AccessKeysPage } from './AccessKeysPage'
export { BucketCreatePage } from './BucketCreatePage'
export { BucketPage } from './BucketPage'
export { BucketsPage } from './BucketsPage'
