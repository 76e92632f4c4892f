import type { MetalLease } from '../../api/metal'
import { useLeaseRelease } from '../../api/metal'
import { useToasts } from '../../ui/toast-store'
import { useT } from '../../i18n'
import { ConfirmedAction } from '../../ui/ConfirmedAction'
import { MoreMenu } from '../../ui/MoreMenu'
import { RowMenu } from '../../ui/RowMenu'

/** Release: a lease's one destructive action, apart and confirmed (docs/reference/console.md#design-system). */
function ReleaseItem({
  lease,
  release,
  onError,
}: {
  lease: MetalLease
  release: ReturnType<typeof useLeaseRelease>
  onError?: (error: unknown) => void
}) {
  const t = useT()
  return (
    <ConfirmedAction
      label={t('metal.release.button')}
      title={t('metal.release.title', { name: lease.display_name })}
      text={t('metal.release.text')}
      confirmLabel={t('metal.release.confirm')}
      cancelLabel={t('metal.release.cancel')}
      disabled={release.isPending}
      onConfirm={() => release.mutate(lease, { onError })}
    />
  )
}

/** In the lease's header, under More; the page explains a refusal. */
export function ReleaseMenu({ lease, release }: { lease: MetalLease; release: ReturnType<typeof useLeaseRelease> }) {
  return (
    <MoreMenu>
      <ReleaseItem lease={lease} release={release} />
    </MoreMenu>
  )
}

/** A lease row's menu; a refusal is a toast here (no page to explain it on). */
export function LeaseRowActions({ lease }: { lease: MetalLease }) {
  const t = useT()
  const toasts = useToasts()
  const release = useLeaseRelease({
    onSuccess: (released) => toasts.success(t('metal.release.done', { name: released.display_name })),
  })
  return (
    <RowMenu name={lease.display_name}>
      <ReleaseItem lease={lease} release={release} onError={(error) => toasts.error(error)} />
    </RowMenu>
  )
}
