import { rowsExporter } from "../../data-export/exporters.ts";
import { listDoseRowsForExport, listMedicationRows } from "./medications.repository.ts";

/** Every medication with its schedule; times and weekdays as one cell each, `;`-separated. */
export const medicationsExporter = rowsExporter(
  "medications",
  [
    "id",
    "name",
    "dosage",
    "dosageUnit",
    "instructions",
    "times",
    "daysOfWeek",
    "reminderMinutesBefore",
    "startDate",
    "endDate",
    "stockCount",
    "createdAt",
    "updatedAt",
  ],
  async (db, userId) =>
    (await listMedicationRows(db, userId)).map((row) => ({
      ...row,
      times: row.times.join(";"),
      daysOfWeek: row.daysOfWeek.join(";"),
    })),
);

/** Every dose marked taken, skipped or snoozed, oldest first. */
export const medicationDosesExporter = rowsExporter(
  "medication-doses",
  [
    "id",
    "medicationId",
    "medicationName",
    "scheduledAt",
    "status",
    "markedAt",
    "snoozedUntil",
    "createdAt",
    "updatedAt",
  ],
  listDoseRowsForExport,
);
