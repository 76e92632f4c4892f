import { useQueryClient } from '@tanstack/react-query'
import { signIn, storeSignIn } from './identity'
import { simulatorPrefix } from './endpoint'
import { useApiMutation } from './use-api-mutation'

/*
 * The sign-in page's changes. Apart from `identity.ts`, which the signed-in shell loads first, so
 * the sign-in page alone carries them.
 */

/** A typed key against the chosen API (or the simulator's default owner): stored, and the console switches to the app. */
export function useKeySignIn() {
  const queryClient = useQueryClient()
  return useApiMutation({
    mutationFn: signIn,
    onSuccess: (signedIn) => storeSignIn(queryClient, signedIn),
    errorToast: false,
  })
}

/** "Explore with the simulator": the simulator's own owner, no key to type (`useKeySignIn`'s input). */
export const simulatorOwner = { apiKey: '', mock: true, prefix: simulatorPrefix }
