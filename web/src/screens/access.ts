import { chunk } from './screen'

export const accessCreateTypes = ['api_token', 'access_delegation'] as const
export type AccessCreateType = (typeof accessCreateTypes)[number]

/** docs/product/access.md#impersonation: /access/create/{type}, /access/token/{id}, /access/delegation/{id}; lists are ours. */
export const access = [
  chunk('access', ['access', 'billing', 'payment'], {
    accessCreate: { path: '/access/create/$type', component: 'AccessCreatePage', types: accessCreateTypes, creates: accessCreateTypes },
    apiTokens: { path: '/access/token', component: 'ApiTokensPage', nav: 'api_token' },
    apiToken: { path: '/access/token/$id', component: 'ApiTokenPage' },
    delegations: { path: '/access/delegation', component: 'DelegationsPage', nav: 'access_delegation' },
    delegation: { path: '/access/delegation/$id', component: 'DelegationPage' },
  }),
]
