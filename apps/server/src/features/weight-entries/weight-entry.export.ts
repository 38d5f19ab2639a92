import { toCsv } from "../account/csv.ts";
import type { DataExporter } from "../account/exporters.ts";
import { listWeightEntryRows, type WeightEntryRow } from "./weight-entry.repository.ts";

const PAGE = 1000;

/** Every weigh-in, oldest first, in kilograms (the unit they are stored in). */
export const weightEntriesExporter: DataExporter = {
  name: "weight-entries",
  async collect(ctx, userId) {
    const newestFirst: WeightEntryRow[] = [];
    for (;;) {
      const last = newestFirst.at(-1);
      const page = await listWeightEntryRows(ctx.db, userId, {
        limit: PAGE,
        ...(last ? { before: { measuredAt: last.measuredAt, id: last.id } } : {}),
      });
      newestFirst.push(...page);
      if (page.length < PAGE) break;
    }
    const entries = newestFirst.reverse();
    return {
      json: entries,
      csv: toCsv(
        ["id", "measured_at", "weight_kg", "note", "created_at", "updated_at"],
        entries.map((e) => [e.id, e.measuredAt, e.weightKg, e.note, e.createdAt, e.updatedAt]),
      ),
    };
  },
};
