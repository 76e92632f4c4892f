import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type BillingAccount, billingAccountsQuery } from '../../api/billing'
import { listPath, pb } from '../../screens/path-builder'
import { enabledResourceTypes, isResourceTypeEnabled, resourceTypeInfo } from '../../screens/resource-types'
import { useDocumentTitle } from '../../platform/use-document-title'
import { useSite } from '../../platform/use-site'
import { useBrandText } from '../../platform/brand-text'
import { useUser } from '../../platform/use-user'
import { QueryView } from '../../components/QueryView'
import { useMoney } from '../../components/use-money'
import { useT } from '../../i18n'
import { Badge } from '../../ui/Badge'
import { Icon } from '../../ui/Icon'
import { accountTitle } from '../billing/account-title'
import { StandingBadge } from '../billing/StandingBadge'
import { standing } from '../billing/standing'
import { type DashboardType, useDashboardEntries } from './dashboard-entries'
import styles from './DashboardPage.module.css'
import { LatestResources } from './LatestResources'
import { RunningNow } from './RunningNow'
import { SpendStory } from './SpendStory'

/**
 * What a customer opens daily: the brand's welcome and banner (theme extras), the default
 * account's spending story, the accounts' balances and restrictions, what runs now and what it
 * costs an hour, the latest resources and how many of each type there are.
 */
export function DashboardPage() {
  const t = useT()
  const { config, brand } = useSite()
  const user = useUser()
  useDocumentTitle(t('dashboard.title'))
  const name = user.profile_data.first_name || user.name
  const extras = brand?.theme.extras
  const brandText = useBrandText()
  const sources = useDashboardEntries()
  // The brands' welcome texts invite a first resource ("Create your first virtual machine…"): they
  // are for an account that has none yet, known only once every list has answered.
  const empty = Object.values(sources).every((source) => !source.pending && !source.error && source.entries.length === 0)
  return (
    <div className={styles.dashboard}>
      <h1 className={styles.title}>{t('dashboard.title')}</h1>
      <p>{t('dashboard.welcome', { name })}</p>
      {extras?.welcome_text && empty && <p className={styles.welcome}>{brandText(extras.welcome_text)}</p>}
      {/* The banner invites to create a VM; where the site hides VMs it is only the brand's text. */}
      {extras?.desktop_banner &&
        (isResourceTypeEnabled('virtual_machine', config) ? (
          <Link to={pb.vmCreate()} className={styles.banner}>
            {brandText(extras.desktop_banner)}
          </Link>
        ) : (
          <p className={styles.banner}>{brandText(extras.desktop_banner)}</p>
        ))}
      <SpendStory />
      <Accounts />
      <RunningNow sources={Object.values(sources)} />
      <LatestResources sources={sources} />
      <section aria-labelledby="dashboard-resources">
        <h2 id="dashboard-resources" className={styles.heading}>
          {t('dashboard.resources')}
        </h2>
        <ul className={styles.cards}>
          {enabledResourceTypes(config)
            .filter((type) => type !== 'access_impersonation')
            .map((type) => {
              const count = type in sources ? sources[type as DashboardType]?.entries.length : undefined
              return (
                <li key={type}>
                  <Link to={listPath(type)} className={styles.card}>
                    <Icon name={resourceTypeInfo[type].icon} size={24} />
                    <span className={styles.cardLabel}>{t(`shell.nav.${type}`)}</span>
                    {count !== undefined && (
                      <span className={styles.count}>
                        <span className="visually-hidden">: </span>
                        {count}
                      </span>
                    )}
                  </Link>
                </li>
              )
            })}
          <li>
            <Link to={pb.priceList()} className={styles.card}>
              <Icon name="card" size={24} />
              {t('pricing.title')}
            </Link>
          </li>
        </ul>
      </section>
    </div>
  )
}

/** docs/product/billing.md#account-status: an account must be active and unrestricted to create resources; say which are not. */
function Accounts() {
  const t = useT()
  const money = useMoney()
  const accounts = useQuery(billingAccountsQuery)
  const warn = (a: BillingAccount) => standing(a).kind !== 'clear' || a.status !== 'ACTIVE'
  return (
    <section aria-labelledby="dashboard-accounts">
      <h2 id="dashboard-accounts" className={styles.heading}>
        {t('resources.billing_account.other')}
      </h2>
      <QueryView query={accounts} failed={t('billing.accounts.listFailed')} empty={t('billing.accounts.empty')}>
        {(list) => (
          <ul className={styles.accounts}>
            {list
              .filter((a) => !a.is_deleted)
              .map((account) => (
                <li key={account.id} className={styles.account} data-warn={warn(account) || undefined}>
                  <Link to={pb.billingAccount({ id: account.id })}>{accountTitle(account, t)}</Link>
                  <span className={account.running_totals.credit_available < 0 ? styles.negative : styles.amount}>
                    {money.site(account.running_totals.credit_available)}
                  </span>
                  <span className={styles.badges}>
                    {account.status !== 'ACTIVE' && (
                      <Badge color="warning" inList>
                        {t(`billing.accounts.status.${account.status}`)}
                      </Badge>
                    )}
                    {standing(account).kind !== 'clear' && <StandingBadge account={account} inList />}
                  </span>
                  {warn(account) && <span className={styles.hint}>{t('dashboard.money.fix')}</span>}
                </li>
              ))}
          </ul>
        )}
      </QueryView>
    </section>
  )
}
