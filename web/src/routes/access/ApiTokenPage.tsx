import { useQuery } from '@tanstack/react-query'
import { useState, type FormEvent } from 'react'
import { errorText } from '../../components/error-text'
import { useToasts } from '../../ui/toast-store'
import { useDates } from '../../components/use-dates'
import { issueText, validateRequired } from '../../forms/validators'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { Checkbox } from '../../ui/Checkbox'
import { CopyButton } from '../../ui/CopyButton'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { accountTitle } from '../billing/account-title'
import styles from '../billing/Money.module.css'
import { ListItemScreen } from './ListItemScreen'
import { TokenHeaderActions } from './AccessActions'
import { useOpenAccounts } from './use-open-accounts'
import { Fields } from '../../ui/Fields'
import { type ApiToken, tokensQuery, useTokenUpdate } from '../../api/access'

/** docs/product/access.md#impersonation /access/token/{id}: the token, its scope, editing it (docs/product/access.md#api-tokens PATCH token); Delete under More. */
export function ApiTokenPage() {
  const t = useT()
  const texts = {
    title: (token?: ApiToken) => token?.description || t('resources.api_token.one'),
    failed: t('access.tokens.listFailed'),
    notFound: t('access.token.notFound'),
  }
  return (
    <ListItemScreen type="api_token" query={useQuery(tokensQuery)} texts={texts} actions={(token) => <TokenHeaderActions token={token} />}>
      {(token) => <TokenDetail token={token} />}
    </ListItemScreen>
  )
}

function TokenDetail({ token }: { token: ApiToken }) {
  const t = useT()
  const dates = useDates()
  const toasts = useToasts()
  const { accounts, open } = useOpenAccounts()
  const [description, setDescription] = useState(token.description)
  const [restricted, setRestricted] = useState(token.restricted)
  const [account, setAccount] = useState(token.billing_account_id)
  const issue = validateRequired(description)
  const save = useTokenUpdate()
  const name = accounts.data?.find((a) => a.id === token.billing_account_id)
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (issue) return
    save.mutate(
      { token_id: token.id, description: description.trim(), restricted, billing_account_id: account },
      { onSuccess: () => toasts.success(t('access.token.saved', { description: description.trim() })) },
    )
  }
  return (
    <>
      <Fields
        fields={[
          [
            t('access.tokens.column.token'),
            <span className={styles.actions}>
              <code>{token.token}</code> <CopyButton value={token.token} />
            </span>,
          ],
          [t('access.tokens.column.scope'), token.restricted ? t('access.tokens.restricted') : t('access.tokens.global')],
          [t('access.tokens.column.billingAccount'), name ? accountTitle(name, t) : token.billing_account_id],
          [t('access.tokens.column.created'), dates.dateTime(token.created_at)],
          [t('access.token.updated'), dates.dateTime(token.updated_at)],
        ]}
      />
      <section className={styles.section} aria-labelledby="token-edit">
        <h2 id="token-edit">{t('access.token.edit')}</h2>
        <form noValidate onSubmit={submit} className={styles.form}>
          <TextField
            label={t('access.tokens.create.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={issueText(t, issue)}
          />
          <Checkbox label={t('access.tokens.create.restricted')} checked={restricted} onChange={(e) => setRestricted(e.target.checked)} />
          <SelectField label={t('access.tokens.create.billingAccount')} value={account} onChange={(e) => setAccount(Number(e.target.value))}>
            {open.map((option) => (
              <option key={option.id} value={option.id}>
                {accountTitle(option, t)}
              </option>
            ))}
          </SelectField>
          <div className={styles.actions}>
            <Button type="submit" disabled={save.isPending || !!issue}>
              {t('common.save')}
            </Button>
          </div>
          {save.isError && <p role="alert">{t('common.error', { message: errorText(save.error, t) })}</p>}
        </form>
      </section>
    </>
  )
}
