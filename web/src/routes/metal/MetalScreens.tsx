import { ResourceCreateScreen, ResourceDetailScreen, ResourceListScreen } from '../../components/ResourceScreens'

/** Resource seed §2: /metal, /metal/create, /metal/lease/{uuid}. */
export const LeasesPage = () => <ResourceListScreen type="bare_metal" />
export const LeaseCreatePage = () => <ResourceCreateScreen type="bare_metal" />
export const LeasePage = () => <ResourceDetailScreen type="bare_metal" param="uuid" />
