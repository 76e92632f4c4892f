import { useParams } from '@tanstack/react-router'
import type { AccessCreateType } from '../../screens/access'
import { ApiTokenCreatePage } from './ApiTokenCreatePage'
import { DelegationCreatePage } from './DelegationCreatePage'

/** docs/product/access.md#impersonation: /access/create/{type}, /access/token/{id}, /access/delegation/{id}; lists are ours. */
export { ApiTokensPage } from './ApiTokensPage'
export { ApiTokenPage } from './ApiTokenPage'
export { DelegationsPage } from './DelegationsPage'
export { DelegationPage } from './DelegationPage'

/** The router lets only `api_token` and `access_delegation` through. */
export function AccessCreatePage() {
  const { type } = useParams({ strict: false }) as { type: AccessCreateType }
  return type === 'api_token' ? <ApiTokenCreatePage /> : <DelegationCreatePage />
}
