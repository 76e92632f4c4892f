import { ResourceDetailScreen, ResourceEditScreen } from '../../components/ResourceScreens'
import { useDocumentTitle } from '../../app/use-document-title'
import { useT } from '../../i18n'
import { Notice } from '../../ui/Notice'

/** Platform seed §2: /billing/create, /billing/account/{id}, /billing/account/{id}/edit, /payment_return. */
export { BillingAccountsPage } from './BillingAccountsPage'
export { BillingAccountCreatePage } from './BillingAccountCreatePage'
export const BillingAccountPage = () => <ResourceDetailScreen type="billing_account" param="id" />
export const BillingAccountEditPage = () => <ResourceEditScreen type="billing_account" />

/** Return from a payment provider; the top-up flow is not shown by the seeds yet. */
export function PaymentReturnPage() {
  const t = useT()
  useDocumentTitle(t('screens.paymentReturn'))
  return (
    <section>
      <h1>{t('screens.paymentReturn')}</h1>
      <Notice mode="compact">{t('common.notBuilt')}</Notice>
    </section>
  )
}
