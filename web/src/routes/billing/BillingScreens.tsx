/** docs/product/config.md#console-routes: /billing/create, /billing/account/{id}, /billing/account/{id}/edit, /payment_return. */
export { BillingAccountsPage } from './BillingAccountsPage'
export { BillingAccountCreatePage } from './BillingAccountCreatePage'
export { BillingAccountPage } from './BillingAccountPage'
export { BillingAccountEditPage } from './BillingAccountEditPage'
export { PaymentReturnPage } from '../payment/PaymentReturnPage'
