import type { ImportRecord } from "../interop/records.ts";
import { addDays, isCalendarDate } from "../kit/calendar.ts";
import { readCsvTable, requireColumn } from "./csv.ts";
import { ImportFileError } from "./errors.ts";

type Flow = Extract<ImportRecord, { type: "menstrualFlow" }>["flow"];

const FLOW_WORDS: Record<string, Flow | null> = {
  spotting: "spotting",
  light: "light",
  medium: "medium",
  moderate: "medium",
  heavy: "heavy",
  yes: "unspecified",
  period: "unspecified",
  bleeding: "unspecified",
  none: null,
  no: null,
  "": null,
};

/** A period longer than this in a start/end file is refused as a slip (ACOG 2015: 2–7 days usual). */
const PERIOD_MAX_IMPORT_DAYS = 15;

/**
 * A cycle history CSV, in either of two documented layouts (header names, any case):
 * - one row per day: `date` (YYYY-MM-DD) and `flow` (spotting, light, medium/moderate, heavy;
 *   none or empty for a day without bleeding);
 * - one row per period: `start` and `end` (YYYY-MM-DD; `end` may be empty for one day), every
 *   day of it a bleeding day of unknown flow.
 */
export function parseCycleCsv(text: string, now: Date): ImportRecord[] {
  const table = readCsvTable(text);
  const today = now.toISOString().slice(0, 10);
  const checkDay = (day: string | undefined, line: number, what: string) => {
    if (!day || !isCalendarDate(day) || day > today) {
      throw new ImportFileError(`the ${what} must be a date YYYY-MM-DD, not in the future`, line);
    }
    return day;
  };
  const records: ImportRecord[] = [];
  if (table.columns.includes("flow")) {
    requireColumn(table, "date");
    for (const row of table.rows) {
      const day = checkDay(row.get("date"), row.line, "date");
      const word = (row.get("flow") ?? "").toLowerCase();
      if (!(word in FLOW_WORDS)) {
        throw new ImportFileError(
          "the flow must be spotting, light, medium, heavy or none",
          row.line,
        );
      }
      const flow = FLOW_WORDS[word];
      if (flow) records.push({ type: "menstrualFlow", day, flow });
    }
    return records;
  }
  requireColumn(table, "start");
  for (const row of table.rows) {
    const start = checkDay(row.get("start"), row.line, "start");
    const endText = row.get("end");
    const end = endText ? checkDay(endText, row.line, "end") : start;
    if (end < start) throw new ImportFileError("the end is before the start", row.line);
    for (let day = start, n = 0; day <= end; day = addDays(day, 1), n++) {
      if (n >= PERIOD_MAX_IMPORT_DAYS) {
        throw new ImportFileError(
          `a period longer than ${PERIOD_MAX_IMPORT_DAYS} days is not plausible`,
          row.line,
        );
      }
      records.push({ type: "menstrualFlow", day, flow: "unspecified" });
    }
  }
  return records;
}
