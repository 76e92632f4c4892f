import { http, HttpResponse } from 'msw'
import { accessGroups, sharedWithMe } from '../fixtures/access'

/** Delegation, invitations and MFA over `fixtures/access.ts`; tests add the changing calls. */
export const accessHandlers = [
  http.get('/v1/user-resource/access_group', () => HttpResponse.json(accessGroups)),
  http.get('/v1/user-resource/impersonation', () => HttpResponse.json(sharedWithMe)),
  http.get('/v1/user-resource/mfa/is_active', () => HttpResponse.json({ is_active: false })),
]
