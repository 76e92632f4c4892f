import { queryOptions } from '@tanstack/react-query'
import { api } from './client'
import { call } from './errors'
import type { BillingFields } from './types'

/** Platform seed §7 "Billing": the user's billing accounts. */
export const billingAccountsQuery = queryOptions({
  queryKey: ['billing_account_list'],
  queryFn: () => call(api.GET('/v1/payment/billing_account/list')),
  meta: { errorToast: false },
})

export const billingActions = {
  create: (body: BillingFields) => call(api.POST('/v1/payment/billing_account', { body })),
  setDefault: (id: number) =>
    call(api.POST('/v1/payment/billing_account/set_default', { body: { billing_account_id: id } })),
}
