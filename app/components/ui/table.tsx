import type { HTMLAttributes, ReactNode } from "react";
import { cx } from "./class-names";

export interface TableColumn<Row> {
  /** Unique within the table. */
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** Right-align numbers and money on wide screens. */
  align?: "start" | "end";
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key per row (its id). */
  rowKey: (row: Row, index: number) => string | number;
  /** Shown instead of the table when there are no rows, e.g. "No tickets". */
  empty: ReactNode;
  /** Names the table; shown above it unless captionHidden. */
  caption?: ReactNode;
  captionHidden?: boolean;
  className?: string;
  /** Extra attributes of a row's <tr> (e.g. drag and drop handlers, a data attribute). */
  rowProps?: (row: Row, index: number) => HTMLAttributes<HTMLTableRowElement>;
}

/**
 * A data table. From the md breakpoint up it is an ordinary table; on small screens each row is
 * a stacked card and every cell shows its column header as a label, so the stacked view reads
 * well even where a browser drops table semantics for `display: block`. No explicit ARIA table roles:
 * HTML forbids them on a table's rows and cells (the W3C checker of the valid-HTML gate refuses them).
 */
export function Table<Row>({ columns, rows, rowKey, empty, caption, captionHidden = false, className, rowProps }: TableProps<Row>) {
  if (rows.length === 0) {
    return (
      <div className={cx("rounded-card border border-dashed border-line-strong px-4 py-8 text-center text-muted", className)}>
        {caption ? <p className="mb-1 font-display text-lg text-ink">{caption}</p> : null}
        <div>{empty}</div>
      </div>
    );
  }
  return (
    <div className={cx("w-full", className)}>
      <table className="block w-full border-collapse text-left md:table">
        {caption ? (
          <caption className={cx(captionHidden ? "sr-only" : "mb-3 text-left font-display text-lg", "block md:table-caption")}>
            {caption}
          </caption>
        ) : null}
        <thead className="hidden md:table-header-group">
          <tr className="border-b-2 border-ink">
            {columns.map((column) => (
              <th
                key={column.key}
                scope="col"
                className={cx(
                  "px-3 py-2 text-sm font-semibold tracking-wide text-muted uppercase",
                  column.align === "end" && "text-right",
                )}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-4 md:table-row-group md:space-y-0">
          {rows.map((row, rowIndex) => (
            <tr
              key={rowKey(row, rowIndex)}
              {...rowProps?.(row, rowIndex)}
              className={cx(
                "block rounded-card border border-line bg-surface p-3 shadow-card",
                "md:table-row md:rounded-none md:border-0 md:border-b md:bg-transparent md:p-0 md:shadow-none",
              )}
            >
              {columns.map((column) => (
                <td
                  key={column.key}
                  className={cx(
                    "flex items-baseline justify-between gap-4 px-1 py-1.5 md:table-cell md:px-3 md:py-3",
                    column.align === "end" && "md:text-right",
                  )}
                >
                  <span className="text-sm font-semibold text-muted md:hidden">{column.header}</span>
                  {/* A div, not a span: a cell may hold a form, a list or a block of its own. */}
                  <div className="min-w-0 text-right break-words">{column.cell(row, rowIndex)}</div>
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
