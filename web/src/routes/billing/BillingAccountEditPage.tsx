import { useQuery } from '@tanstack/react-query'
import { useNavigate, useParams } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { type BillingAccount, billingAccountQuery, useAccountUpdate } from '../../api/billing'
import { pb } from '../../screens/path-builder'
import { useSite } from '../../platform/use-site'
import { errorText } from '../../components/error-text'
import { QueryView } from '../../components/QueryView'
import { ResourceFrame } from '../../components/ResourceScreens'
import { useToasts } from '../../ui/toast-store'
import { useFocusFirstInvalid } from '../../forms/use-focus-first-invalid'
import { issueText } from '../../forms/validators'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'
import { accountTitle } from './account-title'
import { BillingFieldInputs, DocumentField, useFieldLabel, type DocumentUpload } from './BillingFieldInputs'
import { editableFields, formFields, validateBillingFields, type Values } from './billing-fields'
import styles from './Money.module.css'

/** docs/product/config.md#console-routes /billing/account/{id}/edit: the editable billing fields (docs/product/billing.md#accounts) with the create form's rules (docs/product/billing.md#accounts). */
export function BillingAccountEditPage() {
  const t = useT()
  const { id: raw } = useParams({ strict: false }) as { id?: string }
  const id = raw && /^\d+$/.test(raw) ? Number(raw) : undefined
  const account = useQuery({ ...billingAccountQuery(id ?? 0), enabled: id !== undefined })
  const title = t('screens.edit', { type: account.data ? accountTitle(account.data, t) : t('resources.billing_account.one') })
  return (
    <ResourceFrame detail type="billing_account" title={title}>
      {id === undefined ? (
        <Notice color="error">{t('billing.account.notFound')}</Notice>
      ) : (
        <QueryView query={account} failed={t('billing.account.loadFailed')}>
          {(data) => <EditForm account={data} />}
        </QueryView>
      )}
    </ResourceFrame>
  )
}

function EditForm({ account }: { account: BillingAccount }) {
  const t = useT()
  const toasts = useToasts()
  const navigate = useNavigate()
  const invalid = useFocusFirstInvalid()
  const label = useFieldLabel()
  const { config } = useSite()
  const fields = formFields(config.billingAccountFields)
  const [values, setValues] = useState<Values>(
    Object.fromEntries(fields.map(({ name }) => [name, account[name]])) as Values,
  )
  const [document, setDocument] = useState<DocumentUpload>()
  const documentShown = config.billingAccountFields.some((f) => f.field === 'document' && f.visible)
  const [submitted, setSubmitted] = useState(false)
  const issues = submitted ? validateBillingFields(fields, values) : {}
  const save = useAccountUpdate()
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(validateBillingFields(fields, values)).length > 0) invalid.refused()
    else
      save.mutate(
        {
          id: account.id,
          // The API clears a field left out, so every editable field goes, changed or not.
          ...Object.fromEntries(editableFields.map((name) => [name, account[name]])),
          ...Object.fromEntries(
            fields.map(({ name }) => {
              const value = (values[name] ?? '').trim()
              return [name, name === 'country' ? value.toUpperCase() : value]
            }),
          ),
          ...document,
        },
        {
          onSuccess: (saved) => {
            toasts.success(t('billing.edit.done', { title: accountTitle(saved, t) }))
            void navigate({ to: pb.billingAccount({ id: account.id }) })
          },
        },
      )
  }
  return (
    <form ref={invalid.ref} noValidate onSubmit={submit} className={styles.form}>
      <BillingFieldInputs
        fields={fields}
        values={values}
        onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
        error={(name) => issueText(t, issues[name])}
      />
      {documentShown && <DocumentField current={account.document_name} label={label('document')} onChange={setDocument} />}
      <div className={styles.actions}>
        <Button type="submit" disabled={save.isPending}>
          {t('common.save')}
        </Button>
      </div>
      {save.isError && <p role="alert">{t('common.error', { message: errorText(save.error, t) })}</p>}
    </form>
  )
}
