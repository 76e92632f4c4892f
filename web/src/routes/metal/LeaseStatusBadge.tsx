import { useT } from '../../i18n'
import { Badge, type BadgeColor } from '../../ui/Badge'
import type { LeaseStatus, MachineStatus } from '../../api/metal'

/** A lease's state; provisioning in the warning colour. */
const leaseColor: Record<LeaseStatus, BadgeColor> = { pending: 'warning', in_use: 'success', released: 'default' }

export function LeaseStatusBadge({ status, inHeader }: { status: LeaseStatus; inHeader?: boolean }) {
  const t = useT()
  return (
    <Badge color={leaseColor[status]} inHeader={inHeader} inList={!inHeader}>
      {t(`metal.status.${status}`)}
    </Badge>
  )
}

/** docs/product/metal.md#machine-states: a machine's states, as its history lists them. */
const machineColor: Record<MachineStatus, BadgeColor> = {
  available: 'success',
  pending: 'warning',
  in_use: 'success',
  cleaning: 'info',
  offline: 'error',
  deleted: 'default',
}

export function MachineStatusBadge({ status }: { status: MachineStatus }) {
  const t = useT()
  return (
    <Badge color={machineColor[status]} inList>
      {t(`metal.machineStatus.${status}`)}
    </Badge>
  )
}
