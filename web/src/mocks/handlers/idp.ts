import { http, HttpResponse } from 'msw'
import { siteConfig } from '../fixtures/config'

/** The hosted identity provider at the test site's `authDomain` (api/idp.ts). */
export const providerOrigin = `https://${siteConfig.authDomain}`

export const idpHandlers = [
  http.post(`${providerOrigin}/co/authenticate`, async ({ request }) => {
    const body = (await request.json()) as { username: string; password: string }
    if (body.password !== 'Correct1horse') {
      return HttpResponse.json({ error: 'access_denied', error_description: 'Wrong email or password.' }, { status: 403 })
    }
    return HttpResponse.json({ login_ticket: 'ticket-1', co_verifier: 'v', co_id: 'c' })
  }),
  http.post(`${providerOrigin}/dbconnections/signup`, async ({ request }) => {
    const body = (await request.json()) as { email: string }
    if (body.email.endsWith('@blocked.example')) {
      return HttpResponse.json(
        { name: 'BadRequestError', code: 'prohibited_email_domain', description: 'Email domain is prohibited' },
        { status: 400 },
      )
    }
    if (body.email === 'taken@testcloud.example') {
      return HttpResponse.json({ name: 'BadRequestError', code: 'invalid_signup', description: 'Invalid sign up' }, { status: 400 })
    }
    return HttpResponse.json({ _id: 'u1', email: body.email, email_verified: body.email.startsWith('verified') })
  }),
  http.post(`${providerOrigin}/dbconnections/change_password`, () =>
    HttpResponse.text("We've just sent you an email to reset your password."),
  ),
]
