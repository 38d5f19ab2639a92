export type CsvValue = string | number | boolean | Date | null | undefined;

// A cell a spreadsheet would run as a formula (CWE-1236) is prefixed with an apostrophe.
const FORMULA_START = /^[=+\-@\t\r]/;

/** One CSV cell: RFC 4180 quoting, ISO dates, empty for null, formulas defused. */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (value instanceof Date) return value.toISOString();
  if (typeof value !== "string") return String(value);
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** A CSV document with a header row and CRLF line ends, as RFC 4180 and spreadsheets expect. */
export function toCsv(columns: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  return [columns, ...rows]
    .map((row) => row.map(csvCell).join(","))
    .join("\r\n")
    .concat("\r\n");
}
