import type { ReactNode } from 'react'
import resourceStyles from '../components/ResourceScreens.module.css'

/** A column: its heading (also each cell's label on phones) and its cell. */
export type DataColumn<Row> = {
  label: string
  cell: (row: Row) => ReactNode
  /** The column that names the row (else the first). */
  rowHeader?: boolean
  className?: (row: Row) => string | undefined
}

type Props<Row> = {
  columns: DataColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row, index: number) => string | number
  footer?: ReactNode
  'aria-label'?: string
  'aria-labelledby'?: string
}

/** A table of rows; on phones each row becomes a card of labelled values (docs/product/config.md#console-constants). */
export function DataTable<Row>({ columns, rows, rowKey, footer, ...named }: Props<Row>) {
  const header = Math.max(
    columns.findIndex((column) => column.rowHeader),
    0,
  )
  return (
    <table className={resourceStyles.table} {...named}>
      <thead>
        <tr>
          {columns.map(({ label }) => (
            <th key={label} scope="col">
              {label}
            </th>
          ))}
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
