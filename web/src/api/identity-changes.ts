/**
 * The identity area's changes as hooks (profile, SSH keys, MFA). Apart from `identity.ts`, which
 * the signed-in shell loads first (the user, sign-in, logout): a change is made only on the
 * profile's screens, so the mutation machinery stays out of the console's initial JavaScript.
 */
import { useApiMutation } from './use-api-mutation'
import { identityActions, mfaQuery, sshKeysQuery, userQuery } from './identity'

/** A change of the user's profile (names, phone, language); the user is read again. */
export const useProfileUpdate = ({ errorToast }: { errorToast?: boolean } = {}) =>
  useApiMutation({ mutationFn: identityActions.updateProfile, invalidates: [userQuery.queryKey], errorToast })

export type SshKeyChange = { kind: 'add'; name: string; publicKey: string } | { kind: 'rename'; uuid: string; name: string }

/** A new saved SSH key, or a saved one renamed. */
export const useSshKeySave = () =>
  useApiMutation({
    mutationFn: (change: SshKeyChange) =>
      change.kind === 'add'
        ? identityActions.createSshKey({ name: change.name, public_key: change.publicKey })
        : identityActions.renameSshKey(change.uuid, change.name),
    invalidates: [sshKeysQuery.queryKey],
  })

export const useSshKeyDelete = () => useApiMutation({ mutationFn: identityActions.deleteSshKey, invalidates: [sshKeysQuery.queryKey] })

export const useMfaActivate = ({ errorToast }: { errorToast?: boolean } = {}) =>
  useApiMutation({ mutationFn: identityActions.activateMfa, errorToast })

export const useMfaDeactivate = ({ errorToast }: { errorToast?: boolean } = {}) =>
  useApiMutation({ mutationFn: identityActions.deactivateMfa, invalidates: [mfaQuery.queryKey], errorToast })
