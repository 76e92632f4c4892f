import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { bucketListQuery } from '../../api/storage'
import { pb } from '../../screens/path-builder'
import { LoadError } from '../../components/LoadError'
import { CreateLink, EmptyState, ResourceFrame } from '../../components/ResourceScreens'
import { useT } from '../../i18n'
import { Badge } from '../../ui/Badge'
import { buttonClass } from '../../ui/Button'
import { DataTable } from '../../ui/DataTable'
import { BucketRowActions } from './BucketActions'
import { Skeleton } from '../../ui/Loading'
import { formatBytes, formatTime } from './format'

/** docs/product/config.md#console-routes: /storage: the user's buckets with their size, objects, account and state. */
export function BucketsPage() {
  const t = useT()
  const buckets = useQuery(bucketListQuery)
  return (
    <ResourceFrame
      type="bucket"
      title={t('resources.bucket.other')}
      actions={
        <>
          <Link to={pb.storageKeys()} className={buttonClass('secondary')}>
            {t('storage.keysLink')}
          </Link>
          <CreateLink type="bucket" />
        </>
      }
    >
      {buckets.isPending && <Skeleton />}
      {buckets.isError && (
        <LoadError title={t('storage.listFailed')} error={buckets.error} onRetry={() => void buckets.refetch()} />
      )}
      {buckets.data?.length === 0 && <EmptyState type="bucket" text={t('storage.empty')} />}
      {!!buckets.data?.length && (
        <DataTable
          rows={buckets.data}
          rowKey={(bucket) => bucket.name}
          rowActions={(bucket) => <BucketRowActions bucket={bucket} />}
          aria-label={t('resources.bucket.other')}
          columns={[
            {
              label: t('storage.column.name'),
              cell: (bucket) => <Link to={pb.bucket({ storageName: bucket.name })}>{bucket.name}</Link>,
            },
            { label: t('storage.column.size'), cell: (bucket) => formatBytes(t, bucket.size_bytes) },
            { label: t('storage.column.objects'), cell: (bucket) => bucket.num_objects },
            { label: t('storage.column.account'), cell: (bucket) => bucket.billing_account_id },
            { label: t('storage.column.created'), cell: (bucket) => formatTime(bucket.created_at) },
            {
              label: t('storage.column.status'),
              cell: (bucket) => (
                <Badge color={bucket.is_suspended ? 'error' : 'success'} inList>
                  {bucket.is_suspended ? t('storage.suspended') : t('storage.active')}
                </Badge>
              ),
            },
          ]}
        />
      )}
    </ResourceFrame>
  )
}
