import { useQueryClient } from '@tanstack/react-query'
import { browser } from '../platform/browser'
import { storeSignIn, type AuthCallbackResult } from './identity'
import { exchangeCallback, forgotPassword, login, signup } from './idp'
import type { ProviderSettings } from './idp-origin'
import { useApiMutation } from './use-api-mutation'

/*
 * The identity provider's changes, as the sign-in views and the callback page make them. Each
 * screen shows its own error, so none toasts.
 */

export type CredentialsSubmit =
  | { kind: 'login'; username: string; password: string; returnPath: string }
  | { kind: 'signup'; email: string; password: string }

/**
 * Log in (the browser leaves for the provider's redirect) or sign up (`onSignedUp` hears the
 * address and whether the provider already verified it).
 */
export function useCredentialsSubmit(settings: ProviderSettings, onSignedUp: (email: string, verified: boolean) => void) {
  return useApiMutation({
    mutationFn: async (submit: CredentialsSubmit) => {
      if (submit.kind === 'login') {
        browser.assign(await login(settings, submit))
        return
      }
      const { emailVerified } = await signup(settings, submit)
      onSignedUp(submit.email, emailVerified)
    },
    errorToast: false,
  })
}

/** The reset mail for `email`; `onSent` hears the address. */
export const useForgotPassword = (settings: ProviderSettings, onSent: (email: string) => void) =>
  useApiMutation({
    mutationFn: (email: string) => forgotPassword(settings, { email }),
    onSuccess: (_, email) => onSent(email),
    errorToast: false,
  })

/** The provider's callback exchanged for a key of the API, stored as a sign-in; `onSignedIn` then leaves the page. */
export function useCallbackExchange(onSignedIn: (answer: AuthCallbackResult) => void) {
  const queryClient = useQueryClient()
  return useApiMutation({
    mutationFn: exchangeCallback,
    onSuccess: (answer) => {
      storeSignIn(queryClient, { apiKey: answer.apikey, user: answer.user }, { viaProvider: true })
      onSignedIn(answer)
    },
    errorToast: false,
  })
}
