import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type Bucket, bucketListQuery } from '../../api/storage'
import { pb } from '../../screens/path-builder'
import { LocatedListScreen, type ListColumn } from '../../components/LocatedListScreen'
import { CreateLink } from '../../components/ResourceScreens'
import { useT } from '../../i18n'
import { Badge } from '../../ui/Badge'
import { buttonClass } from '../../ui/Button'
import { BucketRowActions } from './BucketActions'
import { formatBytes, formatTime } from './format'

/** docs/product/config.md#console-routes: /storage: the user's buckets with their size, objects, account and state. */
export function BucketsPage() {
  const t = useT()
  const buckets = useQuery(bucketListQuery)
  const state = (bucket: Bucket) => (bucket.is_suspended ? t('storage.suspended') : t('storage.active'))
  const columns: ListColumn<Bucket>[] = [
    {
      key: 'name',
      label: t('storage.column.name'),
      value: (bucket) => bucket.name,
      cell: (bucket) => <Link to={pb.bucket({ storageName: bucket.name })}>{bucket.name}</Link>,
    },
    { key: 'size', label: t('storage.column.size'), value: (bucket) => bucket.size_bytes, cell: (bucket) => formatBytes(t, bucket.size_bytes) },
    { key: 'objects', label: t('storage.column.objects'), value: (bucket) => bucket.num_objects, cell: (bucket) => bucket.num_objects },
    { key: 'account', label: t('storage.column.account'), value: (bucket) => bucket.billing_account_id, cell: (bucket) => bucket.billing_account_id },
    { key: 'created', label: t('storage.column.created'), value: (bucket) => bucket.created_at, cell: (bucket) => formatTime(bucket.created_at) },
    {
      key: 'status',
      label: t('storage.column.status'),
      value: state,
      filter: (bucket) => (bucket.is_suspended ? 'suspended' : 'active'),
      cell: (bucket) => (
        <Badge color={bucket.is_suspended ? 'error' : 'success'} inList>
          {state(bucket)}
        </Badge>
      ),
    },
  ]
  return (
    <LocatedListScreen
      type="bucket"
      rows={buckets.data ?? []}
      columns={columns}
      text={(bucket) => `${bucket.name} ${bucket.billing_account_id} ${state(bucket)}`}
      rowKey={(bucket) => bucket.name}
      pending={buckets.isPending}
      failure={buckets.error}
      onRetry={() => void buckets.refetch()}
      texts={{ failed: t('storage.listFailed'), empty: t('storage.empty') }}
      rowActions={(bucket) => <BucketRowActions bucket={bucket} />}
      actions={
        <>
          <Link to={pb.storageKeys()} className={buttonClass('secondary')}>
            {t('storage.keysLink')}
          </Link>
          <CreateLink type="bucket" />
        </>
      }
    />
  )
}
