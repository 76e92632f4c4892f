import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { billingAccountsQuery, billingActions } from '../../api/billing'
import { pb } from '../../app/path-builder'
import { useSite } from '../../app/use-site'
import { errorText } from '../../components/error-text'
import { ResourceFrame } from '../../components/ResourceScreens'
import styles from '../../components/ResourceScreens.module.css'
import { useToasts } from '../../components/toast-store'
import { useFocusFirstInvalid } from '../../forms/use-focus-first-invalid'
import { issueText } from '../../forms/validators'
import { useLocale, useT } from '../../i18n'
import { CountryField } from '../../ui/CountryField'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/TextField'
import { accountTitle } from './BillingAccountsPage'
import { billingBody, formFields, validateBillingFields, type FieldName, type Values } from './billing-fields'

const inputTypes: Partial<Record<FieldName, string>> = { email: 'email', customer_phone: 'tel' }

/** Platform seed §2 /billing/create: the fields the site's `billingAccountFields` show and require (§5). */
export function BillingAccountCreatePage() {
  const t = useT()
  const locale = useLocale()
  const { config } = useSite()
  const toasts = useToasts()
  const navigate = useNavigate()
  const queryClient = useQueryClient()
  const invalid = useFocusFirstInvalid()
  const fields = formFields(config.billingAccountFields)
  const [values, setValues] = useState<Values>({})
  const [submitted, setSubmitted] = useState(false)
  const issues = submitted ? validateBillingFields(fields, values) : {}
  const create = useMutation({
    mutationFn: billingActions.create,
    onSuccess: async (account) => {
      toasts.success(t('billing.create.done', { title: accountTitle(account, t) }))
      await queryClient.invalidateQueries({ queryKey: billingAccountsQuery.queryKey })
      void navigate({ to: pb.billingAccounts() })
    },
    meta: { errorToast: false },
  })

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(validateBillingFields(fields, values)).length > 0) invalid.refused()
    else create.mutate(billingBody(fields, values))
  }

  return (
    <ResourceFrame type="billing_account" title={t('screens.create', { type: t('resources.billing_account.one') })}>
      <form ref={invalid.ref} noValidate onSubmit={submit} className={styles.form}>
        {fields.map(({ name, required }) =>
          name === 'country' ? (
            <CountryField
              key={name}
              label={t(`billing.field.${name}`)}
              locale={locale}
              required={required}
              placeholder={t('countryField.choose')}
              value={values[name] ?? ''}
              onChange={(code) => setValues((current) => ({ ...current, [name]: code }))}
            />
          ) : (
          <TextField
            key={name}
            label={t(`billing.field.${name}`)}
            name={name}
            type={inputTypes[name] ?? 'text'}
            required={required}
            value={values[name] ?? ''}
            onChange={(event) => setValues((current) => ({ ...current, [name]: event.target.value }))}
            error={issueText(t, issues[name])}
          />
          ),
        )}
        <Button type="submit" disabled={create.isPending}>
          {t('billing.create.submit')}
        </Button>
        {create.isError && (
          <p role="alert">{t('common.error', { message: errorText(create.error, t) })}</p>
        )}
      </form>
    </ResourceFrame>
  )
}
