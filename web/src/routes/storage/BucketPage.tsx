import { useQuery } from '@tanstack/react-query'
import { Link, useParams } from '@tanstack/react-router'
import { useState, type FormEvent } from 'react'
import { billingAccountsQuery } from '../../api/billing'
import { corsOrigins, type S3Endpoint } from '../../api/storage/s3'
import {
  bucketQuery,
  s3Endpoint,
  s3UrlQuery,
  storageUserQuery,
  useBucketCors,
  useBucketMove,
  type Bucket,
} from '../../api/storage'
import { pb } from '../../screens/path-builder'
import { LoadError } from '../../components/LoadError'
import { ResourceFrame } from '../../components/ResourceScreens'
import { useToasts } from '../../ui/toast-store'
import { useT } from '../../i18n'
import { Badge } from '../../ui/Badge'
import { Button } from '../../ui/Button'
import { Skeleton } from '../../ui/Loading'
import { Notice } from '../../ui/Notice'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import { AccessKeys } from './AccessKeysPage'
import { BucketHeaderMenu } from './BucketActions'
import { FileBrowser } from './FileBrowser'
import { formatBytes, formatTime } from './format'
import styles from './Storage.module.css'
import { DetailsSection, type FieldRows } from '../../ui/Fields'

/** docs/product/config.md#console-routes: /storage/bucket/{storageName}: details, files, browser access, account. */
export function BucketPage() {
  const t = useT()
  const { storageName } = useParams({ strict: false }) as { storageName: string }
  const bucket = useQuery(bucketQuery(storageName))
  return (
    <ResourceFrame
      detail
      type="bucket"
      title={storageName}
      status={
        bucket.data && (
          <Badge color={bucket.data.is_suspended ? 'error' : 'success'} inHeader>
            {bucket.data.is_suspended ? t('storage.suspended') : t('storage.active')}
          </Badge>
        )
      }
      actions={bucket.data && <BucketHeaderMenu bucket={bucket.data} />}
    >
      {bucket.isPending && <Skeleton />}
      {bucket.isError && (
        <LoadError title={t('storage.loadFailed')} error={bucket.error} onRetry={() => void bucket.refetch()} />
      )}
      {bucket.data && <BucketDetail bucket={bucket.data} />}
    </ResourceFrame>
  )
}

function BucketDetail({ bucket }: { bucket: Bucket }) {
  const t = useT()
  const user = useQuery(storageUserQuery)
  const url = useQuery({ ...s3UrlQuery, enabled: user.isSuccess })
  const endpoint = s3Endpoint(url.data?.url, user.data?.s3Credentials)
  const fields: FieldRows = [
    [t('storage.column.size'), formatBytes(t, bucket.size_bytes)],
    [t('storage.column.objects'), bucket.num_objects],
    [t('storage.column.account'), bucket.billing_account_id],
    [t('storage.detail.owner'), bucket.owner],
    [t('storage.column.created'), formatTime(bucket.created_at)],
    [t('storage.detail.modified'), formatTime(bucket.modified_at)],
  ]
  return (
    <>
      {bucket.is_suspended && <Notice color="error">{t('storage.detail.suspendedText')}</Notice>}
      <DetailsSection id="bucket-details" title={t('storage.detail.details')} fields={fields} className={styles.section} />
      {!bucket.is_suspended && endpoint && <FileBrowser bucket={bucket.name} endpoint={endpoint} />}
      {!bucket.is_suspended && user.isSuccess && url.isSuccess && !endpoint && (
        <Notice>
          {t('storage.files.needKey')} <Link to={pb.storageKeys()}>{t('storage.keysLink')}</Link>
        </Notice>
      )}
      {!bucket.is_suspended && endpoint && <CorsEditor bucket={bucket.name} endpoint={endpoint} />}
      <section aria-labelledby="bucket-keys" className={styles.section}>
        <h2 id="bucket-keys" className={styles.heading}>
          {t('storage.keys.title')}
        </h2>
        <AccessKeys />
      </section>
      <AccountSection bucket={bucket} />
    </>
  )
}

/** Who may use the bucket from web pages: the current rule's origin, and a new one. */
function CorsEditor({ bucket, endpoint }: { bucket: string; endpoint: S3Endpoint }) {
  const t = useT()
  const toasts = useToasts()
  const origins = useQuery({
    queryKey: ['bucket_cors', { name: bucket }],
    queryFn: () => corsOrigins(endpoint, bucket),
    meta: { errorToast: false },
  })
  const save = useBucketCors()
  const [origin, setOrigin] = useState('')
  const [invalid, setInvalid] = useState(false)

  function submit(event: FormEvent) {
    event.preventDefault()
    const value = origin.trim()
    if (!/^(\*|https?:\/\/[^/\s]+\/?)$/.test(value)) return setInvalid(true)
    setInvalid(false)
    save.mutate(
      { name: bucket, allowed_origin: value },
      {
        onSuccess: () => {
          setOrigin('')
          toasts.success(t('storage.cors.saved', { name: bucket }))
        },
      },
    )
  }

  return (
    <section aria-labelledby="bucket-cors" className={styles.section}>
      <h2 id="bucket-cors" className={styles.heading}>
        {t('storage.cors.title')}
      </h2>
      <p className={styles.muted}>{t('storage.cors.text')}</p>
      {origins.isError && (
        <LoadError title={t('storage.loadFailed')} error={origins.error} onRetry={() => void origins.refetch()} />
      )}
      {origins.data && (
        <p>
          {origins.data.length === 0
            ? t('storage.cors.none')
            : `${t('storage.cors.current')}: ${origins.data.join(', ')}`}
        </p>
      )}
      <form noValidate onSubmit={submit} className={styles.row}>
        <TextField
          label={t('storage.cors.origin')}
          value={origin}
          inputMode="url"
          onChange={(event) => setOrigin(event.target.value)}
          error={invalid ? t('storage.cors.invalid') : undefined}
        />
        <Button type="submit" disabled={save.isPending}>
          {t('storage.cors.save')}
        </Button>
      </form>
    </section>
  )
}

/** The account that pays for the bucket, and a move to another. */
function AccountSection({ bucket }: { bucket: Bucket }) {
  const t = useT()
  const toasts = useToasts()
  const accounts = useQuery(billingAccountsQuery)
  const move = useBucketMove()
  const [account, setAccount] = useState(bucket.billing_account_id)
  const usable = (accounts.data ?? []).filter((a) => (a.is_active && !a.is_deleted) || a.id === bucket.billing_account_id)
  const title = (id: number) => usable.find((a) => a.id === id)?.title || String(id)

  return (
    <section aria-labelledby="bucket-account" className={styles.section}>
      <h2 id="bucket-account" className={styles.heading}>
        {t('storage.detail.accountTitle')}
      </h2>
      {accounts.isError && (
        <LoadError title={t('storage.loadFailed')} error={accounts.error} onRetry={() => void accounts.refetch()} />
      )}
      {accounts.data && (
        <form
          noValidate
          className={styles.row}
          onSubmit={(event) => {
            event.preventDefault()
            move.mutate(
              { name: bucket.name, billing_account_id: account },
              { onSuccess: () => toasts.success(t('storage.detail.moved', { name: bucket.name, account: title(account) })) },
            )
          }}
        >
          <SelectField label={t('storage.detail.moveAccount')} value={account} onChange={(e) => setAccount(Number(e.target.value))}>
            {usable.map((option) => (
              <option key={option.id} value={option.id}>
                {option.title || option.id}
              </option>
            ))}
          </SelectField>
          <Button type="submit" disabled={move.isPending || account === bucket.billing_account_id}>
            {t('storage.detail.move')}
          </Button>
        </form>
      )}
    </section>
  )
}
