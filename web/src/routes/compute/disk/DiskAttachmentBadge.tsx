import { useT } from '../../../i18n'
import { Badge } from '../../../ui/Badge'

/** A standalone disk's state as the list and its page show it: attached (to which VM) or free. */
export function DiskAttachmentBadge({ attached, vmName, inHeader }: { attached: boolean; vmName?: string; inHeader?: boolean }) {
  const t = useT()
  if (!attached)
    return (
      <Badge inHeader={inHeader} inList={!inHeader}>
        {t('compute.disk.detached')}
      </Badge>
    )
  return (
    <Badge color="success" inHeader={inHeader} inList={!inHeader}>
      {vmName ? t('compute.disk.attachedTo', { name: vmName }) : t('compute.disk.attached')}
    </Badge>
  )
}
