import type { BillingAccount } from '../../api/billing'
import { useT } from '../../i18n'
import { Badge } from '../../ui/Badge'
import { standing } from './standing'

/** The account's standing as one badge (`standing`): its restriction level, in debt, or clear. */
export function StandingBadge({ account, inHeader, inList }: { account: BillingAccount; inHeader?: boolean; inList?: boolean }) {
  const t = useT()
  const now = standing(account)
  const size = { ...(inHeader ? { inHeader } : {}), ...(inList ? { inList } : {}) }
  if (now.kind === 'restricted') {
    return (
      <Badge color="error" {...size}>
        {t(`billing.restriction.${now.level}.label`)}
      </Badge>
    )
  }
  return (
    <Badge color={now.kind === 'debt' ? 'error' : 'success'} {...size}>
      {now.kind === 'debt' ? t('billing.restriction.inDebt') : t('billing.restriction.CLEAR.label')}
    </Badge>
  )
}
