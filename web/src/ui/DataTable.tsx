import { Fragment, type ReactNode } from 'react'
import resourceStyles from './Screens.module.css'
import { useT } from '../i18n'

/** A column: its heading (also each cell's label on phones) and its cell. */
export type DataColumn<Row> = {
  label: string
  cell: (row: Row) => ReactNode
  /** The column that names the row (else the first). */
  rowHeader?: boolean
  className?: (row: Row) => string | undefined
  /** A heading cell of its own (a `<th scope="col">`, e.g. one that sorts), in place of the label's. */
  heading?: ReactNode
}

type Props<Row> = {
  columns: DataColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row, index: number) => string | number
  footer?: ReactNode
  /** Names the table for screen readers only, when no heading on the page does. */
  caption?: string
  /** False where no cell names its row (e.g. rows of form fields): every cell is a data cell. */
  rowHeaders?: boolean
  /** The row's everyday actions (a `RowMenu`), in a last column whose heading only screen readers hear. */
  rowActions?: ((row: Row) => ReactNode) | undefined
  'aria-label'?: string
  'aria-labelledby'?: string
}

/** A table of rows; on phones each row becomes a card of labelled values (docs/product/config.md#console-constants). */
export function DataTable<Row>({ columns: given, rows, rowKey, footer, caption, rowHeaders = true, rowActions, ...named }: Props<Row>) {
  const t = useT()
  const columns = rowActions ? [...given, actionsColumn(t('table.actions'), rowActions)] : given
  const header = rowHeaders
    ? Math.max(
        columns.findIndex((column) => column.rowHeader),
        0,
      )
    : -1
  return (
    <table className={resourceStyles.table} {...named}>
      {caption && <caption className="visually-hidden">{caption}</caption>}
      <thead>
        <tr>
          {columns.map(({ label, heading }) =>
            heading ? (
              <Fragment key={label}>{heading}</Fragment>
            ) : (
              <th key={label} scope="col">
                {label}
              </th>
            ),
          )}
        </tr>
      </thead>
      <tbody>
        {rows.map((row, index) => (
          <tr key={rowKey(row, index)}>
            {columns.map(({ label, cell, className }, column) =>
              column === header ? (
                <th key={label} scope="row" data-label={label} className={className?.(row)}>
                  {cell(row)}
                </th>
              ) : (
                <td key={label} data-label={label} className={className?.(row)}>
                  {cell(row)}
                </td>
              ),
            )}
          </tr>
        ))}
      </tbody>
      {footer && <tfoot>{footer}</tfoot>}
    </table>
  )
}


function actionsColumn<Row>(label: string, actions: (row: Row) => ReactNode): DataColumn<Row> {
  return {
    label,
    cell: actions,
    className: () => resourceStyles.rowActions,
    heading: (
      <th scope="col">
        <span className="visually-hidden">{label}</span>
      </th>
    ),
  }
}
