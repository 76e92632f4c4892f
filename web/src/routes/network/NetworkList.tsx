import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { NetworkType } from '../../app/path-builder'
import { LoadError } from '../../components/LoadError'
import { CreateLink, EmptyState, ResourceFrame } from '../../components/ResourceScreens'
import { useT } from '../../i18n'
import { DataTable } from '../../ui/DataTable'
import { Skeleton } from '../../ui/Loading'
import { locationName } from '../compute/vm-format'
import { useAcrossLocations } from './across-locations'

export type Column<T> = { label: string; value: (item: T) => ReactNode }

type Props<T, K extends QueryKey> = {
  type: NetworkType
  query: (location: string) => UseQueryOptions<T[], Error, T[], K>
  /** The first column: the row's name, linking to its detail screen. */
  name: (item: T) => string
  detail: (location: string, item: T) => string
  columns: Column<T>[]
}

/** A network type's list across the site's locations, with a create link. */
export function NetworkList<T extends { uuid: string }, K extends QueryKey>({ type, query, name, detail, columns }: Props<T, K>) {
  const t = useT()
  const { locations, rows, pending, error, retry } = useAcrossLocations(query)
  return (
    <ResourceFrame type={type} title={t(`resources.${type}.other`)} actions={<CreateLink type={type} />}>
      {error && <LoadError title={t('network.listFailed')} error={error} onRetry={retry} />}
      {pending && !error && <Skeleton />}
      {!pending && !error && rows.length === 0 && <EmptyState type={type} text={t(`network.empty.${type}`)} />}
      {rows.length > 0 && (
        <DataTable
          rows={rows}
          rowKey={({ location, item }) => `${location}/${item.uuid}`}
          columns={[
            {
              label: t('network.column.name'),
              cell: ({ location, item }) => <Link to={detail(location, item)}>{name(item)}</Link>,
            },
            { label: t('network.column.location'), cell: ({ location }) => locationName(location, locations) },
            ...columns.map((column) => ({ label: column.label, cell: ({ item }: { item: T }) => column.value(item) })),
          ]}
        />
      )}
    </ResourceFrame>
  )
}
