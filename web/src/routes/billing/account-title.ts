import type { BillingAccount } from '../../api/billing'
import type { Translate } from '../../i18n'

/** A billing account's name on screen: its title, or "Account <id>" when it has none. */
export const accountTitle = (account: BillingAccount, t: Translate) =>
  account.title || t('billing.accounts.untitled', { id: account.id })
