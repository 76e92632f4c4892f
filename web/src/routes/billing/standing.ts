import type { BillingAccount, RestrictionLevel } from '../../api/billing'
import { roundTo } from '../../platform/money'

/**
 * An account's money standing, derived once from its answer (docs/product/billing.md#restriction)
 * so that no screen shows a red "In debt" beside a green "No restrictions": a restriction level
 * other than CLEAR names itself; a CLEAR account with negative available credit (the site allows
 * debt) is "in debt"; anything else is clear.
 */
export type Standing = { kind: 'restricted'; level: Exclude<RestrictionLevel, 'CLEAR'> } | { kind: 'debt' } | { kind: 'clear' }

export function standing(account: BillingAccount): Standing {
  const level = account.restriction_level
  if (level !== 'CLEAR') return { kind: 'restricted', level }
  return owed(account) > 0 && account.running_totals.credit_available < 0 ? { kind: 'debt' } : { kind: 'clear' }
}

/**
 * What the account owes now, in cents (the simulator's rule, docs/product/billing.md#accounts):
 * its unpaid invoices, or more when the month so far has taken the credit below zero. The debt
 * line, the delete refusal and the top-up's prefill all say this one amount.
 */
export function owed(account: BillingAccount): number {
  return roundTo(Math.max(0, account.unpaid_amount, -account.running_totals.credit_available), 2)
}
