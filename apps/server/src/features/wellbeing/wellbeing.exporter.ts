import { rowsExporter } from "../../data-export/exporters.ts";
import { listAllCheckinRows } from "./wellbeing.repository.ts";

/** Every check-in, oldest day first. */
export const wellbeingCheckinsExporter = rowsExporter(
  "wellbeing-checkins",
  [
    "id",
    "date",
    "mood",
    "energy",
    "sleepQuality",
    "stress",
    "sleepHours",
    "note",
    "createdAt",
    "updatedAt",
  ],
  (db, userId) => listAllCheckinRows(db, userId) as unknown as Promise<Record<string, unknown>[]>,
);
