import { useId, type HTMLAttributes, type ReactNode } from "react";
import { cx } from "./class-names";

/**
 * What a column holds, which sets how it lines up: text starts at the left and wraps; numbers and
 * money end at the right in tabular figures, so that their digits line up down the column; dates,
 * money and references (a booking reference, a code, an email address) never break across lines.
 */
export type ColumnKind = "text" | "number" | "money" | "date" | "reference";

export interface TableColumn<Row> {
  /** Unique within the table. */
  key: string;
  header: ReactNode;
  cell: (row: Row, index: number) => ReactNode;
  /** "text" unless given. */
  kind?: ColumnKind;
}

export interface TableProps<Row> {
  columns: readonly TableColumn<Row>[];
  rows: readonly Row[];
  /** A stable key per row (its id). */
  rowKey: (row: Row, index: number) => string | number;
  /** Shown instead of the table when there are no rows, e.g. "No tickets". */
  empty: ReactNode;
  /** Names the table (every table has one): shown above it unless captionHidden, when a heading on the page names it. */
  caption: ReactNode;
  captionHidden?: boolean;
  /**
   * A table with more columns than a page has room for (the admin console's): on wide screens it
   * scrolls sideways inside its own box, which takes the keyboard's focus so that it can be scrolled
   * without a mouse, and its first column stays in view.
   */
  wide?: boolean;
  className?: string;
  /** Extra attributes of a row's <tr> (e.g. drag and drop handlers, a data attribute). */
  rowProps?: (row: Row, index: number) => HTMLAttributes<HTMLTableRowElement>;
}

/** The wide-screen classes of a column's header and cells, by kind. */
export function columnClasses(kind: ColumnKind = "text"): string {
  switch (kind) {
    case "number":
      return "md:text-right tabular-nums";
    case "money":
      return "md:text-right tabular-nums md:whitespace-nowrap";
    case "date":
    case "reference":
      return "md:text-left md:whitespace-nowrap";
    case "text":
      return "md:text-left";
  }
}

// The outer columns have no outer padding, so that the table's edges line up with the page's heading.
const edges = "md:first:pl-0 md:last:pr-0";
// A wide table's first column stays in view as it scrolls, painted over what slides beneath it.
const sticky = "md:sticky md:left-0 md:z-10 md:bg-paper";
// A wide table scrolls rather than squeeze: its text columns keep room for a short title on one or two
// lines instead of wrapping it word by word beside the columns that may not wrap.
const roomyText = (wide: boolean, kind: ColumnKind = "text") => wide && kind === "text" && "md:min-w-[10rem]";

/**
 * A data table. From the md breakpoint up it is an ordinary table whose columns line up by kind; on
 * small screens each row is a card with one line per cell, its column's header on the left and the
 * value beside it, the values lined up one under the other. No explicit ARIA table roles: HTML
 * forbids them on a table's rows and cells (the W3C checker of the valid-HTML gate refuses them).
 */
export function Table<Row>({ columns, rows, rowKey, empty, caption, captionHidden = false, wide = false, className, rowProps }: TableProps<Row>) {
  const captionId = useId();
  if (rows.length === 0) {
    return (
      <div className={cx("rounded-card border border-dashed border-line-strong px-4 py-8 text-center text-muted", className)}>
        <p className="mb-1 font-display text-lg text-ink">{caption}</p>
        <div>{empty}</div>
      </div>
    );
  }
  const scroller = wide ? { role: "region", tabIndex: 0, "aria-labelledby": captionId } : {};
  return (
    <div className={cx("w-full md:overflow-x-auto", className)} {...scroller}>
      <table className="block w-full border-collapse text-left md:table">
        <caption id={captionId} className={cx(captionHidden ? "sr-only" : "mb-3 text-left font-display text-lg", "block md:table-caption")}>
          {caption}
        </caption>
        <thead className="hidden md:table-header-group">
          <tr className="border-b-2 border-ink">
            {columns.map((column, index) => (
              <th
                key={column.key}
                scope="col"
                className={cx("px-3 py-2 text-sm font-semibold tracking-wide text-muted uppercase", edges, columnClasses(column.kind), roomyText(wide, column.kind), wide && index === 0 && sticky)}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="block space-y-4 md:table-row-group md:space-y-0">
          {rows.map((row, rowIndex) => {
            const extra = rowProps?.(row, rowIndex);
            return (
              <tr
                key={rowKey(row, rowIndex)}
                {...extra}
                className={cx(
                  "block rounded-card border border-line bg-surface p-3 shadow-card",
                  "md:table-row md:rounded-none md:border-0 md:border-b md:bg-transparent md:p-0 md:shadow-none",
                  extra?.className,
                )}
              >
                {columns.map((column, index) => (
                  <td
                    key={column.key}
                    className={cx(
                      "grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] items-baseline gap-x-4 px-1 py-1.5 md:table-cell md:px-3 md:py-3",
                      edges,
                      columnClasses(column.kind),
                      roomyText(wide, column.kind),
                      wide && index === 0 && sticky,
                    )}
                  >
                    <span className="text-sm font-semibold text-muted md:hidden">{column.header}</span>
                    {/* A div, not a span: a cell may hold a form, a list or a block of its own. */}
                    <div className="min-w-0 break-words">{column.cell(row, rowIndex)}</div>
                  </td>
                ))}
              </tr>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
