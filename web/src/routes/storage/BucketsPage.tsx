import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { bucketListQuery } from '../../api/storage'
import { pb } from '../../app/path-builder'
import { LoadError } from '../../components/LoadError'
import { ResourceFrame } from '../../components/ResourceScreens'
import resourceStyles from '../../components/ResourceScreens.module.css'
import { useT } from '../../i18n'
import { Badge } from '../../ui/Badge'
import { DelayedSpinner } from '../../ui/Loading'
import { Notice } from '../../ui/Notice'
import { formatBytes, formatTime } from './format'
import styles from './Storage.module.css'

/** Resource seed §2: /storage: the user's buckets with their size, objects, account and state. */
export function BucketsPage() {
  const t = useT()
  const buckets = useQuery(bucketListQuery)
  return (
    <ResourceFrame type="bucket" title={t('resources.bucket.other')}>
      <p className={styles.links}>
        <Link to={pb.bucketCreate()}>{t('screens.create', { type: t('resources.bucket.one') })}</Link>
        <Link to={pb.storageKeys()}>{t('storage.keysLink')}</Link>
      </p>
      {buckets.isPending && <DelayedSpinner />}
      {buckets.isError && (
        <LoadError title={t('storage.listFailed')} error={buckets.error} onRetry={() => void buckets.refetch()} />
      )}
      {buckets.data?.length === 0 && <Notice>{t('storage.empty')}</Notice>}
      {!!buckets.data?.length && (
        <table className={resourceStyles.table}>
          <thead>
            <tr>
              <th scope="col">{t('storage.column.name')}</th>
              <th scope="col">{t('storage.column.size')}</th>
              <th scope="col">{t('storage.column.objects')}</th>
              <th scope="col">{t('storage.column.account')}</th>
              <th scope="col">{t('storage.column.created')}</th>
              <th scope="col">{t('storage.column.status')}</th>
            </tr>
          </thead>
          <tbody>
            {buckets.data.map((bucket) => (
              <tr key={bucket.name}>
                <th scope="row" data-label={t('storage.column.name')}>
                  <Link to={pb.bucket({ storageName: bucket.name })}>{bucket.name}</Link>
                </th>
                <td data-label={t('storage.column.size')}>{formatBytes(t, bucket.size_bytes)}</td>
                <td data-label={t('storage.column.objects')}>{bucket.num_objects}</td>
                <td data-label={t('storage.column.account')}>{bucket.billing_account_id}</td>
                <td data-label={t('storage.column.created')}>{formatTime(bucket.created_at)}</td>
                <td data-label={t('storage.column.status')}>
                  <Badge color={bucket.is_suspended ? 'error' : 'success'} inList>
                    {bucket.is_suspended ? t('storage.suspended') : t('storage.active')}
                  </Badge>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </ResourceFrame>
  )
}
