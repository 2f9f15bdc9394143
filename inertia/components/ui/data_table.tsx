import type { ReactNode } from 'react'
import { cn } from '~/lib/cn'
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeaderCell,
  TableRow,
} from '~/components/ui/table'

export type DataColumn<Row> = {
  key: string
  /** The column's header; also each cell's label when rows stack on a phone. */
  header: string
  /** Keeps the header for screen readers only (a column of buttons). */
  hideHeader?: boolean
  cell: (row: Row) => ReactNode
  className?: string
}

type DataTableProps<Row> = {
  label: string
  columns: readonly DataColumn<Row>[]
  rows: readonly Row[]
  rowKey: (row: Row) => string | number
  /** `data-*` attributes of a row, for tests and styling hooks. */
  rowData?: (row: Row) => Record<`data-${string}`, string>
  /**
   * Below 640 px each row becomes a card of labelled values instead of a table
   * that scrolls sideways; for tables a player reads on a phone.
   */
  stacked?: boolean
}

/** A table described by its columns: one markup for every list of rows. */
export function DataTable<Row>({
  label,
  columns,
  rows,
  rowKey,
  rowData,
  stacked = false,
}: DataTableProps<Row>) {
  return (
    <Table label={label} stacked={stacked}>
      <TableHead className={cn(stacked && 'max-sm:sr-only')}>
        <TableRow>
          {columns.map((column) => (
            <TableHeaderCell key={column.key}>
              {column.hideHeader ? <span className="sr-only">{column.header}</span> : column.header}
            </TableHeaderCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody className={cn(stacked && 'max-sm:block')}>
        {rows.map((row) => (
          <TableRow
            key={rowKey(row)}
            className={cn(stacked && 'max-sm:grid max-sm:gap-1.5 max-sm:px-4 max-sm:py-3')}
            {...rowData?.(row)}
          >
            {columns.map((column) => (
              <TableCell
                key={column.key}
                className={cn(
                  stacked && 'max-sm:flex max-sm:items-baseline max-sm:gap-3 max-sm:p-0',
                  column.className
                )}
              >
                {stacked && !column.hideHeader && (
                  <span aria-hidden="true" className="w-24 shrink-0 text-xs text-subtle sm:hidden">
                    {column.header}
                  </span>
                )}
                {column.cell(row)}
              </TableCell>
            ))}
          </TableRow>
        ))}
      </TableBody>
    </Table>
  )
}
