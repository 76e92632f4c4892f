import { chunk } from './screen'

/** docs/product/config.md#console-routes: buckets and the object storage's access keys. */
export const storage = [
  chunk('storage', ['storage'], {
    buckets: { path: '/storage', component: 'BucketsPage', nav: 'bucket' },
    bucketCreate: { path: '/storage/create', component: 'BucketCreatePage', creates: ['bucket'] },
    bucket: { path: '/storage/bucket/$storageName', component: 'BucketPage' },
    storageKeys: { path: '/storage/keys', component: 'AccessKeysPage' },
  }),
]
