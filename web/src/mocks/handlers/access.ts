import { http, HttpResponse } from 'msw'
import { accessGroups, apiTokens, sharedWithMe } from '../fixtures/access'
import type { Answer } from './answers'
import { type AreaMocks, notMocked } from '../mocks'

/** Tokens, delegation and invitations over `fixtures/access.ts`; tests add the changing calls. */
export const accessMocks = {
  token_list: http.get<never, never, Answer<'/v1/user-resource/token/list', 'get'>>('/v1/user-resource/token/list', () =>
    HttpResponse.json(apiTokens),
  ),
  access_group_list: http.get<never, never, Answer<'/v1/user-resource/access_group', 'get'>>('/v1/user-resource/access_group', () =>
    HttpResponse.json(accessGroups),
  ),
  impersonation_list: http.get<never, never, Answer<'/v1/user-resource/impersonation', 'get'>>('/v1/user-resource/impersonation', () =>
    HttpResponse.json(sharedWithMe),
  ),
  access_group_create: notMocked,
  access_group_delete: notMocked,
  impersonation_accept: notMocked,
  impersonation_create: notMocked,
  impersonation_delete: notMocked,
  impersonation_start: notMocked,
  token_create: notMocked,
  token_delete: notMocked,
  token_update: notMocked,
} satisfies AreaMocks
