import type { ReactNode } from "react";

/** One column of a `DataTable`. */
export interface DataTableColumn<Row> {
  key: string;
  /** The column's heading (already translated). */
  header: ReactNode;
  /** What a row shows in this column. */
  cell: (row: Row) => ReactNode;
  /** Hidden below the `sm` width (the row says it another way there). */
  wideOnly?: boolean;
  /** Right-aligned (a trailing action). */
  alignEnd?: boolean;
  /** Extra classes for the column's cells. */
  className?: string;
}

/**
 * A table of rows, each led by a row heading, that scrolls sideways on a narrow screen. With a
 * `label` the scrolling box is a labelled region that takes focus, so it scrolls from the
 * keyboard too, and the label is the table's caption.
 */
export function DataTable<Row>({
  rows,
  rowKey,
  rowHeader,
  columns,
  label,
  minWidthClassName = "",
  dense = false,
}: {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** The first column: its heading and each row's heading cell. */
  rowHeader: { header: ReactNode; cell: (row: Row) => ReactNode; className?: string };
  columns: readonly DataTableColumn<Row>[];
  label?: string;
  /** A minimum width for the table (a Tailwind class), so it scrolls rather than squeezes. */
  minWidthClassName?: string;
  /** Less padding in each row. */
  dense?: boolean;
}) {
  const cellY = dense ? "py-2" : "py-3";
  const pad = (last: boolean) => (last ? "" : "pr-2 sm:pr-3");
  const table = (
    <table className={`w-full text-left text-sm ${minWidthClassName}`}>
      {label ? <caption className="sr-only">{label}</caption> : null}
      <thead>
        <tr className="border-b border-slate-200 text-slate-600">
          <th scope="col" className="py-2 pr-2 font-medium sm:pr-3">
            {rowHeader.header}
          </th>
          {columns.map((column, i) => (
            <th
              key={column.key}
              scope="col"
              className={[
                "py-2 font-medium",
                pad(i === columns.length - 1),
                column.wideOnly ? "hidden sm:table-cell" : "",
                column.alignEnd ? "text-right" : "",
              ].join(" ")}
            >
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={rowKey(row)} className="border-b border-slate-100 align-top last:border-0">
            <th
              scope="row"
              className={`${cellY} pr-2 text-slate-900 sm:pr-3 ${rowHeader.className ?? "font-medium"}`}
            >
              {rowHeader.cell(row)}
            </th>
            {columns.map((column, i) => (
              <td
                key={column.key}
                className={[
                  cellY,
                  pad(i === columns.length - 1),
                  column.wideOnly ? "hidden sm:table-cell" : "",
                  column.alignEnd ? "text-right" : "",
                  column.className ?? "",
                ].join(" ")}
              >
                {column.cell(row)}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
  return label ? (
    <section
      className="overflow-x-auto focus-visible:outline-2 focus-visible:outline-brand-600"
      aria-label={label}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must take focus
      tabIndex={0}
    >
      {table}
    </section>
  ) : (
    // `relative`: a header's sr-only label is placed inside the scroll box, not the page.
    <div className="relative -mx-5 overflow-x-auto px-5">{table}</div>
  );
}
