import { ImportFileError } from "./errors.ts";
import { ImportMessage } from "./messages.ts";

/**
 * The rows of a CSV text (RFC 4180: commas, double-quoted fields with "" for a quote, CRLF or
 * LF line ends; a byte-order mark is dropped; a semicolon-separated file is read by its header).
 * Blank lines are left out; each row keeps its line number in the file (1 = the header).
 */
export function parseCsv(text: string): { line: number; cells: string[] }[] {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  const firstLine = body.slice(0, body.search(/\r?\n|$/));
  const separator = !firstLine.includes(",") && firstLine.includes(";") ? ";" : ",";
  const rows: { line: number; cells: string[] }[] = [];
  let cells: string[] = [];
  let cell = "";
  let quoted = false;
  let line = 1;
  let rowLine = 1;
  const endRow = () => {
    cells.push(cell);
    if (cells.length > 1 || cells[0]?.trim() !== "") rows.push({ line: rowLine, cells });
    cells = [];
    cell = "";
  };
  for (let i = 0; i < body.length; i++) {
    const ch = body[i];
    if (quoted) {
      if (ch === '"') {
        if (body[i + 1] === '"') {
          cell += '"';
          i++;
        } else quoted = false;
      } else {
        if (ch === "\n") line++;
        cell += ch;
      }
    } else if (ch === '"' && cell.trim() === "") {
      quoted = true;
      cell = "";
    } else if (ch === separator) {
      cells.push(cell);
      cell = "";
    } else if (ch === "\n" || ch === "\r") {
      if (ch === "\r" && body[i + 1] === "\n") i++;
      endRow();
      line++;
      rowLine = line;
    } else cell += ch;
  }
  if (quoted)
    throw new ImportFileError(`${ImportMessage.badRow}: a quoted field is not closed`, rowLine);
  if (cell !== "" || cells.length > 0) endRow();
  return rows;
}

/** A CSV read with its header: each row as a lookup by column name (case and spaces ignored). */
export interface CsvTable {
  columns: string[];
  rows: { line: number; get(column: string): string | undefined }[];
}

const normalise = (name: string) => name.trim().toLowerCase();

export function readCsvTable(text: string): CsvTable {
  const [header, ...rest] = parseCsv(text);
  if (!header) throw new ImportFileError(ImportMessage.emptyFile);
  const columns = header.cells.map(normalise);
  if (columns.every((c) => c === "")) throw new ImportFileError(ImportMessage.notCsv);
  const index = new Map(columns.map((c, i) => [c, i]));
  return {
    columns,
    rows: rest.map(({ line, cells }) => ({
      line,
      get(column: string) {
        const at = index.get(normalise(column));
        const value = at === undefined ? undefined : cells[at];
        return value === undefined ? undefined : value.trim();
      },
    })),
  };
}

/** Refuses a table without `column`: "The file has no column named "weight"". */
export function requireColumn(table: CsvTable, column: string): void {
  if (!table.columns.includes(normalise(column))) {
    throw new ImportFileError(`${ImportMessage.missingColumn} "${column}"`, 1);
  }
}
