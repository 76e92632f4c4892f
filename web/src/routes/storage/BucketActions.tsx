import { type Bucket, useBucketDelete } from '../../api/storage'
import { pb } from '../../screens/path-builder'
import { useT } from '../../i18n'
import { ConfirmedAction } from '../../ui/ConfirmedAction'
import { MoreMenu } from '../../ui/MoreMenu'
import { RowMenu } from '../../ui/RowMenu'
import { useRemove } from '../../ui/use-remove'

/**
 * Delete, apart and confirmed (docs/reference/console.md#design-system); only an empty bucket
 * goes, and the item says why not. From the bucket's page (`back`), back to the list after.
 */
function DeleteBucketItem({ bucket, back }: { bucket: Bucket; back: boolean }) {
  const t = useT()
  const { remove, isPending } = useRemove(
    useBucketDelete(),
    () => t('storage.detail.deleted', { name: bucket.name }),
    back ? pb.buckets() : undefined,
  )
  return (
    <ConfirmedAction
      label={t('storage.detail.deleteBucket')}
      title={t('storage.detail.deleteTitle', { name: bucket.name })}
      text={t('storage.detail.deleteText')}
      confirmLabel={t('storage.detail.deleteConfirm')}
      cancelLabel={t('storage.detail.cancel')}
      disabled={isPending}
      reason={bucket.num_objects > 0 ? t('storage.detail.notEmpty') : undefined}
      onConfirm={() => remove(bucket.name)}
    />
  )
}

export function BucketHeaderMenu({ bucket }: { bucket: Bucket }) {
  return (
    <MoreMenu>
      <DeleteBucketItem bucket={bucket} back />
    </MoreMenu>
  )
}

export function BucketRowActions({ bucket }: { bucket: Bucket }) {
  return (
    <RowMenu name={bucket.name}>
      <DeleteBucketItem bucket={bucket} back={false} />
    </RowMenu>
  )
}
