import { jsonExporter, rowsExporter } from "../../data-export/exporters.ts";
import { findCycleSettingsForExport, listAllPeriodRows, listDayRows } from "./cycle.repository.ts";

/** Every period, oldest first. */
export const cyclePeriodsExporter = rowsExporter(
  "cycle-periods",
  ["id", "startDate", "endDate", "createdAt", "updatedAt"],
  (db, userId) => listAllPeriodRows(db, userId) as unknown as Promise<Record<string, unknown>[]>,
);

/** Every logged day, oldest first; symptoms as one cell, separated by semicolons, in the CSV. */
export const cycleDaysExporter = rowsExporter(
  "cycle-days",
  ["id", "date", "flow", "symptoms", "note", "createdAt", "updatedAt"],
  async (db, userId) =>
    (await listDayRows(db, userId)).map((day) => ({ ...day, symptoms: day.symptoms.join(";") })),
);

export const cycleSettingsExporter = jsonExporter("cycle-settings", findCycleSettingsForExport);
