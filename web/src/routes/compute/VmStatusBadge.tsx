import { useT } from '../../i18n'
import { Badge, type BadgeColor } from '../../ui/Badge'
import type { VmStatus } from '../../api/compute'

/** docs/product/compute.md#vm-lifecycle: the VM statuses; transitional ones in the warning colour. */
const statusColor: Record<VmStatus, BadgeColor> = {
  creating: 'warning',
  starting: 'warning',
  running: 'success',
  stopping: 'warning',
  stopped: 'default',
  reinstalling: 'warning',
  deleted: 'error',
}

export function VmStatusBadge({ status, inHeader }: { status: VmStatus; inHeader?: boolean }) {
  const t = useT()
  return (
    <Badge color={statusColor[status]} inHeader={inHeader} inList={!inHeader}>
      {t(`compute.status.${status}`)}
    </Badge>
  )
}
