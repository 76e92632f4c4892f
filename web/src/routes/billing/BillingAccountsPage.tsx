import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type BillingAccount, billingAccountsQuery } from '../../api/billing'
import { pb } from '../../screens/path-builder'
import { useSite } from '../../platform/use-site'
import { CreateLink, EmptyState, ResourceFrame } from '../../components/ResourceScreens'
import { useLocale, useT } from '../../i18n'
import { formatMoney } from '../../i18n/format'
import { Badge } from '../../ui/Badge'
import { QueryView } from '../../components/QueryView'
import { DataTable, type DataColumn } from '../../ui/DataTable'
import { AccountRowActions } from './AccountActions'
import { accountTitle } from './account-title'
import { StandingBadge } from './StandingBadge'
import { standing } from './standing'

/** The user's billing accounts (docs/product/config.md#console-routes, docs/product/billing.md#accounts): status, credit, and which is the default. */
export function BillingAccountsPage() {
  const t = useT()
  const locale = useLocale()
  const { config } = useSite()
  const accounts = useQuery(billingAccountsQuery)
  const rows = accounts.data?.filter((account) => !account.is_deleted) ?? []
  const columns: DataColumn<BillingAccount>[] = [
    {
      label: t('billing.accounts.column.title'),
      cell: (account) => <Link to={pb.billingAccount({ id: account.id })}>{accountTitle(account, t)}</Link>,
    },
    { label: t('billing.accounts.column.email'), cell: (account) => account.email },
    {
      label: t('billing.accounts.column.status'),
      cell: (account) => (
        <>
          <Badge color={account.status === 'ACTIVE' ? 'success' : 'warning'} inList>
            {t(`billing.accounts.status.${account.status}`)}
          </Badge>{' '}
          {standing(account).kind !== 'clear' && <StandingBadge account={account} inList />}
        </>
      ),
    },
    {
      label: t('billing.accounts.column.credit'),
      cell: (account) => formatMoney(locale, config.siteCurrency, account.running_totals.credit_available),
    },
    {
      label: t('billing.accounts.column.default'),
      cell: (account) =>
        account.is_default && (
          <Badge color="primary" inList>
            {t('billing.accounts.isDefault')}
          </Badge>
        ),
    },
  ]

  return (
    <ResourceFrame type="billing_account" title={t('resources.billing_account.other')} actions={<CreateLink type="billing_account" />}>
      <QueryView query={accounts} failed={t('billing.accounts.listFailed')}>
        {() =>
          rows.length === 0 ? (
            <EmptyState type="billing_account" text={t('billing.accounts.empty')} />
          ) : (
            <DataTable
              columns={columns}
              rows={rows}
              rowKey={(account) => account.id}
              rowActions={(account) => <AccountRowActions account={account} />}
              aria-label={t('resources.billing_account.other')}
            />
          )
        }
      </QueryView>
    </ResourceFrame>
  )
}
