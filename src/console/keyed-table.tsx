import type { ReactNode } from 'react';

/** A column of a keyed table: its heading, what a row shows in it, and whether that is a loss. */
export interface KeyedColumn<Row> {
  name: string;
  cell: (row: Row) => ReactNode;
  /** Shown in the danger colour, as a refusal or a loss is. */
  danger?: (row: Row) => boolean;
}

/** The headings of a table, the first cell of each row being the row's own heading. */
export function ColumnHeads({ names }: { names: readonly string[] }) {
  return (
    <thead>
      <tr>
        {names.map((name) => (
          <th key={name} scope="col">
            {name}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A table of totals, a row per key (a buyer, a source, a variant), the key heading its row. It scrolls sideways in
 * its own focusable region, so the page does not at 375 px.
 */
export function KeyedTable<Row extends { key: string }>({
  title,
  columns,
  rows,
}: {
  title: string;
  columns: readonly KeyedColumn<Row>[];
  rows: readonly Row[];
}) {
  return (
    <div className="table-scroll" role="region" aria-label={title} tabIndex={0}>
      <table>
        <ColumnHeads names={['', ...columns.map((column) => column.name)]} />
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.key}</th>
              {columns.map((column) => (
                <td key={column.name} className={column.danger?.(row) ? 'status-rejected' : undefined}>
                  {column.cell(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
