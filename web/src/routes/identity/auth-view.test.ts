import fc from 'fast-check'
import { describe, expect, test } from 'vitest'
import { authTransition, authViews, initialAuthState, type AuthEvent, type AuthState } from './auth-view'

const run = (state: AuthState, ...events: AuthEvent[]) => events.reduce(authTransition, state)
const login: AuthState = { view: 'login', email: '' }

describe('the auth view machine (docs/product/identity.md#sign-in-screens)', () => {
  test('starts in signup with the signup query flag, else login; username prefills', () => {
    expect(initialAuthState({})).toEqual({ view: 'login', email: '' })
    expect(initialAuthState({ signup: '' }).view).toBe('signup')
    expect(initialAuthState({ signup: true }).view).toBe('signup')
    expect(initialAuthState({ signup: 'false' }).view).toBe('login')
    expect(initialAuthState({ username: 'ann@testcloud.example' }).email).toBe('ann@testcloud.example')
  })

  test('login and signup toggle', () => {
    expect(run(login, { type: 'toggle' }).view).toBe('signup')
    expect(run(login, { type: 'toggle' }, { type: 'toggle' }).view).toBe('login')
  })

  test('login → forgot_password → waiting_forgot_confirmation → login', () => {
    const waiting = run(login, { type: 'forgot' }, { type: 'forgot_sent', email: 'ann@x.example' })
    expect(waiting).toEqual({ view: 'waiting_forgot_confirmation', email: 'ann@x.example' })
    expect(run(waiting, { type: 'back' }).view).toBe('login')
    expect(run(login, { type: 'forgot' }, { type: 'back' }).view).toBe('login')
  })

  test('signup goes to login when the email is verified, else to waiting_signup_confirmation, then back to login', () => {
    const signup = run(login, { type: 'toggle' })
    expect(run(signup, { type: 'signed_up', email: 'a@x.example', verified: true })).toEqual({
      view: 'login',
      email: 'a@x.example',
    })
    const waiting = run(signup, { type: 'signed_up', email: 'a@x.example', verified: false })
    expect(waiting.view).toBe('waiting_signup_confirmation')
    expect(run(waiting, { type: 'back' }).view).toBe('login')
  })
})

const events: fc.Arbitrary<AuthEvent> = fc.oneof(
  fc.constant({ type: 'toggle' as const }),
  fc.constant({ type: 'forgot' as const }),
  fc.constant({ type: 'back' as const }),
  fc.emailAddress().map((email) => ({ type: 'forgot_sent' as const, email })),
  fc.record({ type: fc.constant('signed_up' as const), email: fc.emailAddress(), verified: fc.boolean() }),
)

/** The seed's edges: (from, event type) → to. Everything else stays put. */
const edges: Record<string, string> = {
  'login toggle': 'signup',
  'signup toggle': 'login',
  'login forgot': 'forgot_password',
  'forgot_password back': 'login',
  'forgot_password forgot_sent': 'waiting_forgot_confirmation',
  'waiting_forgot_confirmation back': 'login',
  'waiting_signup_confirmation back': 'login',
}

describe('properties', () => {
  test('every step follows an edge of the seed, or stays put', () => {
    fc.assert(
      fc.property(fc.constantFrom(...authViews), fc.array(events, { maxLength: 30 }), (view, sequence) => {
        let state: AuthState = { view, email: '' }
        for (const event of sequence) {
          const next = authTransition(state, event)
          const expected =
            state.view === 'signup' && event.type === 'signed_up'
              ? event.verified
                ? 'login'
                : 'waiting_signup_confirmation'
              : (edges[`${state.view} ${event.type}`] ?? state.view)
          expect(next.view).toBe(expected)
          if (expected === state.view && event.type !== 'toggle') expect(next).toBe(state)
          state = next
        }
      }),
    )
  })

  test('a waiting view names the address it was sent to', () => {
    fc.assert(
      fc.property(fc.array(events, { maxLength: 30 }), (sequence) => {
        let state = login
        for (const event of sequence) {
          const next = authTransition(state, event)
          if (next.view !== state.view && next.view.startsWith('waiting_') && 'email' in event) {
            expect(next.email).toBe(event.email)
          }
          state = next
        }
      }),
    )
  })
})
