import { ResourceCreateScreen, ResourceDetailScreen, ResourceListScreen } from '../../components/ResourceScreens'

/** Resource seed §2: /services, /services/create, /services/service/{location}/{serviceId}. */
export const ServicesPage = () => <ResourceListScreen type="managed_service" />
export const ServiceCreatePage = () => <ResourceCreateScreen type="managed_service" />
export const ServicePage = () => <ResourceDetailScreen type="managed_service" param="serviceId" />
