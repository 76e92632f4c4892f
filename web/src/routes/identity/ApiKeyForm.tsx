import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { signIn, storeSignIn } from '../../api/auth'
import { errorText } from '../../components/error-text'
import { useFocusFirstInvalid } from '../../forms/use-focus-first-invalid'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { Checkbox } from '../../ui/Checkbox'
import { TextField } from '../../ui/TextField'
import styles from './ApiKeyForm.module.css'

/**
 * The API-key sign-in (platform seed §2): a key is required unless the simulator (mock API)
 * supplies one. On success the key is stored and the console switches to the signed-in app at
 * the same path.
 */
export function ApiKeyForm() {
  const t = useT()
  const queryClient = useQueryClient()
  const [apiKey, setApiKey] = useState('')
  const [mock, setMock] = useState(false)
  const [keyMissing, setKeyMissing] = useState(false)
  const invalid = useFocusFirstInvalid()
  const signInCall = useMutation({
    mutationFn: signIn,
    onSuccess: (signedIn) => storeSignIn(queryClient, signedIn),
    meta: { errorToast: false },
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const missing = !mock && apiKey.trim() === ''
    setKeyMissing(missing)
    if (missing) invalid.refused()
    else signInCall.mutate({ apiKey, mock })
  }

  return (
    <form ref={invalid.ref} className={styles.form} noValidate onSubmit={submit}>
      <TextField
        label={t('identity.signIn.apiKey')}
        type="password"
        autoComplete="off"
        value={apiKey}
        onChange={(event) => setApiKey(event.target.value)}
        required={!mock}
        disabled={mock}
        error={keyMissing && !mock ? t('identity.signIn.apiKeyRequired') : undefined}
      />
      <Checkbox label={t('identity.signIn.mock')} checked={mock} onChange={(event) => setMock(event.target.checked)} />
      <Button type="submit" disabled={signInCall.isPending}>
        {t('identity.signIn.submit')}
      </Button>
      {signInCall.isError && (
        <p role="alert" className={styles.error}>
          {t('common.error', { message: errorText(signInCall.error, t) })}
        </p>
      )}
    </form>
  )
}
