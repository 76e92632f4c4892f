import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { useGroupCreate } from '../../api/access'
import { pb } from '../../screens/path-builder'
import { ResourceFrame } from '../../components/ResourceScreens'
import { useToasts } from '../../ui/toast-store'
import { useFocusFirstInvalid } from '../../forms/use-focus-first-invalid'
import { useT } from '../../i18n'
import { Notice } from '../../ui/Notice'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { accountTitle } from '../billing/account-title'
import styles from '../billing/Money.module.css'
import { delegationIssues } from './delegation-form'
import { InviteFields, useInvitees } from './InviteFields'
import { SubmitRow } from './SubmitRow'
import { useOpenAccounts } from './use-open-accounts'

const global = 0

/**
 * docs/product/access.md#impersonation /access/create/access_delegation: a name, the scope (Global or one billing
 * account, docs/product/access.md#delegation), invitees by email and the share's duration (docs/product/access.md#impersonation: 1 hour … 7 days, or lasting).
 */
export function DelegationCreatePage() {
  const t = useT()
  const toasts = useToasts()
  const navigate = useNavigate()
  const invalid = useFocusFirstInvalid()
  const { open } = useOpenAccounts()
  const [name, setName] = useState('')
  const [scope, setScope] = useState(global)
  const invitees = useInvitees()
  const { emails, typing, duration } = invitees
  const [submitted, setSubmitted] = useState(false)
  const issues = submitted ? delegationIssues(name, emails, typing) : {}
  const create = useGroupCreate()
  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault()
    setSubmitted(true)
    if (Object.keys(delegationIssues(name, emails, typing)).length > 0) invalid.refused()
    else
      create.mutate(
        { body: { name: name.trim(), billing_account_id: scope }, emails, duration },
        {
          onSuccess: (group) => {
            toasts.success(t('access.delegation.created', { name: group.name }))
            void navigate({ to: pb.delegation({ id: group.id }) })
          },
        },
      )
  }
  return (
    <ResourceFrame detail type="access_delegation" title={t('resources.access_delegation.create')}>
      <form ref={invalid.ref} noValidate onSubmit={submit} className={styles.form}>
        <TextField
          label={t('access.delegation.name')}
          value={name}
          onChange={(e) => setName(e.target.value)}
          error={
            issues.name === 'required'
              ? t('validation.required')
              : issues.name === 'tooShort'
                ? t('validation.nameTooShort', { min: 2 })
                : undefined
          }
        />
        <SelectField label={t('access.delegation.scope')} value={scope} onChange={(e) => setScope(Number(e.target.value))}>
          <option value={global}>{t('impersonation.global')}</option>
          {open.map((account) => (
            <option key={account.id} value={account.id}>
              {t('impersonation.restrictedTo', { account: accountTitle(account, t) })}
            </option>
          ))}
        </SelectField>
        {scope === global && <Notice title={t('access.delegation.globalWarningTitle')}>{t('access.delegation.globalWarning')}</Notice>}
        <InviteFields invitees={invitees} error={issues.emails && t(`access.delegation.emailIssue.${issues.emails}`)} />
        <SubmitRow label={t('access.delegation.create')} failed={t('access.delegation.createFailed')} mutation={create} />
      </form>
    </ResourceFrame>
  )
}
