import { http, HttpResponse } from 'msw'
import { expect, test } from 'vitest'
import { defaultSession, ownerApiKey } from '../mocks/fixtures/control'
import { server } from '../mocks/server'
import { signIn } from './identity'

test('a demo server’s visitor signs in as the owner of its own session, the one listed', async () => {
  const own = { ...defaultSession, session: 's4', visitor: true }
  server.use(http.get('/__sim/sessions', () => HttpResponse.json([own])))
  const signedIn = await signIn({ apiKey: '', mock: true, prefix: '' })
  expect(signedIn.apiKey).toBe(ownerApiKey)

  server.use(http.get('/__sim/sessions', () => HttpResponse.json([{ ...own, visitor: undefined }])))
  await expect(signIn({ apiKey: '', mock: true, prefix: '' })).rejects.toThrow(/no owner/)
})
