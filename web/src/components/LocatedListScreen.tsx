import type { ReactNode } from 'react'
import type { ResourceType } from '../screens/resource-types'
import { LoadError } from './LoadError'
import { CreateLink, EmptyState, ResourceFrame } from './ResourceScreens'
import { SortHeader, TablePager, TableSearch } from './table/TableControls'
import { useTableView, type Column } from './table/table-view'
import { useLocale, useT } from '../i18n'
import { DataTable, type DataColumn } from '../ui/DataTable'
import { Skeleton } from '../ui/Loading'

/** A column: its heading, what it sorts by, and its cell (the first column's names the row). */
export type ListColumn<Row> = Column<Row> & { label: string; cell: (row: Row) => ReactNode }

type Props<Row> = {
  type: ResourceType
  /** The rows of every location read so far. */
  rows: Row[]
  columns: ListColumn<Row>[]
  /** What the search box matches a row by. */
  text: (row: Row) => string
  rowKey: (row: Row) => string
  pending: boolean
  failure: Error | null | undefined
  onRetry: () => void
  texts: { failed: string; empty: string }
  /** The row's everyday actions (a kebab menu), in a last column. */
  rowActions?: (row: Row) => ReactNode
  /** The header's actions, where more than the type's create link. */
  actions?: ReactNode
}

/**
 * A type's list screen over all the site's locations (no endpoint aggregates them): its create
 * link, one retry for the locations that failed, and a searched, filtered (location, status),
 * sorted, paged table whose state is the URL's query.
 */
export function LocatedListScreen<Row>({ type, rows, columns, text, rowKey, pending, failure, onRetry, texts, rowActions, actions }: Props<Row>) {
  const t = useT()
  const locale = useLocale()
  const view = useTableView(rows, { columns, locale, text })
  const title = t(`resources.${type}.other`)
  return (
    <ResourceFrame type={type} title={title} actions={actions ?? <CreateLink type={type} />}>
      {failure && <LoadError title={texts.failed} error={failure} onRetry={onRetry} />}
      {pending && !failure && <Skeleton />}
      {!pending && !failure && rows.length === 0 && <EmptyState type={type} text={texts.empty} />}
      {rows.length > 0 && (
        <>
          <TableSearch view={view} label={t('table.search')} columns={columns} />
          <DataTable
            columns={[
              ...columns.map(
                (column): DataColumn<Row> => ({
                  ...column,
                  heading: (
                    <SortHeader view={view} column={column.key}>
                      {column.label}
                    </SortHeader>
                  ),
                }),
              ),
            ]}
            rows={view.rows}
            rowKey={rowKey}
            rowActions={rowActions}
            aria-label={title}
          />
          <TablePager view={view} label={t('table.pages', { type: title })} />
        </>
      )}
    </ResourceFrame>
  )
}
