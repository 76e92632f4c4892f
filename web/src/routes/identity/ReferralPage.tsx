import { Link, useParams } from '@tanstack/react-router'
import { pb } from '../../screens/path-builder'
import { useDocumentTitle } from '../../platform/use-document-title'
import { useSite } from '../../platform/use-site'
import { useMoney } from '../../components/use-money'
import { useT } from '../../i18n'
import { Notice } from '../../ui/Notice'
import styles from './IdentityViews.module.css'

/**
 * docs/product/identity.md#sign-in-screens /referral/{code}: the share link's landing. The code is kept for the signup
 * (the router stores it); the page says what the offer is before anyone signs up (docs/product/identity.md#user
 * `referralCreditAmounts`, `firstAccountCredit`; docs/product/config.md#console-constants: the bonus needs a minimum top-up).
 */
export function ReferralPage() {
  const t = useT()
  const money = useMoney()
  const { config } = useSite()
  const { code } = useParams({ strict: false }) as { code?: string }
  useDocumentTitle(t('identity.referral.title'))
  const amounts = config.referralCreditAmounts
  return (
    <main className={styles.page}>
      <h1>{t('identity.referral.title')}</h1>
      {config.referralCodeEnabled ? (
        <Notice color="success" title={t('identity.referral.offer', { amount: money.site(amounts.receiver_credit) })}>
          <p>{t('identity.referral.condition', { site: config.siteName, topup: money.site(amounts.referral_credit_receiver_precondition_topup_sum) })}</p>
          {config.firstAccountCredit > 0 && (
            <p>{t('identity.referral.firstAccount', { amount: money.site(config.firstAccountCredit) })}</p>
          )}
          <p>{t('identity.referral.code', { code: code ?? '' })}</p>
        </Notice>
      ) : (
        <Notice>{t('identity.referral.inactive', { site: config.siteName })}</Notice>
      )}
      <p>
        <Link to={pb.dashboard()} search={{ signup: true }} className={styles.button}>
          {t('identity.referral.signUp')}
        </Link>
      </p>
      <p>
        <Link to={pb.dashboard()}>{t('identity.referral.logIn')}</Link>
      </p>
    </main>
  )
}
