import { http, HttpResponse } from 'msw'
import { type AreaMocks, notMocked } from '../mocks'
import { ownerApiKey } from '../fixtures/control'
import { owner } from '../fixtures/identity'
import { errorTexts } from '../../api/generated/error-texts'
import type { components } from '../../api/generated/schema'
import { notFound, type Answer } from './answers'

type SshKey = components['schemas']['SshKey']

/** The owner's one saved key (docs/product/identity.md#ssh-keys: no fingerprint). */
export const savedSshKey: SshKey = {
  uuid: '5b1e8f7a-0c2d-4e3f-9a4b-6c7d8e9f0a1b',
  name: 'laptop',
  public_key: 'ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAIHJ0ZXN0a2V5 mari@laptop',
  user_id: owner.id,
  created_at: '2026-01-05 09:00:00',
}

/** The pattern `GET /api/parameters/vm` gives `public_key`. */
const publicKeyPattern = /^(ssh-(rsa|dsa|ecdsa|ed25519)|ecdsa-sha2-nistp[0-9]+) [A-Za-z0-9+/]+[=]{0,3}(\s.*)?$/

/** The gateway's answers (docs/product/conventions.md): no key 401, unknown key 403; MFA off. */
export const identityMocks = {
  user_get: http.get<never, never, Answer<'/v1/user-resource/user', 'get'>>('/v1/user-resource/user', ({ request }) => {
    const key = request.headers.get('apikey')
    if (!key) return HttpResponse.json({ message: errorTexts.gateway.noApiKey }, { status: 401 })
    if (key !== ownerApiKey) {
      return HttpResponse.json({ message: errorTexts.gateway.invalidCredentials }, { status: 403 })
    }
    return HttpResponse.json(owner)
  }),
  mfa_status: http.get<never, never, Answer<'/v1/user-resource/mfa/is_active', 'get'>>('/v1/user-resource/mfa/is_active', () =>
    HttpResponse.json({ is_active: false }),
  ),
  ssh_key_list: http.get<never, never, Answer<'/v1/user-resource/ssh_keys', 'get'>>('/v1/user-resource/ssh_keys', () =>
    HttpResponse.json([savedSshKey]),
  ),
  ssh_key_create: http.post<never, components['schemas']['SshKeyCreate'], Answer<'/v1/user-resource/ssh_keys', 'post'>>(
    '/v1/user-resource/ssh_keys',
    async ({ request }) => {
      const body = await request.json()
      if (!publicKeyPattern.test(body.public_key)) {
        return HttpResponse.json({ errors: { public_key: errorTexts.compute.sshKeyPattern } }, { status: 400 })
      }
      return HttpResponse.json({ ...savedSshKey, uuid: '7d2c9e4b-1f3a-4b5c-8d6e-0f1a2b3c4d5e', ...body })
    },
  ),
  ssh_key_update: http.patch<{ uuid: string }, components['schemas']['SshKeyUpdate'], Answer<'/v1/user-resource/ssh_keys/{uuid}', 'patch'>>(
    '/v1/user-resource/ssh_keys/:uuid',
    async ({ params, request }) =>
      params.uuid === savedSshKey.uuid
        ? HttpResponse.json({ ...savedSshKey, name: (await request.json()).name })
        : notFound(errorTexts.identity.noSuchSshKey(params.uuid)),
  ),
  ssh_key_delete: http.delete<{ uuid: string }, never, Answer<'/v1/user-resource/ssh_keys/{uuid}', 'delete'>>(
    '/v1/user-resource/ssh_keys/:uuid',
    ({ params }) =>
      params.uuid === savedSshKey.uuid
        ? HttpResponse.json({ success: true })
        : notFound(errorTexts.identity.noSuchSshKey(params.uuid)),
  ),
  auth0_callback: notMocked,
  mfa_activate: notMocked,
  mfa_deactivate: notMocked,
  privileges_get: notMocked,
  profile_update: notMocked,
} satisfies AreaMocks
