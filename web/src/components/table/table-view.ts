import { useNavigate, useSearch } from '@tanstack/react-router'
import { useMemo } from 'react'

/** How a list screen shows a large table: a search, one sort column and fixed-size pages. */
export type SortDirection = 'asc' | 'desc'
export type Column<Row> = {
  key: string
  value: (row: Row) => string | number
  /** A column the list filters by (location, status): the row's raw value, kept in the URL; its label is `value`. */
  filter?: (row: Row) => string
}

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

/** Rows whose every filtered column holds the chosen value. */
export function filterRows<Row>(rows: readonly Row[], columns: Column<Row>[], chosen: Record<string, string>): Row[] {
  const active = columns.filter((column) => column.filter && chosen[column.key])
  return rows.filter((row) => active.every((column) => column.filter!(row) === chosen[column.key]))
}

/** A filtered column's choices: each value the rows hold, with its label and how many rows hold it. */
export function filterChoices<Row>(rows: readonly Row[], column: Column<Row>): { value: string; label: string; count: number }[] {
  const found = new Map<string, { value: string; label: string; count: number }>()
  for (const row of rows) {
    const value = column.filter!(row)
    const entry = found.get(value) ?? { value, label: String(column.value(row)), count: 0 }
    entry.count++
    found.set(value, entry)
  }
  return [...found.values()].sort((a, b) => a.label.localeCompare(b.label))
}

/** The list's state in the URL's query (`q`, `sort` as `name` or `-name`, 1-based `page`, one key per filter), so a link keeps it. */
type ListSearch = Record<string, unknown>

const text = (value: unknown) => (value === undefined || value === null ? '' : String(value))

/**
 * Search, filters, sort and paging over a list's rows, the page clamped to what exists, all read
 * from and written to the URL (replacing the entry: typing is not history). Only the current page
 * is rendered, which keeps 500-row lists quick.
 */
export function useTableView<Row>(rows: readonly Row[], options: { columns: Column<Row>[]; text: (row: Row) => string; locale: string }) {
  const search = useSearch({ strict: false }) as ListSearch
  const navigate = useNavigate()
  const { columns, text: rowText, locale } = options
  const query = text(search.q)
  const sortKey = text(search.sort)
  const sort = sortKey ? { key: sortKey.replace(/^-/, ''), direction: (sortKey.startsWith('-') ? 'desc' : 'asc') as SortDirection } : undefined
  const page = Math.max(0, (Number(search.page) || 1) - 1)
  const filterable = columns.filter((column) => column.filter)
  const chosen = Object.fromEntries(filterable.map((column) => [column.key, text(search[column.key])]))
  const chosenKey = JSON.stringify(chosen)
  const change = (patch: ListSearch) =>
    void navigate({
      to: '.',
      replace: true,
      search: (previous: ListSearch) =>
        Object.fromEntries(Object.entries({ ...previous, ...patch }).filter(([, value]) => value !== undefined && value !== '')),
    } as never)
  const shown = useMemo(() => {
    const column = columns.find((candidate) => candidate.key === sort?.key)
    return sortRows(searchRows(filterRows(rows, columns, chosen), query, rowText), column, sort?.direction ?? 'asc', locale)
    // Columns and text are rebuilt each render; the rows, query, filters, sort and locale decide the result.
  }, [rows, query, chosenKey, sortKey, locale])
  const pages = Math.max(1, Math.ceil(shown.length / pageSize))
  const current = Math.min(page, pages - 1)
  return {
    query,
    search: (value: string) => change({ q: value, page: undefined }),
    filters: filterable.map((column) => ({ key: column.key, value: chosen[column.key] ?? '', choices: filterChoices(rows, column) })),
    filter: (key: string, value: string) => change({ [key]: value, page: undefined }),
    filtered: query !== '' || Object.values(chosen).some(Boolean),
    clear: () => change({ q: undefined, page: undefined, ...Object.fromEntries(filterable.map((column) => [column.key, undefined])) }),
    sort,
    toggleSort: (key: string) => change({ sort: sort?.key === key && sort.direction === 'asc' ? `-${key}` : key }),
    page: current,
    pages,
    setPage: (next: number) => change({ page: next > 0 ? next + 1 : undefined }),
    total: shown.length,
    rows: shown.slice(current * pageSize, (current + 1) * pageSize),
  }
}

export type TableView<Row> = ReturnType<typeof useTableView<Row>>
