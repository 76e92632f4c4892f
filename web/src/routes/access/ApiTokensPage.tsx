import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { billingAccountsQuery } from '../../api/billing'
import { tokenActions, tokensQuery } from '../../api/tokens'
import type { ApiToken } from '../../api/types'
import { pb } from '../../app/path-builder'
import { ResourceFrame } from '../../components/ResourceScreens'
import styles from '../../components/ResourceScreens.module.css'
import { useToasts } from '../../components/toast-store'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { CopyButton } from '../../ui/CopyButton'
import { Notice } from '../../ui/Notice'
import { accountTitle } from '../billing/BillingAccountsPage'
import { QueryView } from '../../components/QueryView'

/** The user's API tokens (platform seed §3 ApiToken, §7): copy, scope, billing account, delete (asked first). */
export function ApiTokensPage() {
  const t = useT()
  const toasts = useToasts()
  const queryClient = useQueryClient()
  const tokens = useQuery(tokensQuery)
  const [confirming, setConfirming] = useState<ApiToken>()
  const accounts = useQuery(billingAccountsQuery)
  const remove = useMutation({
    mutationFn: (token: ApiToken) => tokenActions.delete(token.id),
    onSuccess: async (_, token) => {
      toasts.success(t('tokens.deleted', { description: token.description }))
      await queryClient.invalidateQueries({ queryKey: tokensQuery.queryKey })
    },
  })
  const accountName = (id: number) => {
    const account = accounts.data?.find((a) => a.id === id)
    return account ? accountTitle(account, t) : ''
  }
  const rows = tokens.data ?? []

  return (
    <ResourceFrame type="api_token" title={t('resources.api_token.other')}>
      <p>
        <Link to={pb.accessCreate({ type: 'api_token' })}>{t('screens.create', { type: t('resources.api_token.one') })}</Link>
      </p>
      <QueryView query={tokens} failed={t('tokens.listFailed')}>
        {() =>
          rows.length === 0 ? (
            <Notice>{t('tokens.empty')}</Notice>
          ) : (
            <table className={styles.table}>
              <thead>
                <tr>
                  <th scope="col">{t('tokens.column.description')}</th>
                  <th scope="col">{t('tokens.column.token')}</th>
                  <th scope="col">{t('tokens.column.billingAccount')}</th>
                  <th scope="col">{t('tokens.column.scope')}</th>
                  <th scope="col">{t('tokens.column.created')}</th>
                  <th scope="col">{t('tokens.column.actions')}</th>
                </tr>
              </thead>
              <tbody>
                {rows.map((token) => (
                  <tr key={token.id}>
                    <th scope="row" data-label={t('tokens.column.description')}>
                      <Link to={pb.apiToken({ id: token.id })}>{token.description}</Link>
                    </th>
                    <td data-label={t('tokens.column.token')}>
                      <CopyButton value={token.token} />
                    </td>
                    <td data-label={t('tokens.column.billingAccount')}>{accountName(token.billing_account_id)}</td>
                    <td data-label={t('tokens.column.scope')}>{token.restricted ? t('tokens.restricted') : t('tokens.global')}</td>
                    <td data-label={t('tokens.column.created')}>{token.created_at}</td>
                    <td data-label={t('tokens.column.actions')}>
                      <Button
                        variant="danger"
                        disabled={remove.isPending}
                        aria-label={t('tokens.deleteLabel', { description: token.description })}
                        onClick={() => setConfirming(token)}
                      >
                        {t('tokens.delete')}
                      </Button>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          )
        }
      </QueryView>
      {confirming && (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && setConfirming(undefined)}
          title={t('tokens.confirmDelete.title', { description: confirming.description })}
          text={t('tokens.confirmDelete.text')}
          confirmLabel={t('tokens.confirmDelete.confirm')}
          cancelLabel={t('tokens.confirmDelete.cancel')}
          onConfirm={() => remove.mutate(confirming)}
        />
      )}
    </ResourceFrame>
  )
}
