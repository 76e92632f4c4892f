import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { type AccessGroup, accessGroupsQuery } from '../../api/access'
import { type BillingAccount, billingAccountsQuery } from '../../api/billing'
import { pb } from '../../screens/path-builder'
import { QueryView } from '../../components/QueryView'
import { CreateLink, EmptyState, ResourceFrame } from '../../components/ResourceScreens'
import { useT, type Translate } from '../../i18n'
import { DataTable } from '../../ui/DataTable'
import { accountTitle } from '../billing/account-title'
import { GroupRowActions } from './AccessActions'

/** docs/product/access.md#delegation scope: Global (every account) or restricted to one billing account. */
export function scopeText(group: AccessGroup, accounts: readonly BillingAccount[] | undefined, t: Translate) {
  if (group.billing_account_id === 0) return t('impersonation.global')
  const account = accounts?.find((a) => a.id === group.billing_account_id)
  return t('impersonation.restrictedTo', { account: account ? accountTitle(account, t) : String(group.billing_account_id) })
}

/** The access groups the user shares (docs/product/access.md#impersonation `GET access_group`). */
export function DelegationsPage() {
  const t = useT()
  const groups = useQuery(accessGroupsQuery)
  const accounts = useQuery(billingAccountsQuery)
  return (
    <ResourceFrame type="access_delegation" title={t('resources.access_delegation.other')} actions={<CreateLink type="access_delegation" />}>
      <QueryView query={groups} failed={t('access.delegation.loadFailed')}>
        {(list) =>
          list.length === 0 ? (
            <EmptyState type="access_delegation" text={t('access.delegation.empty')} />
          ) : (
            <DataTable
              rows={list}
              rowKey={(group) => group.id}
              rowActions={(group) => <GroupRowActions group={group} />}
              aria-label={t('resources.access_delegation.other')}
              columns={[
                {
                  label: t('access.delegation.column.name'),
                  cell: (group) => <Link to={pb.delegation({ id: group.id })}>{group.name}</Link>,
                },
                { label: t('access.delegation.column.scope'), cell: (group) => scopeText(group, accounts.data, t) },
                {
                  label: t('access.delegation.column.invitations'),
                  cell: (group) =>
                    t('access.delegation.counts', {
                      accepted: group.impersonations.filter((i) => i.is_accepted).length,
                      total: group.impersonations.length,
                    }),
                },
              ]}
            />
          )
        }
      </QueryView>
    </ResourceFrame>
  )
}
