import {
  addDays,
  type ImportRecordOf,
  importedEnergyDay,
  importedEnergyKcal,
  importRecordKey,
  isNotInFuture,
  isPlausibleInstant,
  knownRecords,
  sourceIdsOf,
  splitDuplicates,
} from "@vitalog/domain";
import type { ModuleImporter } from "../../modules/module.ts";
import {
  deleteImportedEnergyOfImport,
  insertImportedEnergyRows,
  listImportedEnergyMatches,
} from "./food.repository.ts";

type EnergyRecord = ImportRecordOf<"dietaryEnergy"> & { day: string };

/**
 * Dietary energy from other apps, kept as what it is: an amount of energy eaten at a time, on
 * its local day, not a food (no name, grams or macronutrients are made up). The same second and
 * 0.1 kcal, or the same source id, is a duplicate. A record the food log could not hold (not a
 * plausible time, in the future, 0 or above the ceiling) is left out, neither added nor a
 * duplicate.
 */
export const foodImporter: ModuleImporter = {
  types: ["dietaryEnergy"],
  async write(ctx, records, importId) {
    const now = ctx.now();
    const valid = (records as readonly ImportRecordOf<"dietaryEnergy">[]).flatMap(
      (r): EnergyRecord[] => {
        const at = new Date(r.at);
        const kcal = importedEnergyKcal(r.kcal);
        const day = importedEnergyDay(r);
        if (!isPlausibleInstant(at, now.getTime()) || !isNotInFuture(at, now)) return [];
        if (kcal === null || day === null) return [];
        return [{ ...r, at: at.toISOString(), kcal, day }];
      },
    );
    if (valid.length === 0) return { added: 0, duplicates: 0 };
    const days = valid.map((r) => r.day).sort();
    const stored = await listImportedEnergyMatches(
      ctx.db,
      ctx.viewer.id,
      // A stored row's day is its own local day, which may differ from the record's by one.
      { from: addDays(days[0] as string, -1), to: addDays(days[days.length - 1] as string, 1) },
      sourceIdsOf(valid),
    );
    const known = knownRecords(stored, (row) =>
      importRecordKey({ type: "dietaryEnergy", at: row.at.toISOString(), kcal: row.kcal }),
    );
    const { fresh, duplicates } = splitDuplicates(valid, known);
    if (importId) {
      await insertImportedEnergyRows(
        ctx.db,
        ctx.viewer.id,
        importId,
        fresh.map((r) => ({
          date: r.day,
          at: new Date(r.at),
          kcal: r.kcal,
          sourceId: r.sourceId ?? null,
        })),
      );
    }
    return { added: fresh.length, duplicates };
  },
  undo: (ctx, importId) => deleteImportedEnergyOfImport(ctx.db, ctx.viewer.id, importId),
};
