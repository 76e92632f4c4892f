import type { UseQueryResult } from '@tanstack/react-query'
import { useParams } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { ResourceType } from '../../screens/resource-types'
import { QueryView } from '../../components/QueryView'
import { ResourceFrame } from '../../components/ResourceScreens'
import { Notice } from '../../ui/Notice'

/**
 * The screen of one item of a list, found by the route's `id` (tokens and delegations have no
 * single read): the list's loading and failure, a notice when no item has the id.
 */
export function ListItemScreen<T extends { id: number }>({
  type,
  query,
  texts,
  actions,
  children,
}: {
  type: ResourceType
  query: UseQueryResult<T[]>
  texts: { title: (item: T | undefined) => string; failed: string; notFound: string }
  /** The item's header actions (docs/reference/console.md#design-system). */
  actions?: (item: T) => ReactNode
  children: (item: T) => ReactNode
}) {
  const { id } = useParams({ strict: false }) as { id?: string }
  const item = query.data?.find((candidate) => String(candidate.id) === id)
  return (
    <ResourceFrame detail type={type} title={texts.title(item)} actions={item && actions?.(item)}>
      <QueryView query={query} failed={texts.failed}>
        {() => (item ? children(item) : <Notice color="error">{texts.notFound}</Notice>)}
      </QueryView>
    </ResourceFrame>
  )
}
