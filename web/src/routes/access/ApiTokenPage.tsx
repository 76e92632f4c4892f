import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useNavigate, useParams } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { billingAccountsQuery } from '../../api/billing'
import { tokenActions, tokensQuery } from '../../api/tokens'
import type { ApiToken } from '../../api/types'
import { pb } from '../../app/path-builder'
import { errorText } from '../../components/error-text'
import { QueryView } from '../../components/QueryView'
import { ResourceFrame } from '../../components/ResourceScreens'
import { useToasts } from '../../components/toast-store'
import { useDates } from '../../components/use-dates'
import { issueText, validateRequired } from '../../forms/validators'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { Checkbox } from '../../ui/Checkbox'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { CopyButton } from '../../ui/CopyButton'
import { Notice } from '../../ui/Notice'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { accountTitle } from '../billing/BillingAccountsPage'
import styles from '../billing/Money.module.css'

/** Platform seed §2 /access/token/{id}: the token, its scope, and editing it (§7 PATCH token). */
export function ApiTokenPage() {
  const t = useT()
  const { id } = useParams({ strict: false }) as { id?: string }
  const tokens = useQuery(tokensQuery)
  const token = tokens.data?.find((tk) => String(tk.id) === id)
  return (
    <ResourceFrame type="api_token" title={token?.description || t('resources.api_token.one')}>
      <QueryView query={tokens} failed={t('tokens.listFailed')}>
        {() => (token ? <TokenDetail token={token} /> : <Notice color="error">{t('money.token.notFound')}</Notice>)}
      </QueryView>
    </ResourceFrame>
  )
}

function TokenDetail({ token }: { token: ApiToken }) {
  const t = useT()
  const dates = useDates()
  const toasts = useToasts()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const accounts = useQuery(billingAccountsQuery)
  const open = accounts.data?.filter((a) => !a.is_deleted) ?? []
  const [description, setDescription] = useState(token.description)
  const [restricted, setRestricted] = useState(token.restricted)
  const [account, setAccount] = useState(token.billing_account_id)
  const [confirming, setConfirming] = useState(false)
  const issue = validateRequired(description)
  const save = useMutation({
    mutationFn: () =>
      tokenActions.update({ token_id: token.id, description: description.trim(), restricted, billing_account_id: account }),
    onSuccess: (tokens) => {
      queryClient.setQueryData(tokensQuery.queryKey, tokens)
      toasts.success(t('money.token.saved', { description: description.trim() }))
    },
  })
  const remove = useMutation({
    mutationFn: () => tokenActions.delete(token.id),
    onSuccess: async () => {
      toasts.success(t('tokens.deleted', { description: token.description }))
      await queryClient.invalidateQueries({ queryKey: tokensQuery.queryKey })
      void navigate({ to: pb.apiTokens() })
    },
  })
  const name = accounts.data?.find((a) => a.id === token.billing_account_id)
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    if (!issue) save.mutate()
  }
  return (
    <>
      <dl className={styles.fields}>
        <dt>{t('tokens.column.token')}</dt>
        <dd className={styles.actions}>
          <code>{token.token}</code> <CopyButton value={token.token} />
        </dd>
        <dt>{t('tokens.column.scope')}</dt>
        <dd>{token.restricted ? t('tokens.restricted') : t('tokens.global')}</dd>
        <dt>{t('tokens.column.billingAccount')}</dt>
        <dd>{name ? accountTitle(name, t) : token.billing_account_id}</dd>
        <dt>{t('tokens.column.created')}</dt>
        <dd>{dates.dateTime(token.created_at)}</dd>
        <dt>{t('money.token.updated')}</dt>
        <dd>{dates.dateTime(token.updated_at)}</dd>
      </dl>
      <section className={styles.section} aria-labelledby="token-edit">
        <h2 id="token-edit">{t('money.token.edit')}</h2>
        <form noValidate onSubmit={submit} className={styles.form}>
          <TextField
            label={t('tokens.create.description')}
            value={description}
            onChange={(e) => setDescription(e.target.value)}
            error={issueText(t, issue)}
          />
          <Checkbox label={t('tokens.create.restricted')} checked={restricted} onChange={(e) => setRestricted(e.target.checked)} />
          <SelectField label={t('tokens.create.billingAccount')} value={account} onChange={(e) => setAccount(Number(e.target.value))}>
            {open.map((option) => (
              <option key={option.id} value={option.id}>
                {accountTitle(option, t)}
              </option>
            ))}
          </SelectField>
          <div className={styles.actions}>
            <Button type="submit" disabled={save.isPending || !!issue}>
              {t('money.save')}
            </Button>
            <Button variant="danger" onClick={() => setConfirming(true)}>
              {t('tokens.delete')}
            </Button>
          </div>
          {save.isError && <p role="alert">{t('common.error', { message: errorText(save.error, t) })}</p>}
        </form>
      </section>
      <ConfirmDialog
        isOpen={confirming}
        onOpenChange={setConfirming}
        title={t('tokens.confirmDelete.title', { description: token.description })}
        text={t('tokens.confirmDelete.text')}
        confirmLabel={t('tokens.confirmDelete.confirm')}
        cancelLabel={t('tokens.confirmDelete.cancel')}
        onConfirm={() => remove.mutate()}
      />
    </>
  )
}
