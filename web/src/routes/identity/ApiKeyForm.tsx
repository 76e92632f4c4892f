import { useMutation } from '@tanstack/react-query'
import { useRef, useState, type FormEvent } from 'react'
import { signIn } from '../../api/auth'
import type { User } from '../../api/types'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { Checkbox } from '../../ui/Checkbox'
import { TextField } from '../../ui/TextField'
import styles from './ApiKeyForm.module.css'

/** The API-key sign-in: a key is required unless the simulator (mock API) supplies one. */
export function ApiKeyForm({ onSignedIn }: { onSignedIn: (user: User) => void }) {
  const t = useT()
  const [apiKey, setApiKey] = useState('')
  const [mock, setMock] = useState(false)
  const [keyMissing, setKeyMissing] = useState(false)
  const keyInput = useRef<HTMLInputElement>(null)
  const signInCall = useMutation({ mutationFn: signIn, onSuccess: onSignedIn })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    const missing = !mock && apiKey.trim() === ''
    setKeyMissing(missing)
    if (missing) keyInput.current?.focus()
    else signInCall.mutate({ apiKey, mock })
  }

  return (
    <form className={styles.form} noValidate onSubmit={submit}>
      <TextField
        ref={keyInput}
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
          {t('common.error', { message: signInCall.error.message })}
        </p>
      )}
    </form>
  )
}
