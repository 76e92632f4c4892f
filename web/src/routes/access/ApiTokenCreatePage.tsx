import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { pb } from '../../screens/path-builder'
import { errorText } from '../../components/error-text'
import { ResourceFrame } from '../../components/ResourceScreens'
import styles from '../../ui/Screens.module.css'
import { useToasts } from '../../ui/toast-store'
import { useFocusFirstInvalid } from '../../forms/use-focus-first-invalid'
import { issueText, validateRequired } from '../../forms/validators'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { Checkbox } from '../../ui/Checkbox'
import { Skeleton } from '../../ui/Loading'
import { Notice } from '../../ui/Notice'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { accountTitle } from '../billing/account-title'
import { useOpenAccounts } from './use-open-accounts'
import { useTokenCreate } from '../../api/access'

/**
 * docs/product/access.md#impersonation /access/create/api_token: a description and whether the token reaches only one
 * billing account's resources (docs/product/access.md#delegation); only then is the account asked for. Otherwise it is the
 * default account.
 */
export function ApiTokenCreatePage() {
  const t = useT()
  const toasts = useToasts()
  const navigate = useNavigate()
  const invalid = useFocusFirstInvalid()
  const { accounts, open } = useOpenAccounts()
  const [description, setDescription] = useState('')
  const [chosen, setChosen] = useState<number>()
  const [restricted, setRestricted] = useState(false)
  const [submitted, setSubmitted] = useState(false)
  const account = chosen ?? open.find((a) => a.is_default)?.id ?? open[0]?.id
  const issue = submitted ? validateRequired(description) : undefined
  const create = useTokenCreate({ errorToast: false })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
    if (validateRequired(description) || account === undefined) invalid.refused()
    else
      create.mutate(
        { description: description.trim(), billing_account_id: account, restricted },
        {
          onSuccess: (_, body) => {
            toasts.success(t('access.tokens.create.done', { description: body.description }))
            void navigate({ to: pb.apiTokens() })
          },
        },
      )
  }

  return (
    <ResourceFrame detail type="api_token" title={t('resources.api_token.create')}>
      {accounts.isPending && <Skeleton />}
      {accounts.isError && <p role="alert">{t('common.error', { message: errorText(accounts.error, t) })}</p>}
      {accounts.isSuccess && open.length === 0 && <Notice>{t('access.tokens.create.noAccounts')}</Notice>}
      {open.length > 0 && (
        <form ref={invalid.ref} noValidate onSubmit={submit} className={styles.form}>
          <TextField
            label={t('access.tokens.create.description')}
            required
            value={description}
            onChange={(event) => setDescription(event.target.value)}
            error={issueText(t, issue)}
          />
          <Checkbox
            label={t('access.tokens.create.restricted')}
            checked={restricted}
            onChange={(event) => setRestricted(event.target.checked)}
          />
          {restricted && (
            <SelectField
              label={t('access.tokens.create.billingAccount')}
              value={account}
              onChange={(event) => setChosen(Number(event.target.value))}
            >
              {open.map((option) => (
                <option key={option.id} value={option.id}>
                  {accountTitle(option, t)}
                </option>
              ))}
            </SelectField>
          )}
          <Button type="submit" disabled={create.isPending}>
            {t('access.tokens.create.submit')}
          </Button>
          {create.isError && <p role="alert">{t('common.error', { message: errorText(create.error, t) })}</p>}
        </form>
      )}
    </ResourceFrame>
  )
}
