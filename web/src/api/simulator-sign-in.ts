import { useQueryClient } from '@tanstack/react-query'
import { signIn, storeSignIn } from './identity'
import { simulatorPrefix } from './endpoint'
import { useApiMutation } from './use-api-mutation'

/**
 * "Explore with the simulator": signed in as the simulator's own owner, no key to type. Apart from
 * `identity.ts`, which the signed-in shell loads first, so the sign-in page alone carries it.
 */
export function useSimulatorSignIn() {
  const queryClient = useQueryClient()
  return useApiMutation({
    mutationFn: () => signIn({ apiKey: '', mock: true, prefix: simulatorPrefix }),
    onSuccess: (signedIn) => storeSignIn(queryClient, signedIn),
    errorToast: false,
  })
}
