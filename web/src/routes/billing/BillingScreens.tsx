import { ResourceCreateScreen, ResourceDetailScreen, ResourceEditScreen, ResourceListScreen } from '../../components/ResourceScreens'
import { useDocumentTitle } from '../../app/use-document-title'
import { useT } from '../../i18n'
import { Notice } from '../../ui/Notice'

/** Platform seed §2: /billing/create, /billing/account/{id}, /billing/account/{id}/edit, /payment_return. */
export const BillingAccountsPage = () => <ResourceListScreen type="billing_account" />
export const BillingAccountCreatePage = () => <ResourceCreateScreen type="billing_account" />
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
