import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useAccountCreate } from '../../api/billing'
import { pb } from '../../screens/path-builder'
import { useSite } from '../../platform/use-site'
import { errorText } from '../../components/error-text'
import { ResourceFrame } from '../../components/ResourceScreens'
import styles from '../../ui/Screens.module.css'
import { useToasts } from '../../ui/toast-store'
import { useFocusFirstInvalid } from '../../forms/use-focus-first-invalid'
import { issueText } from '../../forms/validators'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { accountTitle } from './account-title'
import { BillingFieldInputs, DocumentField, useFieldLabel, type DocumentUpload } from './BillingFieldInputs'
import { billingBody, formFields, validateBillingFields, type Values } from './billing-fields'

/** docs/product/config.md#console-routes /billing/create: the fields the site's `billingAccountFields` show and require (docs/product/billing.md#accounts). */
export function BillingAccountCreatePage() {
  const t = useT()
  const { config } = useSite()
  const toasts = useToasts()
  const navigate = useNavigate()
  const invalid = useFocusFirstInvalid()
  const fields = formFields(config.billingAccountFields)
  const [values, setValues] = useState<Values>({})
  const [submitted, setSubmitted] = useState(false)
  const [document, setDocument] = useState<DocumentUpload>()
  const label = useFieldLabel()
  const documentShown = config.billingAccountFields.some((f) => f.field === 'document' && f.visible)
  const issues = submitted ? validateBillingFields(fields, values) : {}
  const create = useAccountCreate({ errorToast: false })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(validateBillingFields(fields, values)).length > 0) invalid.refused()
    else
      create.mutate(
        { ...billingBody(fields, values), ...document },
        {
          onSuccess: (account) => {
            toasts.success(t('billing.accounts.create.done', { title: accountTitle(account, t) }))
            void navigate({ to: pb.billingAccounts() })
          },
        },
      )
  }

  return (
    <ResourceFrame detail type="billing_account" title={t('resources.billing_account.create')}>
      <form ref={invalid.ref} noValidate onSubmit={submit} className={styles.form}>
        <BillingFieldInputs
          fields={fields}
          values={values}
          onChange={(name, value) => setValues((current) => ({ ...current, [name]: value }))}
          error={(name) => issueText(t, issues[name])}
        />
        {documentShown && <DocumentField label={label('document')} onChange={setDocument} />}
        <Button type="submit" disabled={create.isPending}>
          {t('billing.accounts.create.submit')}
        </Button>
        {create.isError && (
          <p role="alert">{t('common.error', { message: errorText(create.error, t) })}</p>
        )}
      </form>
    </ResourceFrame>
  )
}
