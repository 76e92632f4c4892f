/**
 * The sign-in screen's view machine (docs/product/identity.md#sign-in-screens "Sign-in screen", docs/product/identity.md#sign-in-screens "Auth view machine"),
 * pure so it can be tested without rendering:
 *
 *   login ⇄ signup                          (toggle)
 *   login → forgot_password                 (forgot)
 *   forgot_password → waiting_forgot_confirmation (forgot_sent) → login (back)
 *   forgot_password → login                 (back)
 *   signup → login                          (signed_up, email verified)
 *   signup → waiting_signup_confirmation    (signed_up, not verified) → login (back)
 *
 * Any other event leaves the state as it is.
 */

export const authViews = [
  'login',
  'signup',
  'forgot_password',
  'waiting_signup_confirmation',
  'waiting_forgot_confirmation',
] as const
export type AuthView = (typeof authViews)[number]

/** `email`: the address a waiting view names, or the username to prefill in login. */
export type AuthState = { view: AuthView; email: string }

export type AuthEvent =
  | { type: 'toggle' }
  | { type: 'forgot' }
  | { type: 'back' }
  | { type: 'forgot_sent'; email: string }
  | { type: 'signed_up'; email: string; verified: boolean }

/** Starts in signup when the `signup` query flag is present, else login; `username` prefills. */
export function initialAuthState(search: Record<string, unknown>): AuthState {
  const username = search.username
  return {
    view: 'signup' in search && search.signup !== false && search.signup !== 'false' ? 'signup' : 'login',
    email: typeof username === 'string' || typeof username === 'number' ? String(username) : '',
  }
}

export function authTransition(state: AuthState, event: AuthEvent): AuthState {
  switch (state.view) {
    case 'login':
      if (event.type === 'toggle') return { ...state, view: 'signup' }
      if (event.type === 'forgot') return { ...state, view: 'forgot_password' }
      return state
    case 'signup':
      if (event.type === 'toggle') return { ...state, view: 'login' }
      if (event.type === 'signed_up') {
        return { view: event.verified ? 'login' : 'waiting_signup_confirmation', email: event.email }
      }
      return state
    case 'forgot_password':
      if (event.type === 'back') return { ...state, view: 'login' }
      if (event.type === 'forgot_sent') return { view: 'waiting_forgot_confirmation', email: event.email }
      return state
    case 'waiting_signup_confirmation':
    case 'waiting_forgot_confirmation':
      return event.type === 'back' ? { ...state, view: 'login' } : state
  }
}
