import {
  type ImportRecordOf,
  importRecordKey,
  knownRecords,
  sourceIdsOf,
  splitDuplicates,
} from "@vitalog/domain";
import type { ModuleImporter } from "../../modules/module.ts";
import {
  deleteImportedWeightEntries,
  insertImportedWeightEntries,
  listWeightImportKeys,
} from "./weight-entry.repository.ts";

/** Weigh-ins from other apps: a weigh-in at the same second and 0.1 kg, or the same source id, is a duplicate. */
export const weightImporter: ModuleImporter = {
  types: ["weight"],
  async write(ctx, records, importId) {
    const weights = records as readonly ImportRecordOf<"weight">[];
    if (weights.length === 0) return { added: 0, duplicates: 0 };
    const times = weights.map((r) => Date.parse(r.at));
    const stored = await listWeightImportKeys(
      ctx.db,
      ctx.viewer.id,
      new Date(Math.min(...times) - 1000),
      new Date(Math.max(...times) + 1000),
      sourceIdsOf(weights),
    );
    const known = knownRecords(stored, (row) =>
      importRecordKey({ type: "weight", at: row.measuredAt.toISOString(), kg: row.weightKg }),
    );
    const { fresh, duplicates } = splitDuplicates(weights, known);
    if (importId) {
      await insertImportedWeightEntries(
        ctx.db,
        ctx.viewer.id,
        importId,
        fresh.map((r) => ({
          weightKg: r.kg,
          measuredAt: new Date(r.at),
          sourceId: r.sourceId ?? null,
        })),
      );
    }
    return { added: fresh.length, duplicates };
  },
  undo: (ctx, importId) => deleteImportedWeightEntries(ctx.db, ctx.viewer.id, importId),
};
