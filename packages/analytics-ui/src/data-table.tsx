/**
 * A table of figures: a caption, column headers (`th scope="col"`), a header cell per row (`th scope="row"`), numbers
 * right-aligned. It scrolls inside its own box (never the page) and keeps its header row in view. `hidden` keeps it
 * for screen readers only, while its chart is shown.
 */
import { cn } from '@inkshelf/reader-ui';
import { useId, type ReactNode } from 'react';

export interface Column<R> {
  header: string;
  cell: (row: R) => ReactNode;
}

export interface DataTableProps<R> {
  caption: string;
  /** The header of the first column, whose cells name their rows (a day, a chapter). */
  rowHeader: string;
  rowName: (row: R) => ReactNode;
  columns: readonly Column<R>[];
  rows: readonly R[];
  rowKey: (row: R) => string | number;
  /** Rows to set apart (the drop-off chapter). */
  marked?: (row: R) => boolean;
  hidden?: boolean;
}

export function DataTable<R>({
  caption,
  rowHeader,
  rowName,
  columns,
  rows,
  rowKey,
  marked,
  hidden = false,
}: DataTableProps<R>) {
  const captionId = useId();
  return (
    <div
      // A box that scrolls must be reachable by keyboard; a hidden one is not a stop at all.
      role={hidden ? undefined : 'group'}
      aria-labelledby={hidden ? undefined : captionId}
      tabIndex={hidden ? undefined : 0}
      className={cn(
        hidden
          ? 'sr-only'
          : 'max-h-96 overflow-auto rounded-md border border-border focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
      )}
    >
      <table className="w-full border-collapse text-sm">
        <caption id={captionId} className="sr-only">
          {caption}
        </caption>
        <thead className="sticky top-0 bg-muted text-left">
          <tr>
            <th scope="col" className="min-w-36 px-3 py-2 align-bottom font-medium">
              {rowHeader}
            </th>
            {columns.map((column) => (
              <th key={column.header} scope="col" className="px-3 py-2 text-right align-bottom font-medium">
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr
              key={rowKey(row)}
              data-marked={marked?.(row) ? 'true' : undefined}
              className="border-t border-border data-marked:bg-destructive/10"
            >
              <th scope="row" className="px-3 py-1.5 text-left font-normal">
                {rowName(row)}
              </th>
              {columns.map((column) => (
                <td key={column.header} className="px-3 py-1.5 text-right tabular-nums">
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
