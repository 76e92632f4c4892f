import type { ReactNode } from 'react'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { SelectField } from '../../ui/SelectField'
import { TextField } from '../../ui/TextField'
import styles from './TableControls.module.css'
import type { TableView } from './table-view'

/**
 * The search box and filters (location, status) above a large list, a way to clear them, and the
 * count of matches, announced as it changes.
 */
export function TableSearch({ view, label, columns }: { view: TableView<unknown>; label: string; columns: { key: string; label: string }[] }) {
  const t = useT()
  return (
    <div className={styles.search}>
      <TextField type="search" label={label} value={view.query} onChange={(event) => view.search(event.target.value)} />
      {view.filters
        .filter((filter) => filter.choices.length > 1 || filter.value)
        .map((filter) => (
          <SelectField
            key={filter.key}
            label={columns.find((column) => column.key === filter.key)?.label ?? filter.key}
            value={filter.value}
            onChange={(event) => view.filter(filter.key, event.target.value)}
          >
            <option value="">{t('table.all')}</option>
            {filter.choices.map((choice) => (
              <option key={choice.value} value={choice.value}>
                {t('table.choice', { label: choice.label, count: choice.count })}
              </option>
            ))}
          </SelectField>
        ))}
      {view.filtered && <Button variant="secondary" onClick={view.clear}>{t('table.clear')}</Button>}
      <p className={styles.count} aria-live="polite">
        {t('table.count', { count: view.total })}
      </p>
    </div>
  )
}

/** A column heading that sorts by it; `aria-sort` tells which column sorts and which way. */
export function SortHeader({ view, column, children }: { view: TableView<unknown>; column: string; children: ReactNode }) {
  const active = view.sort?.key === column ? view.sort.direction : undefined
  return (
    <th scope="col" aria-sort={active === 'asc' ? 'ascending' : active === 'desc' ? 'descending' : undefined}>
      <button type="button" className={styles.sort} onClick={() => view.toggleSort(column)}>
        {children}
        <span aria-hidden="true" className={styles.arrow}>
          {active === 'asc' ? '▲' : active === 'desc' ? '▼' : '↕'}
        </span>
      </button>
    </th>
  )
}

/** Previous and next page, and where the list is. Hidden when everything fits on one page. */
export function TablePager({ view, label }: { view: TableView<unknown>; label: string }) {
  const t = useT()
  if (view.pages <= 1) return null
  return (
    <nav aria-label={label} className={styles.pager}>
      <Button disabled={view.page === 0} onClick={() => view.setPage(view.page - 1)}>
        {t('table.previous')}
      </Button>
      <span>{t('table.page', { page: view.page + 1, pages: view.pages })}</span>
      <Button disabled={view.page >= view.pages - 1} onClick={() => view.setPage(view.page + 1)}>
        {t('table.next')}
      </Button>
    </nav>
  )
}
