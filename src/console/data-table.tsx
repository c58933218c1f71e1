import {
  flexRender,
  getCoreRowModel,
  useReactTable,
  type ColumnDef,
  type ColumnFiltersState,
  type OnChangeFn,
} from '@tanstack/react-table';
import type { ReactNode } from 'react';
import { EmptyState } from './empty-state';

interface DataTableProps<Row> {
  caption: string;
  rows: Row[];
  columns: ColumnDef<Row, unknown>[];
  /** The filters are the server's (each column's filter is a query parameter), so the table only shows them. */
  columnFilters?: ColumnFiltersState;
  onColumnFiltersChange?: OnChangeFn<ColumnFiltersState>;
  /** What an empty table says, and what would fill it. */
  empty?: string;
  emptyHint?: ReactNode;
  /** While the first answer is on its way the table says so, not that it is empty. */
  loading?: boolean;
  /** Data attributes of each row, e.g. `data-delivery-id`, so a row can be found by what it shows. */
  rowAttributes?: (row: Row) => Record<`data-${string}`, string>;
}

/**
 * One table for every console list: TanStack Table holds the columns and filter state, the server filters and
 * pages. It scrolls sideways inside its own focusable region, so the page itself never does at 375 px.
 */
export function DataTable<Row>({
  caption,
  rows,
  columns,
  columnFilters,
  onColumnFiltersChange,
  empty = 'Nothing to show.',
  emptyHint,
  loading = false,
  rowAttributes,
}: DataTableProps<Row>) {
  const table = useReactTable({
    data: rows,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualFiltering: true,
    manualPagination: true,
    state: columnFilters ? { columnFilters } : {},
    onColumnFiltersChange,
  });
  return (
    <div className="table-scroll" role="region" aria-label={caption} tabIndex={0}>
      {/* The title stays the width of the screen while the table scrolls under it; the caption names the table. */}
      <p className="table-title" aria-hidden="true">
        {caption}
      </p>
      <table>
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  {flexRender(header.column.columnDef.header, header.getContext())}
                </th>
              ))}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id} {...rowAttributes?.(row.original)}>
              {row.getVisibleCells().map((cell) => (
                <td key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</td>
              ))}
            </tr>
          ))}
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className="empty-cell">
                {loading ? (
                  <p className="muted">Loading…</p>
                ) : (
                  <EmptyState title={empty}>{emptyHint}</EmptyState>
                )}
              </td>
            </tr>
          )}
        </tbody>
      </table>
    </div>
  );
}
