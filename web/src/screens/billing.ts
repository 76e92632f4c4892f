import { chunk } from './screen'

/** docs/product/config.md#console-routes: billing accounts, and where a payment provider sends the user back. */
export const billing = [
  chunk('billing', ['billing', 'payment', 'access'], {
    paymentReturn: { path: '/payment_return', component: 'PaymentReturnPage' },
    billingAccounts: { path: '/billing', component: 'BillingAccountsPage', nav: 'billing_account' },
    billingAccountCreate: { path: '/billing/create', component: 'BillingAccountCreatePage', creates: ['billing_account'] },
    billingAccount: { path: '/billing/account/$id', component: 'BillingAccountPage' },
    billingAccountEdit: { path: '/billing/account/$id/edit', component: 'BillingAccountEditPage' },
  }),
]
