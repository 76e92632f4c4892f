import { ResourceCreateScreen, ResourceDetailScreen, ResourceListScreen } from '../../components/ResourceScreens'

/** Resource seed §2: /compute, /compute/create, /compute/vm/{location}/{vmId}. */
export const VmsPage = () => <ResourceListScreen type="virtual_machine" />
export const VmCreatePage = () => <ResourceCreateScreen type="virtual_machine" />
export const VmPage = () => <ResourceDetailScreen type="virtual_machine" param="vmId" />
