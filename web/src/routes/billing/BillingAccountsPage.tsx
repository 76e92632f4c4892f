import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { billingAccountsQuery, billingActions } from '../../api/billing'
import type { BillingAccount } from '../../api/types'
import { pb } from '../../app/path-builder'
import { useSite } from '../../app/use-site'
import { ResourceFrame } from '../../components/ResourceScreens'
import styles from '../../components/ResourceScreens.module.css'
import { useToasts } from '../../components/toast-store'
import { useLocale, useT, type Translate } from '../../i18n'
import { formatMoney } from '../../i18n/format'
import { Badge } from '../../ui/Badge'
import { Button } from '../../ui/Button'
import { Notice } from '../../ui/Notice'
import { QueryView } from '../../components/QueryView'

export const accountTitle = (account: BillingAccount, t: Translate) =>
  account.title || t('billing.untitled', { id: account.id })

/** The user's billing accounts (platform seed §2, §7): status, credit, and which is the default. */
export function BillingAccountsPage() {
  const t = useT()
  const locale = useLocale()
  const { config } = useSite()
  const toasts = useToasts()
  const queryClient = useQueryClient()
  const accounts = useQuery(billingAccountsQuery)
  const setDefault = useMutation({
    mutationFn: (account: BillingAccount) => billingActions.setDefault(account.id),
    onSuccess: async (_, account) => {
      toasts.success(t('billing.madeDefault', { title: accountTitle(account, t) }))
      await queryClient.invalidateQueries({ queryKey: billingAccountsQuery.queryKey })
    },
  })
  const rows = accounts.data?.filter((account) => !account.is_deleted) ?? []

  return (
    <ResourceFrame type="billing_account" title={t('resources.billing_account.other')}>
      <p>
        <Link to={pb.billingAccountCreate()}>{t('screens.create', { type: t('resources.billing_account.one') })}</Link>
      </p>
      <QueryView query={accounts} failed={t('billing.listFailed')}>
        {() =>
          rows.length === 0 ? (
            <Notice>{t('billing.empty')}</Notice>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('billing.column.title')}</th>
                  <th scope="col">{t('billing.column.email')}</th>
                  <th scope="col">{t('billing.column.status')}</th>
                  <th scope="col">{t('billing.column.credit')}</th>
                  <th scope="col">{t('billing.column.default')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((account) => (
                  <tr key={account.id}>
                    <th scope="row" data-label={t('billing.column.title')}>
                      <Link to={pb.billingAccount({ id: account.id })}>{accountTitle(account, t)}</Link>
                    </th>
                    <td data-label={t('billing.column.email')}>{account.email}</td>
                    <td data-label={t('billing.column.status')}>
                      <Badge color={account.status === 'ACTIVE' ? 'success' : 'warning'} inList>
                        {t(`billing.status.${account.status}`)}
                      </Badge>{' '}
                      {account.restriction_level !== 'CLEAR' ? (
                        <Badge color="error" inList>
                          {t(`money.restriction.${account.restriction_level}.label`)}
                        </Badge>
                      ) : (
                        account.running_totals.credit_available < 0 && (
                          <Badge color="error" inList>
                            {t('money.restriction.inDebt')}
                          </Badge>
                        )
                      )}
                    </td>
                    <td data-label={t('billing.column.credit')}>
                      {formatMoney(locale, config.siteCurrency, account.running_totals.credit_available)}
                    </td>
                    <td data-label={t('billing.column.default')}>
                      {account.is_default ? (
                        <Badge color="primary" inList>
                          {t('billing.isDefault')}
                        </Badge>
                      ) : (
                        <Button disabled={setDefault.isPending} onClick={() => setDefault.mutate(account)}>
                          {t('billing.makeDefault')}
                        </Button>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryView>
    </ResourceFrame>
  )
}
