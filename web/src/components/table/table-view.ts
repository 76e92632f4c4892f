import { useMemo, useState } from 'react'

/** How a list screen shows a large table: a search, one sort column and fixed-size pages. */
export type SortDirection = 'asc' | 'desc'
export type Column<Row> = { key: string; value: (row: Row) => string | number }

export const pageSize = 25

/** Rows matching every word of `query` in any of the searchable texts, case- and accent-blind. */
export function searchRows<Row>(rows: readonly Row[], query: string, text: (row: Row) => string): Row[] {
  const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLocaleLowerCase()
  const words = fold(query).split(/\s+/).filter(Boolean)
  if (words.length === 0) return [...rows]
  return rows.filter((row) => {
    const haystack = fold(text(row))
    return words.every((word) => haystack.includes(word))
  })
}

/** A stable sort by one column: numbers by value, texts in the locale's order with numbers natural. */
export function sortRows<Row>(rows: readonly Row[], column: Column<Row> | undefined, direction: SortDirection, locale: string): Row[] {
  if (!column) return [...rows]
  const collator = new Intl.Collator(locale, { numeric: true, sensitivity: 'base' })
  const sign = direction === 'asc' ? 1 : -1
  return rows
    .map((row, index) => ({ row, index, key: column.value(row) }))
    .sort((a, b) => {
      const order =
        typeof a.key === 'number' && typeof b.key === 'number' ? a.key - b.key : collator.compare(String(a.key), String(b.key))
      return order * sign || a.index - b.index
    })
    .map(({ row }) => row)
}

/**
 * Search, sort and paging over a list's rows, the page clamped to what exists. Only the current
 * page is rendered, which keeps 500-row lists quick.
 */
export function useTableView<Row>(rows: readonly Row[], options: { columns: Column<Row>[]; text: (row: Row) => string; locale: string }) {
  const [query, setQuery] = useState('')
  const [sort, setSort] = useState<{ key: string; direction: SortDirection } | undefined>()
  const [page, setPage] = useState(0)
  const { columns, text, locale } = options
  const shown = useMemo(() => {
    const column = columns.find((candidate) => candidate.key === sort?.key)
    return sortRows(searchRows(rows, query, text), column, sort?.direction ?? 'asc', locale)
    // Columns and text are rebuilt each render; the rows, query, sort and locale decide the result.
  }, [rows, query, sort, locale])
  const pages = Math.max(1, Math.ceil(shown.length / pageSize))
  const current = Math.min(page, pages - 1)
  return {
    query,
    search: (value: string) => {
      setQuery(value)
      setPage(0)
    },
    sort,
    toggleSort: (key: string) =>
      setSort((now) => (now?.key === key ? { key, direction: now.direction === 'asc' ? 'desc' : 'asc' } : { key, direction: 'asc' })),
    page: current,
    pages,
    setPage,
    total: shown.length,
    rows: shown.slice(current * pageSize, (current + 1) * pageSize),
  }
}

export type TableView<Row> = ReturnType<typeof useTableView<Row>>
