import { useParams } from '@tanstack/react-router'
import type { AccessCreateType } from '../../app/path-builder'
import { ResourceCreateScreen, ResourceDetailScreen, ResourceListScreen } from '../../components/ResourceScreens'
import { ApiTokenCreatePage } from './ApiTokenCreatePage'

/** Platform seed §2: /access/create/{type}, /access/token/{id}, /access/delegation/{id}; lists are ours. */
export { ApiTokensPage } from './ApiTokensPage'
export const ApiTokenPage = () => <ResourceDetailScreen type="api_token" param="id" />
export const DelegationsPage = () => <ResourceListScreen type="access_delegation" />
export const DelegationPage = () => <ResourceDetailScreen type="access_delegation" param="id" />

/** The router lets only `api_token` and `access_delegation` through. */
export function AccessCreatePage() {
  const { type } = useParams({ strict: false }) as { type: AccessCreateType }
  return type === 'api_token' ? <ApiTokenCreatePage /> : <ResourceCreateScreen type={type} />
}
