import { useQuery } from '@tanstack/react-query'
import { useNavigate } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { billingAccountsQuery } from '../../api/billing'
import { useBucketCreate } from '../../api/storage'
import { pb } from '../../screens/path-builder'
import { LoadError } from '../../components/LoadError'
import { ResourceFrame } from '../../components/ResourceScreens'
import resourceStyles from '../../ui/Screens.module.css'
import { useToasts } from '../../ui/toast-store'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { Skeleton } from '../../ui/Loading'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { bucketNameRules, bucketNameValid } from './format'
import styles from './Storage.module.css'

/**
 * docs/product/config.md#console-routes: /storage/create. The name rules of docs/product/storage.md#bucket-names are listed under the name and each
 * shows whether the name typed so far meets it; the bucket is paid from an active account.
 */
export function BucketCreatePage() {
  const t = useT()
  const accounts = useQuery(billingAccountsQuery)
  const title = t('resources.bucket.create')
  return (
    <ResourceFrame detail type="bucket" title={title}>
      {accounts.isPending && <Skeleton />}
      {accounts.isError && (
        <LoadError title={t('storage.listFailed')} error={accounts.error} onRetry={() => void accounts.refetch()} />
      )}
      {accounts.data && (
        <BucketCreateForm
          accounts={accounts.data.filter((account) => account.is_active && !account.is_deleted)}
        />
      )}
    </ResourceFrame>
  )
}

type Account = { id: number; title: string; is_default: boolean }

function BucketCreateForm({ accounts }: { accounts: Account[] }) {
  const t = useT()
  const toasts = useToasts()
  const navigate = useNavigate()
  const create = useBucketCreate()
  const [name, setName] = useState('')
  const [account, setAccount] = useState(() => (accounts.find((a) => a.is_default) ?? accounts[0])?.id ?? 0)
  const [submitted, setSubmitted] = useState(false)
  const invalid = submitted && !bucketNameValid(name)

  function submit(event: FormEvent) {
    event.preventDefault()
    setSubmitted(true)
    if (!bucketNameValid(name)) return
    create.mutate(
      { name, billing_account_id: account },
      {
        onSuccess: (bucket) => {
          toasts.success(t('storage.create.done', { name: bucket.name }))
          void navigate({ to: pb.bucket({ storageName: bucket.name }) })
        },
      },
    )
  }

  return (
    <form noValidate onSubmit={submit} className={resourceStyles.form}>
      <TextField
        label={t('storage.create.name')}
        value={name}
        autoComplete="off"
        spellCheck={false}
        aria-describedby="bucket-rules"
        onChange={(event) => setName(event.target.value)}
        error={invalid ? t('storage.create.invalid') : undefined}
        {...(invalid ? { autoFocus: true } : {})}
      />
      <div id="bucket-rules" aria-live="polite">
        <p className={styles.muted}>{t('storage.create.rulesTitle')}</p>
        <ul className={styles.rules}>
          {Object.entries(bucketNameRules).map(([rule, check]) => {
            const met = check(name)
            return (
              <li key={rule} className={styles.rule} data-met={met}>
                <span aria-hidden="true">{met ? '✓' : '○'}</span>
                <span>
                  {t(`storage.create.${rule as keyof typeof bucketNameRules}`)}
                  <span className={styles.hiddenInput}>
                    {met ? t('storage.create.ruleMet') : t('storage.create.ruleBroken')}
                  </span>
                </span>
              </li>
            )
          })}
        </ul>
      </div>
      <SelectField label={t('storage.create.account')} value={account} onChange={(e) => setAccount(Number(e.target.value))}>
        {accounts.map((option) => (
          <option key={option.id} value={option.id}>
            {option.title || option.id}
          </option>
        ))}
      </SelectField>
      <Button type="submit" disabled={create.isPending}>
        {t('storage.create.submit')}
      </Button>
    </form>
  )
}
