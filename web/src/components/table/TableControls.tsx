import type { ReactNode } from 'react'
import { useT } from '../../i18n'
import { Button } from '../../ui/Button'
import { TextField } from '../../ui/TextField'
import styles from './TableControls.module.css'
import type { TableView } from './table-view'

/** The search box above a large list; its count of matches is announced as it changes. */
export function TableSearch({ view, label }: { view: TableView<unknown>; label: string }) {
  const t = useT()
  return (
    <div className={styles.search}>
      <TextField type="search" label={label} value={view.query} onChange={(event) => view.search(event.target.value)} />
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
