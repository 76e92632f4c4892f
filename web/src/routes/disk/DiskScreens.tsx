import { ResourceCreateScreen, ResourceDetailScreen, ResourceListScreen } from '../../components/ResourceScreens'

/** Resource seed §2: /disks, /disks/create, /disks/disk/{location}/{uuid}. */
export const DisksPage = () => <ResourceListScreen type="disk" />
export const DiskCreatePage = () => <ResourceCreateScreen type="disk" />
export const DiskPage = () => <ResourceDetailScreen type="disk" param="uuid" />
