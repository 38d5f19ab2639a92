import { type CsvValue, toCsv } from "../data-export/csv.ts";
import type { DataExporter } from "../data-export/exporters.ts";
import {
  type ColumnSelection,
  columnNames,
  listPageRows,
  type TimeSeriesTable,
} from "./time-series.repository.ts";

const PAGE = 1000;

export interface TimeSeriesExport {
  /** Key in vitalog-data.json and the CSV's file name. */
  name: string;
  series: TimeSeriesTable;
  /** What to export: JSON key → column; the CSV header is the column's own name. */
  columns: ColumnSelection;
  /** How a column that is not a scalar (a list, a JSON value) reads in the CSV. */
  csvFormat?: Record<string, (value: unknown) => CsvValue>;
}

/** The default exporter of a time series: every row, oldest first, as JSON and as CSV. */
export function timeSeriesExporter({
  name,
  series,
  columns,
  csvFormat = {},
}: TimeSeriesExport): DataExporter {
  const keys = Object.keys(columns);
  const header = Object.values(columnNames(columns));
  const select = { ...columns, __id: series.id, __at: series.time };
  return {
    name,
    hasCsv: true,
    async collect(ctx, userId) {
      const newestFirst: Record<string, unknown>[] = [];
      for (;;) {
        const last = newestFirst.at(-1);
        const page = await listPageRows<Record<string, unknown>>(ctx.db, series, select, userId, {
          limit: PAGE,
          ...(last ? { before: { at: last.__at as Date, id: last.__id as string } } : {}),
        });
        newestFirst.push(...page);
        if (page.length < PAGE) break;
      }
      const rows = newestFirst
        .reverse()
        .map((row) => Object.fromEntries(keys.map((k) => [k, row[k]])));
      return {
        json: rows,
        csv: toCsv(
          header,
          rows.map((row) =>
            keys.map((key) => {
              const format = csvFormat[key];
              return format ? format(row[key]) : (row[key] as CsvValue);
            }),
          ),
        ),
      };
    },
  };
}
