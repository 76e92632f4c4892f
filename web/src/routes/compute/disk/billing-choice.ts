import type { BillingAccount } from '../../../api/billing'

/** Billing accounts for a picker: the default one first, the rest as the API lists them. */
export function defaultFirst(accounts: readonly BillingAccount[] | undefined): BillingAccount[] {
  const all = [...(accounts ?? [])]
  return [...all.filter((account) => account.is_default), ...all.filter((account) => !account.is_default)]
}
