import { ResourceCreateScreen, ResourceDetailScreen, ResourceListScreen } from '../../components/ResourceScreens'

/** Resource seed §2: /storage, /storage/create, /storage/bucket/{storageName}. */
export const BucketsPage = () => <ResourceListScreen type="bucket" />
export const BucketCreatePage = () => <ResourceCreateScreen type="bucket" />
export const BucketPage = () => <ResourceDetailScreen type="bucket" param="storageName" />
