import { useQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { billingAccountsQuery } from '../../api/billing'
import { pb } from '../../screens/path-builder'
import { CreateLink, EmptyState, ResourceFrame } from '../../components/ResourceScreens'
import { useT } from '../../i18n'
import { CopyButton } from '../../ui/CopyButton'
import { accountTitle } from '../billing/account-title'
import { QueryView } from '../../components/QueryView'
import { DataTable, type DataColumn } from '../../ui/DataTable'
import { type ApiToken, tokensQuery } from '../../api/access'
import { TokenRowActions } from './AccessActions'
import { useSite } from '../../platform/use-site'

/**
 * The user's API tokens (docs/product/access.md#api-tokens): copy, scope, billing account, a row's Delete (asked first), and
 * the site's API documentation (`apiDocUrl`, docs/product/config.md#console-components) for what to do with them.
 */
export function ApiTokensPage() {
  const t = useT()
  const { config } = useSite()
  const tokens = useQuery(tokensQuery)
  const accounts = useQuery(billingAccountsQuery)
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
  ]

  return (
    <ResourceFrame type="api_token" title={t('resources.api_token.other')} actions={<CreateLink type="api_token" />}>
      <QueryView query={tokens} failed={t('access.tokens.listFailed')}>
        {() =>
          rows.length === 0 ? (
            <EmptyState type="api_token" text={t('access.tokens.empty')} />
          ) : (
            <DataTable
              columns={columns}
              rows={rows}
              rowKey={(token) => token.id}
              rowActions={(token) => <TokenRowActions token={token} />}
              aria-label={t('resources.api_token.other')}
            />
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
    </ResourceFrame>
  )
}
