import { http, HttpResponse } from 'msw'
import { ownerApiKey } from '../fixtures/control'
import { owner } from '../fixtures/identity'

/** The gateway's answers (DESIGN §3): no key 401, unknown key 403. */
export const identityHandlers = [
  http.get('/v1/user-resource/user', ({ request }) => {
    const key = request.headers.get('apikey')
    if (!key) return HttpResponse.json({ message: 'No API key found in request' }, { status: 401 })
    if (key !== ownerApiKey) {
      return HttpResponse.json({ message: 'Invalid authentication credentials' }, { status: 403 })
    }
    return HttpResponse.json(owner)
  }),
]
