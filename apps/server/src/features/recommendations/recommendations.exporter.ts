import { rowsExporter } from "../../data-export/exporters.ts";
import { listStatesForExport } from "./recommendations.repository.ts";

/** The person's state of each recommendation they touched: completed, saved, hidden, progress. */
export const recommendationStatesExporter = rowsExporter(
  "recommendation-states",
  [
    "recommendationId",
    "guidelineTitle",
    "completedAt",
    "completedOn",
    "completionNotes",
    "savedAt",
    "hiddenAt",
    "hiddenReason",
    "progressStep",
    "nextDueOn",
    "lastViewedOn",
  ],
  async (db, userId) =>
    (await listStatesForExport(db, userId)).map((row) => ({
      ...row,
      completedAt: row.completedAt?.toISOString() ?? null,
      savedAt: row.savedAt?.toISOString() ?? null,
      hiddenAt: row.hiddenAt?.toISOString() ?? null,
    })),
);
