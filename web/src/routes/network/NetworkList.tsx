import type { QueryKey, UseQueryOptions } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { NetworkType } from '../../screens/network'
import { LocatedListScreen, type ListColumn } from '../../components/LocatedListScreen'
import { useT } from '../../i18n'
import { locationName } from '../compute/vm-format'
import { useAcrossLocations, type Located } from './across-locations'

/** A column: its heading and cell; a cell of text or a number also sorts and is searched. */
export type Column<T> = { label: string; value: (item: T) => ReactNode }

type Props<T, K extends QueryKey> = {
  type: NetworkType
  query: (location: string) => UseQueryOptions<T[], Error, T[], K>
  /** The first column: the row's name, linking to its detail screen. */
  name: (item: T) => string
  detail: (location: string, item: T) => string
  columns: Column<T>[]
  /** The row's everyday actions (a `RowMenu`). */
  rowActions?: (location: string, item: T) => ReactNode
}

/** What a cell sorts and searches by: its text or number, else nothing. */
const plain = (node: ReactNode): string | number => (typeof node === 'string' || typeof node === 'number' ? node : '')

/** A network type's list across the site's locations: the one located list screen, with a create link. */
export function NetworkList<T extends { uuid: string }, K extends QueryKey>({ type, query, name, detail, columns, rowActions }: Props<T, K>) {
  const t = useT()
  const { locations, rows, pending, error, retry } = useAcrossLocations(query)
  const where = (slug: string) => locationName(slug, locations)
  const listColumns: ListColumn<Located<T>>[] = [
    {
      key: 'name',
      label: t('network.column.name'),
      value: ({ item }) => name(item),
      cell: ({ location, item }) => <Link to={detail(location, item)}>{name(item)}</Link>,
    },
    {
      key: 'location',
      label: t('network.column.location'),
      value: ({ location }) => where(location),
      filter: ({ location }) => location,
      cell: ({ location }) => where(location),
    },
    ...columns.map(
      (column, i): ListColumn<Located<T>> => ({
        key: `column-${i}`,
        label: column.label,
        value: ({ item }) => plain(column.value(item)),
        cell: ({ item }) => column.value(item),
      }),
    ),
  ]
  return (
    <LocatedListScreen
      type={type}
      rows={rows}
      columns={listColumns}
      text={(row) => listColumns.map((column) => column.value(row)).join(' ')}
      rowKey={({ location, item }) => `${location}/${item.uuid}`}
      pending={pending}
      failure={error}
      onRetry={retry}
      texts={{ failed: t('network.listFailed'), empty: t(`network.empty.${type}`) }}
      rowActions={rowActions && (({ location, item }) => rowActions(location, item))}
    />
  )
}
