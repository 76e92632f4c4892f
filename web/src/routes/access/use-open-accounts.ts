import { useQuery } from '@tanstack/react-query'
import { billingAccountsQuery } from '../../api/billing'

/** The user's billing accounts, and those not deleted: what a token or a delegation can name. */
export function useOpenAccounts() {
  const accounts = useQuery(billingAccountsQuery)
  return { accounts, open: accounts.data?.filter((account) => !account.is_deleted) ?? [] }
}
