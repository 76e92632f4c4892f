import { http, HttpResponse } from 'msw'
import { ownerApiKey } from '../fixtures/control'
import { owner } from '../fixtures/identity'
import { errorTexts } from '../../api/generated/error-texts'
import type { Answer } from './answers'

/** The gateway's answers (docs/product/conventions.md): no key 401, unknown key 403; MFA off. */
export const identityHandlers = [
  http.get<never, never, Answer<'/v1/user-resource/user', 'get'>>('/v1/user-resource/user', ({ request }) => {
    const key = request.headers.get('apikey')
    if (!key) return HttpResponse.json({ message: errorTexts.gateway.noApiKey }, { status: 401 })
    if (key !== ownerApiKey) {
      return HttpResponse.json({ message: errorTexts.gateway.invalidCredentials }, { status: 403 })
    }
    return HttpResponse.json(owner)
  }),
  http.get<never, never, Answer<'/v1/user-resource/mfa/is_active', 'get'>>('/v1/user-resource/mfa/is_active', () =>
    HttpResponse.json({ is_active: false }),
  ),
]
