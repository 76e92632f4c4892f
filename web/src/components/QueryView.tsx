import type { UseQueryResult } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { useT } from '../i18n'
import { Skeleton } from '../ui/Loading'
import { Notice } from '../ui/Notice'
import { LoadError } from './LoadError'

type Props<T> = {
  query: UseQueryResult<T>
  /** The heading of the error state, e.g. 'The invoices could not be loaded.' */
  failed: string
  /** Shown instead of `children` when the answer is an empty list. */
  empty?: string
  children: (data: T) => ReactNode
}

/**
 * A query's four states (docs/product/config.md#console-components "Client behaviour"): loading, retrying (a connection
 * failure or 502 is tried again 3 times, 7 s apart, and the screen says so rather than sit on
 * "Loading…"), failed with a retry, and the data (or its empty text).
 */
export function QueryView<T>({ query, failed, empty, children }: Props<T>) {
  const t = useT()
  if (query.isError) return <LoadError title={failed} error={query.error} onRetry={() => void query.refetch()} />
  if (query.isPending) {
    if (query.failureCount > 0) {
      return (
        <div role="status">
          <Notice mode="compact">{t('common.retrying', { attempt: query.failureCount, max: 3 })}</Notice>
        </div>
      )
    }
    return <Skeleton />
  }
  if (empty && Array.isArray(query.data) && query.data.length === 0) return <Notice mode="compact">{empty}</Notice>
  return <>{children(query.data)}</>
}
