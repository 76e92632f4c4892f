import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import { billingAccountsQuery } from '../../api/billing'
import { pb } from '../../app/path-builder'
import { CreateLink, ResourceFrame } from '../../components/ResourceScreens'
import { useToasts } from '../../components/toast-store'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { ConfirmDialog } from '../../ui/ConfirmDialog'
import { CopyButton } from '../../ui/CopyButton'
import { Notice } from '../../ui/Notice'
import { accountTitle } from '../billing/BillingAccountsPage'
import { QueryView } from '../../components/QueryView'
import { DataTable, type DataColumn } from '../../ui/DataTable'
import { type ApiToken, tokenActions, tokensQuery } from '../../api/access'
import { useApiMutation } from '../../app/use-api-mutation'
import { useSite } from '../../app/use-site'

/**
 * The user's API tokens (docs/product/access.md#api-tokens): copy, scope, billing account, delete (asked first), and
 * the site's API documentation (`apiDocUrl`, docs/product/config.md#console-components) for what to do with them.
 */
export function ApiTokensPage() {
  const t = useT()
  const { config } = useSite()
  const toasts = useToasts()
  const tokens = useQuery(tokensQuery)
  const [confirming, setConfirming] = useState<ApiToken>()
  const accounts = useQuery(billingAccountsQuery)
  const remove = useApiMutation({
    mutationFn: (token: ApiToken) => tokenActions.delete(token.id),
    onSuccess: async (_, token) => {
      toasts.success(t('access.tokens.deleted', { description: token.description }))
    },
    invalidates: [tokensQuery.queryKey],
  })
  const accountName = (id: number) => {
    const account = accounts.data?.find((a) => a.id === id)
    return account ? accountTitle(account, t) : ''
  }
  const rows = tokens.data ?? []
  const columns: DataColumn<ApiToken>[] = [
    {
      label: t('access.tokens.column.description'),
      cell: (token) => <Link to={pb.apiToken({ id: token.id })}>{token.description}</Link>,
    },
    { label: t('access.tokens.column.token'), cell: (token) => <CopyButton value={token.token} /> },
    { label: t('access.tokens.column.billingAccount'), cell: (token) => accountName(token.billing_account_id) },
    { label: t('access.tokens.column.scope'), cell: (token) => (token.restricted ? t('access.tokens.restricted') : t('access.tokens.global')) },
    { label: t('access.tokens.column.created'), cell: (token) => token.created_at },
    {
      label: t('access.tokens.column.actions'),
      cell: (token) => (
        <Button
          variant="danger"
          disabled={remove.isPending}
          aria-label={t('access.tokens.deleteLabel', { description: token.description })}
          onClick={() => setConfirming(token)}
        >
          {t('access.tokens.delete')}
        </Button>
      ),
    },
  ]

  return (
    <ResourceFrame type="api_token" title={t('resources.api_token.other')} actions={<CreateLink type="api_token" />}>
      <QueryView query={tokens} failed={t('access.tokens.listFailed')}>
        {() =>
          rows.length === 0 ? (
            <Notice>{t('access.tokens.empty')}</Notice>
          ) : (
            <DataTable columns={columns} rows={rows} rowKey={(token) => token.id} />
          )
        }
      </QueryView>
      {config.apiDocUrl && (
        <p>
          <a href={config.apiDocUrl} target="_blank" rel="noreferrer">
            {t('access.tokens.apiDocs')}
          </a>
        </p>
      )}
      {confirming && (
        <ConfirmDialog
          isOpen
          onOpenChange={(open) => !open && setConfirming(undefined)}
          title={t('access.tokens.confirmDelete.title', { description: confirming.description })}
          text={t('access.tokens.confirmDelete.text')}
          confirmLabel={t('access.tokens.confirmDelete.confirm')}
          cancelLabel={t('access.tokens.confirmDelete.cancel')}
          onConfirm={() => remove.mutate(confirming)}
        />
      )}
    </ResourceFrame>
  )
}
