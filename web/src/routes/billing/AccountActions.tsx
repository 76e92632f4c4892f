import { Link } from '@tanstack/react-router'
import { type BillingAccount, useAccountDelete, useAccountSetDefault } from '../../api/billing'
import { pb } from '../../screens/path-builder'
import { useToasts } from '../../ui/toast-store'
import { useMoney } from '../../components/use-money'
import { useT } from '../../i18n'
import { Button, buttonClass } from '../../ui/Button'
import { ConfirmedAction } from '../../ui/ConfirmedAction'
import { MoreMenu } from '../../ui/MoreMenu'
import { RowMenu } from '../../ui/RowMenu'
import { useRemove } from '../../ui/use-remove'
import { accountTitle } from './account-title'
import { owed } from './standing'

/**
 * The account's header actions (docs/reference/console.md#design-system): Edit details at hand;
 * Make default under More; Delete account apart, asked first, disabled with what keeps it.
 */
export function AccountHeaderActions({ account }: { account: BillingAccount }) {
  const t = useT()
  return (
    <>
      <Link to={pb.billingAccountEdit({ id: account.id })} className={buttonClass('secondary')}>
        {t('billing.account.edit')}
      </Link>
      <MoreMenu>
        <AccountItems account={account} leaves />
      </MoreMenu>
    </>
  )
}

/** A billing account row's menu: edit, make default, delete. */
export function AccountRowActions({ account }: { account: BillingAccount }) {
  const t = useT()
  return (
    <RowMenu name={accountTitle(account, t)}>
      <Link to={pb.billingAccountEdit({ id: account.id })}>{t('billing.account.edit')}</Link>
      <AccountItems account={account} />
    </RowMenu>
  )
}

/** `leaves`: the account's own page, left for the list once it is deleted. */
function AccountItems({ account, leaves = false }: { account: BillingAccount; leaves?: boolean }) {
  const t = useT()
  const money = useMoney()
  const toasts = useToasts()
  const title = accountTitle(account, t)
  const makeDefault = useAccountSetDefault()
  const remove = useRemove(
    useAccountDelete(),
    () => t('billing.delete.done'),
    leaves ? pb.billingAccounts() : undefined,
  )
  // What the API would refuse the delete for (docs/product/billing.md#accounts).
  const owes = owed(account)
  const blockers = [
    owes > 0 ? t('billing.delete.unpaid', { amount: money.site(owes) }) : undefined,
    account.running_totals.credit_available > 0 ? t('billing.delete.credit', { amount: money.site(account.running_totals.credit_available) }) : undefined,
    account.is_default ? t('billing.delete.default') : undefined,
  ].filter((text): text is string => text !== undefined)
  return (
    <>
      {!account.is_default && (
        <Button variant="quiet" disabled={makeDefault.isPending} onClick={() =>
            makeDefault.mutate(account.id, { onSuccess: () => toasts.success(t('billing.accounts.madeDefault', { title })) })
          }>
          {t('billing.accounts.makeDefault')}
        </Button>
      )}
      <hr />
      <ConfirmedAction
        label={t('billing.delete.action')}
        title={t('billing.delete.confirm')}
        text={`${t('billing.delete.text')} ${t('billing.delete.confirmText')}`}
        cancelLabel={t('common.cancel')}
        disabled={remove.isPending}
        reason={blockers.length > 0 ? blockers.join(' ') : undefined}
        onConfirm={() => remove.remove(account.id)}
      />
    </>
  )
}
