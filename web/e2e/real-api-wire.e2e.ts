import type { components } from '../src/api/generated/schema'
import { expect, test } from './fixtures'
import { signInWithKey } from './utils'

type User = components['schemas']['User']

/**
 * Mock mode sends the real API's wire format too (issue 21 item 5): a form where the real API
 * reads forms. A strict session reads those operations as forms only, as the real API does, so
 * the console works against it as it would against the real thing.
 */
test('a strict session in mock mode takes the console’s forms: a profile edit is saved', async ({ page, request, session }) => {
  const strict = await request.put(`/__sim/sessions/${session.id}/strict`, { data: { strict: true } })
  expect(strict.ok()).toBe(true)
  const sent: (string | undefined)[] = []
  page.on('request', (call) => {
    if (call.method() === 'PATCH' && new URL(call.url()).pathname === '/v1/user-resource/user/profile') sent.push(call.headers()['content-type'])
  })

  await signInWithKey(page, session.owner.api_key)
  await page.goto('/app/profile')
  const lastName = page.getByLabel('Last name')
  await lastName.fill('Formsworth')
  await page.getByRole('button', { name: 'Save' }).click()
  await expect(page.getByText('User details updated')).toBeVisible()

  expect(sent).toEqual(['application/x-www-form-urlencoded'])
  const user = (await (await request.get('/v1/user-resource/user', { headers: { apikey: session.owner.api_key } })).json()) as User
  expect(user.profile_data.last_name).toBe('Formsworth')
})
