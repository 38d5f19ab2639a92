import { rowsExporter } from "../../data-export/exporters.ts";
import { listActivityDaysForExport } from "./activity-day.repository.ts";

/** Every day of steps and active minutes, oldest first, with the import marks. */
export const activityDaysExporter = rowsExporter(
  "activity-days",
  [
    "id",
    "date",
    "steps",
    "activeMinutes",
    "stepsSourceId",
    "activeMinutesSourceId",
    "importId",
    "createdAt",
    "updatedAt",
  ],
  (db, userId) =>
    listActivityDaysForExport(db, userId) as unknown as Promise<Record<string, unknown>[]>,
);
