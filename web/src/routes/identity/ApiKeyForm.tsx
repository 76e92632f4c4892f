import { useId, useState, type FormEvent } from 'react'
import {
  apiBaseUrl,
  apiMode,
  configuredPrefix,
  knownPrefixes,
  normalizePrefix,
  prefixSelectable,
  realPrefix,
} from '../../api/endpoint'
import { errorText } from '../../components/error-text'
import { useFocusFirstInvalid } from '../../forms/use-focus-first-invalid'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { Checkbox } from '../../ui/Checkbox'
import { TextField } from '../../ui/TextField'
import styles from './ApiKeyForm.module.css'
import { useKeySignIn } from '../../api/sign-in-changes'

/**
 * The API-key sign-in (docs/product/identity.md#sign-in-screens): the mock-API toggle chooses the simulator serving the
 * console or a real API; a key is required unless the simulator is used (an empty one signs in as
 * its default owner). On development hosts a real API's prefix is chosen here; elsewhere the
 * deployment's configured one applies. On success the key is stored for that prefix and the
 * console switches to the signed-in app at the same path, reloading when the API changed.
 */
export function ApiKeyForm() {
  const t = useT()
  const [apiKey, setApiKey] = useState('')
  const [mock, setMock] = useState(() => apiMode() === 'mock')
  const [prefix, setPrefix] = useState(realPrefix)
  const [checked, setChecked] = useState(false)
  const invalid = useFocusFirstInvalid()
  const prefixId = useId()
  const signInCall = useKeySignIn()
  const selectable = !mock && prefixSelectable()
  const keyMissing = checked && !mock && apiKey.trim() === ''
  const chosenPrefix = selectable ? normalizePrefix(prefix) : configuredPrefix
  const prefixInvalid = checked && selectable && chosenPrefix === null

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setChecked(true)
    if ((!mock && apiKey.trim() === '') || chosenPrefix === null) invalid.refused()
    else signInCall.mutate({ apiKey, mock, prefix: chosenPrefix })
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
        error={keyMissing ? t('identity.signIn.apiKeyRequired') : undefined}
      />
      <Checkbox label={t('identity.signIn.mock')} checked={mock} onChange={(event) => setMock(event.target.checked)} />
      {selectable && (
        <div className={styles.prefix}>
          <TextField
            label={t('identity.signIn.apiPrefix')}
            type="url"
            inputMode="url"
            autoComplete="off"
            spellCheck={false}
            list={`${prefixId}-known`}
            value={prefix}
            onChange={(event) => setPrefix(event.target.value)}
            required
            error={prefixInvalid ? t('identity.signIn.apiPrefixInvalid') : undefined}
            {...(prefixInvalid ? {} : { 'aria-describedby': `${prefixId}-hint` })}
          />
          <datalist id={`${prefixId}-known`}>
            {knownPrefixes().map((known) => (
              <option key={known} value={known} />
            ))}
          </datalist>
          {!prefixInvalid && (
            <p id={`${prefixId}-hint`} className={styles.hint}>
              {t('identity.signIn.apiPrefixHint', { url: `${apiBaseUrl(chosenPrefix ?? configuredPrefix)}/v1/…` })}
            </p>
          )}
        </div>
      )}
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
