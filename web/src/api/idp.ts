import { type AuthCallback, type AuthCallbackResult, consoleRoot } from './identity'
import { publicApi } from './client'
import { call, GeneralError, toApiError } from './errors'
import { type CallbackParams, callbackKey, type ProviderSettings, providerOrigin } from './idp-origin'

/**
 * The identity provider behind username/password and social sign-in (docs/product/identity.md#sign-in-screens, docs/product/idp.md#operations
 * "Identity provider operations"). Every call the sign-in views make goes through this module, so
 * tests can answer them with MSW. The calls follow the hosted provider's public authentication
 * API (`/co/authenticate` + `/authorize`, `/dbconnections/signup`, `/dbconnections/change_password`,
 * `/v2/logout`) at the site's `authDomain`: a full origin, or a path on the API's origin such as
 * the simulator's `/__sim/idp/{session}`. What the console needs of the provider before anyone
 * signs in (its origin, the logout link, the callback's answer kept at load) is `idp-origin.ts`,
 * which the first script loads; this module comes with the sign-in screens.
 */

/** The provider's database connection that holds username/password accounts. */
export const passwordConnection = 'Username-Password-Authentication'

/** Where the provider sends the browser back to: the console's callback route. */
export const callbackUrl = () => `${location.origin}${consoleRoot}auth0_callback`

// --- errors -------------------------------------------------------------------------------------

export type IdentityErrorReason = 'wrong_credentials' | 'prohibited_domain' | 'invalid_signup' | 'too_many_requests' | 'other'
/** Which form the error belongs to (docs/product/idp.md#rules "Login provider errors"). */
export type IdentityErrorTag = 'login' | 'signup' | 'forgot_password' | 'identity'

export class IdentityError extends GeneralError {
  readonly reason: IdentityErrorReason
  readonly tag: IdentityErrorTag

  constructor(message: string, reason: IdentityErrorReason, tag: IdentityErrorTag, status?: number) {
    super(message, { status })
    this.reason = reason
    this.tag = tag
  }
}

/**
 * docs/product/idp.md#rules: a prohibited email domain gives 'Email domain is prohibited'; invalid_signup
 * gives 'Invalid signup. The account may already exist.'; texts starting with 'Wrong' are login
 * errors; 'Password', 'error in email' or 'Invalid signup' are signup errors; 'too many requests'
 * is a generic identity error. Anything else keeps the form it came from (`fallback`).
 */
export function providerError(
  code: string | undefined,
  description: string | undefined,
  fallback: IdentityErrorTag,
  status?: number,
): IdentityError {
  const text = description || code || 'Unknown identity provider error'
  if (/prohibited/i.test(`${code} ${text}`) && /domain/i.test(`${code} ${text}`)) {
    return new IdentityError('Email domain is prohibited', 'prohibited_domain', 'signup', status)
  }
  if (code === 'invalid_signup') {
    return new IdentityError('Invalid signup. The account may already exist.', 'invalid_signup', 'signup', status)
  }
  if (/too many (requests|attempts)/i.test(text) || code === 'too_many_attempts') {
    return new IdentityError(text, 'too_many_requests', 'identity', status)
  }
  if (/^wrong/i.test(text)) return new IdentityError(text, 'wrong_credentials', 'login', status)
  if (/^(password|error in email|invalid signup)/i.test(text)) return new IdentityError(text, 'other', 'signup', status)
  return new IdentityError(text, 'other', fallback, status)
}

type ProviderErrorBody = {
  error?: unknown
  error_description?: unknown
  code?: unknown
  description?: unknown
  message?: unknown
}

const str = (value: unknown) => (typeof value === 'string' && value !== '' ? value : undefined)

async function post(settings: ProviderSettings, path: string, body: object, tag: IdentityErrorTag): Promise<unknown> {
  let response: Response
  try {
    response = await globalThis.fetch(`${providerOrigin(settings.authDomain)}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
      credentials: 'include',
    })
  } catch (error) {
    throw toApiError(error)
  }
  const text = await response.text().catch(() => '')
  let parsed: unknown = text
  try {
    parsed = JSON.parse(text)
  } catch {
    // The change-password call answers plain text.
  }
  if (response.ok) return parsed
  const fields: ProviderErrorBody = typeof parsed === 'object' && parsed !== null ? parsed : {}
  const code = str(fields.code) ?? str(fields.error)
  const description = str(fields.description) ?? str(fields.error_description) ?? str(fields.message) ?? str(text)
  throw providerError(code, description, tag, response.status)
}

// --- sign-in flows ------------------------------------------------------------------------------

const returnPathKey = 'cloudsim.auth.return-path'

/** A return path must start with '/' (and not '//', another origin); otherwise '/'. */
export function safeReturnPath(path: string | null | undefined): string {
  return path && path.startsWith('/') && !path.startsWith('//') ? path : '/'
}

function authorizeUrl(settings: ProviderSettings, extra: Record<string, string>, returnPath: string): string {
  sessionStorage.setItem(returnPathKey, safeReturnPath(returnPath))
  const query = new URLSearchParams({
    client_id: settings.authClientId,
    response_type: 'token id_token',
    redirect_uri: callbackUrl(),
    scope: 'openid profile email',
    state: crypto.randomUUID(),
    nonce: crypto.randomUUID(),
    ...extra,
  })
  return `${providerOrigin(settings.authDomain)}/authorize?${query}`
}

export type Credentials = { username: string; password: string; returnPath: string }

/** Username/password login: the provider checks the password, then the browser goes to the returned URL. */
export async function login(settings: ProviderSettings, { username, password, returnPath }: Credentials) {
  const answer = (await post(
    settings,
    '/co/authenticate',
    {
      client_id: settings.authClientId,
      username,
      password,
      realm: passwordConnection,
      credential_type: 'http://auth0.com/oauth/grant-type/password-realm',
    },
    'login',
  )) as { login_ticket?: unknown }
  const ticket = str(answer?.login_ticket)
  if (!ticket) throw providerError(undefined, 'The identity provider gave no login ticket', 'login')
  return authorizeUrl(settings, { realm: passwordConnection, login_ticket: ticket }, returnPath)
}

/** Signup; `emailVerified` decides between the login view and waiting for the confirmation (docs/product/identity.md#sign-in-screens). */
export async function signup(settings: ProviderSettings, { email, password }: { email: string; password: string }) {
  const answer = (await post(
    settings,
    '/dbconnections/signup',
    { client_id: settings.authClientId, email, password, connection: passwordConnection },
    'signup',
  )) as { email_verified?: unknown }
  return { emailVerified: answer?.email_verified === true }
}

/** forgotPassword with {email} (docs/product/idp.md#operations): the provider mails a reset link. */
export async function forgotPassword(settings: ProviderSettings, { email }: { email: string }): Promise<void> {
  await post(
    settings,
    '/dbconnections/change_password',
    { client_id: settings.authClientId, email, connection: passwordConnection },
    'forgot_password',
  )
}

/** socialLogin with connectionId 'google-oauth2' and a redirect path (docs/product/idp.md#operations): where the browser goes. */
export function socialLoginUrl(settings: ProviderSettings, connectionId: 'google-oauth2', redirectPath: string) {
  return authorizeUrl(settings, { connection: connectionId }, redirectPath)
}

// --- the callback -------------------------------------------------------------------------------

export function storedCallbackParams(): CallbackParams | undefined {
  const raw = sessionStorage.getItem(callbackKey)
  if (!raw) return undefined
  try {
    return JSON.parse(raw) as CallbackParams
  } catch {
    return undefined
  }
}

/** The return path saved before leaving for the provider, once. */
export function takeReturnPath(): string {
  const path = safeReturnPath(sessionStorage.getItem(returnPathKey))
  sessionStorage.removeItem(returnPathKey)
  sessionStorage.removeItem(callbackKey)
  return path
}

/** Form fields of the callback body; empty and missing values are left out. */
function formBody(body: AuthCallback | undefined): URLSearchParams {
  const form = new URLSearchParams()
  for (const [key, value] of Object.entries(body ?? {})) {
    if (value !== '' && value !== null && value !== undefined) form.set(key, String(value))
  }
  return form
}

/** `POST /user-resource/auth0_callback` (docs/product/idp.md#operations) turns the provider's tokens into an API key. */
export async function exchangeCallback(params: CallbackParams): Promise<AuthCallbackResult> {
  const expires = Number(params.expires_in)
  const body: AuthCallback = {
    access_token: params.access_token ?? '',
    id_token: params.id_token ?? '',
    scope: params.scope ?? '',
    expires_in: params.expires_in !== undefined && Number.isFinite(expires) ? expires : null,
    token_type: params.token_type ?? '',
    state: params.state ?? '',
  }
  return call(publicApi.POST('/v1/user-resource/auth0_callback', {
      body,
      bodySerializer: formBody,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    }))
}
