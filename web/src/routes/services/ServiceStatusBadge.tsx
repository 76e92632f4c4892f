import type { components } from '../../api/generated/schema'
import type { PackageStatus } from '../../api/services'
import { useT } from '../../i18n'
import { Badge, type BadgeColor } from '../../ui/Badge'

type ResourceStatus = components['schemas']['ResourceStatus']

/** docs/product/services.md#package-states: a package's status; provisioning in the warning colour. */
const packageColor: Record<PackageStatus, BadgeColor> = { requested: 'warning', active: 'success', deleted: 'default' }
const resourceColor: Record<ResourceStatus, BadgeColor> = { creating: 'warning', running: 'success', stopped: 'error' }

export function ServiceStatusBadge({ status, inHeader }: { status: PackageStatus; inHeader?: boolean }) {
  const t = useT()
  return (
    <Badge color={packageColor[status]} inHeader={inHeader} inList={!inHeader}>
      {t(`services.status.${status}`)}
    </Badge>
  )
}

export function ResourceStatusBadge({ status }: { status: ResourceStatus }) {
  const t = useT()
  return (
    <Badge color={resourceColor[status]} inList>
      {t(`services.resourceStatus.${status}`)}
    </Badge>
  )
}
