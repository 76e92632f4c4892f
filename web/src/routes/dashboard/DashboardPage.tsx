import { useQueries, useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { billingAccountsQuery } from '../../api/billing'
import { api } from '../../api/client'
import { call } from '../../api/errors'
import { locationsQuery, priceListQuery, vmListQuery } from '../../api/queries'
import type { BillingAccount, Vm } from '../../api/types'
import { pb } from '../../app/path-builder'
import { enabledResourceTypes, resourceTypeInfo } from '../../app/resource-types'
import { useDocumentTitle } from '../../app/use-document-title'
import { useSite } from '../../app/use-site'
import { useUser } from '../../app/use-user'
import { navLabel } from '../../app/layouts/nav-label'
import { QueryView } from '../../components/QueryView'
import resourceStyles from '../../components/ResourceScreens.module.css'
import { useMoney } from '../../components/use-money'
import { useLocale, useT } from '../../i18n'
import { Badge } from '../../ui/Badge'
import { Icon } from '../../ui/Icon'
import { DelayedSpinner } from '../../ui/Loading'
import { accountTitle } from '../billing/BillingAccountsPage'
import { VmStatusBadge } from '../compute/VmStatusBadge'
import styles from './DashboardPage.module.css'
import { vmHourlyCost } from './running-cost'

/** How many of each kind the dashboard lists (platform seed §9: latest 10 items). */
const latest = 10

/**
 * What a customer opens daily: the brand's welcome and banner (theme extras), the accounts'
 * balances and restrictions, what runs now and what it costs an hour, and the latest resources.
 */
export function DashboardPage() {
  const t = useT()
  const locale = useLocale()
  const { config, brand } = useSite()
  const user = useUser()
  useDocumentTitle(t('dashboard.title'))
  const name = user.profile_data.first_name || user.name
  const extras = brand?.theme.extras
  return (
    <div className={styles.dashboard}>
      <h1 className={styles.title}>{t('dashboard.title')}</h1>
      <p>{t('dashboard.welcome', { name })}</p>
      {extras?.welcome_text && <p className={styles.welcome}>{extras.welcome_text}</p>}
      {extras?.desktop_banner && (
        <Link to={pb.vmCreate()} className={styles.banner}>
          {extras.desktop_banner}
        </Link>
      )}
      <Accounts />
      {config.vmsEnabled && <Machines />}
      {config.disksEnabled && <LatestDisks />}
      <section aria-labelledby="dashboard-resources">
        <h2 id="dashboard-resources" className={styles.heading}>
          {t('dashboard.resources')}
        </h2>
        <ul className={styles.cards}>
          {enabledResourceTypes(config)
            .filter((type) => type !== 'access_impersonation')
            .map((type) => (
              <li key={type}>
                <Link to={resourceTypeInfo[type].list} className={styles.card}>
                  <Icon name={resourceTypeInfo[type].icon} size={24} />
                  {navLabel(t(`resources.${type}.other`), locale)}
                </Link>
              </li>
            ))}
          <li>
            <Link to={pb.priceList()} className={styles.card}>
              <Icon name="card" size={24} />
              {t('money.pricing.title')}
            </Link>
          </li>
        </ul>
      </section>
    </div>
  )
}

/** Seed §4: an account must be active and unrestricted to create resources; say which are not. */
function Accounts() {
  const t = useT()
  const money = useMoney()
  const accounts = useQuery(billingAccountsQuery)
  const warn = (a: BillingAccount) => a.restriction_level !== 'CLEAR' || a.status !== 'ACTIVE' || a.running_totals.credit_available < 0
  return (
    <section aria-labelledby="dashboard-accounts">
      <h2 id="dashboard-accounts" className={styles.heading}>
        {t('resources.billing_account.other')}
      </h2>
      <QueryView query={accounts} failed={t('billing.listFailed')} empty={t('billing.empty')}>
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
                        {t(`billing.status.${account.status}`)}
                      </Badge>
                    )}
                    {account.restriction_level !== 'CLEAR' && (
                      <Badge color="error" inList>
                        {t(`money.restriction.${account.restriction_level}.label`)}
                      </Badge>
                    )}
                    {account.restriction_level === 'CLEAR' && account.running_totals.credit_available < 0 && (
                      <Badge color="error" inList>
                        {t('money.restriction.inDebt')}
                      </Badge>
                    )}
                  </span>
                  {warn(account) && <span className={styles.hint}>{t('money.dashboard.fix')}</span>}
                </li>
              ))}
          </ul>
        )}
      </QueryView>
    </section>
  )
}

type Located = { location: string; vm: Vm }

/** Every VM across locations: what runs and its hourly cost, then the latest ten. */
function Machines() {
  const t = useT()
  const money = useMoney()
  const locations = useQuery(locationsQuery)
  const prices = useQuery(priceListQuery)
  const { config } = useSite()
  const lists = useQueries({
    queries: (locations.data ?? []).map((l) => vmListQuery(l.slug)),
    combine: (results) => ({
      vms: results.flatMap((r, i) => (r.data ?? []).map((vm) => ({ location: locations.data?.[i]?.slug ?? '', vm }))),
      pending: results.some((r) => r.isPending),
    }),
  })
  const vms = lists.vms.filter(({ vm }) => vm.status !== 'deleted')
  const running = vms.filter(({ vm }) => vm.status === 'running')
  const hourly = ({ location, vm }: Located) => vmHourlyCost(prices.data?.[config.siteCurrency]?.[location] ?? [], vm)
  const total = running.reduce((sum, entry) => sum + hourly(entry), 0)
  const place = (slug: string) => locations.data?.find((l) => l.slug === slug)?.display_name ?? slug
  const newest = [...vms].sort((a, b) => b.vm.created_at.localeCompare(a.vm.created_at)).slice(0, latest)
  return (
    <section aria-labelledby="dashboard-running">
      <h2 id="dashboard-running" className={styles.heading}>
        {t('money.dashboard.running')}
      </h2>
      {/* A failed locations call is the query client's toast, with its Retry. */}
      {locations.isPending && <DelayedSpinner />}
      {locations.isSuccess && (
        <>
          <p>
            {t('money.dashboard.runningSummary', { count: running.length, cost: money.price(total) })}
          </p>
          {running.length > 0 && (
            <table className={resourceStyles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('compute.column.name')}</th>
                  <th scope="col">{t('compute.column.location')}</th>
                  <th scope="col">{t('money.dashboard.perHour')}</th>
                </tr>
              </thead>
              <tbody>
                {running.map((entry) => (
                  <tr key={entry.vm.uuid}>
                    <th scope="row" data-label={t('compute.column.name')}>
                      <Link to={pb.vm({ location: entry.location, vmId: entry.vm.uuid })}>{entry.vm.name}</Link>
                    </th>
                    <td data-label={t('compute.column.location')}>{place(entry.location)}</td>
                    <td data-label={t('money.dashboard.perHour')}>{money.price(hourly(entry))}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          )}
          <h3 className={styles.subheading}>{t('money.dashboard.latestVms', { count: latest })}</h3>
          {newest.length === 0 && !lists.pending ? (
            <p>
              <Link to={pb.vmCreate()}>{t('money.dashboard.firstVm')}</Link>
            </p>
          ) : (
            <ul className={styles.list}>
              {newest.map(({ location, vm }) => (
                <li key={vm.uuid} className={styles.account}>
                  <Link to={pb.vm({ location, vmId: vm.uuid })}>{vm.name}</Link>
                  <VmStatusBadge status={vm.status} />
                  <span className={styles.place}>{place(location)}</span>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  )
}

/** One location's disks (resource seed §7 storage); the dashboard reads every location's. */
const diskListQuery = (location: string) => ({
  queryKey: ['disk_list', { location }],
  queryFn: () => call(api.GET('/v1/{location}/storage/disks', { params: { path: { location } } })),
})

/** The latest ten disks across locations, newest first. */
function LatestDisks() {
  const t = useT()
  const locations = useQuery(locationsQuery)
  const disks = useQueries({
    queries: (locations.data ?? []).map((l) => diskListQuery(l.slug)),
    combine: (results) => results.flatMap((r, i) => (r.data ?? []).map((disk) => ({ location: locations.data?.[i], disk }))),
  })
  const newest = disks
    .filter(({ disk }) => disk.status !== 'Deleted')
    .sort((a, b) => b.disk.created_at.localeCompare(a.disk.created_at))
    .slice(0, latest)
  return (
    <section aria-labelledby="dashboard-disks">
      <h2 id="dashboard-disks" className={styles.heading}>
        {t('money.dashboard.latestDisks', { count: latest })}
      </h2>
      {newest.length === 0 ? (
        <p>
          <Link to={pb.disks()}>{t('resources.disk.other')}</Link>
        </p>
      ) : (
        <ul className={styles.list}>
          {newest.map(({ location, disk }) => (
            <li key={disk.uuid} className={styles.account}>
              <Link to={pb.disk({ location: location?.slug ?? '', uuid: disk.uuid })}>{disk.display_name || disk.uuid}</Link>
              <span>{t('money.dashboard.diskSize', { size: disk.size_gb })}</span>
              <span className={styles.place}>{location?.display_name}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
