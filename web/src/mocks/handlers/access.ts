import { http, HttpResponse } from 'msw'
import { accessGroups, apiTokens, sharedWithMe } from '../fixtures/access'
import type { Answer } from './answers'

/** Tokens, delegation and invitations over `fixtures/access.ts`; tests add the changing calls. */
export const accessHandlers = [
  http.get<never, never, Answer<'/v1/user-resource/token/list', 'get'>>('/v1/user-resource/token/list', () =>
    HttpResponse.json(apiTokens),
  ),
  http.get<never, never, Answer<'/v1/user-resource/access_group', 'get'>>('/v1/user-resource/access_group', () =>
    HttpResponse.json(accessGroups),
  ),
  http.get<never, never, Answer<'/v1/user-resource/impersonation', 'get'>>('/v1/user-resource/impersonation', () =>
    HttpResponse.json(sharedWithMe),
  ),
]
