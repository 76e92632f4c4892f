import { useParams } from '@tanstack/react-router'
import type { AccessCreateType } from '../../app/path-builder'
import { ResourceCreateScreen, ResourceDetailScreen, ResourceListScreen } from '../../components/ResourceScreens'

/** Platform seed §2: /access/create/{type}, /access/token/{id}, /access/delegation/{id}; lists are ours. */
export const ApiTokensPage = () => <ResourceListScreen type="api_token" />
export const ApiTokenPage = () => <ResourceDetailScreen type="api_token" param="id" />
export const DelegationsPage = () => <ResourceListScreen type="access_delegation" />
export const DelegationPage = () => <ResourceDetailScreen type="access_delegation" param="id" />

/** The router lets only `api_token` and `access_delegation` through. */
export function AccessCreatePage() {
  const { type } = useParams({ strict: false }) as { type: AccessCreateType }
  return <ResourceCreateScreen type={type} />
}
