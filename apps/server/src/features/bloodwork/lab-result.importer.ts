import {
  findLabUnit,
  type ImportRecordOf,
  importRecordKey,
  knownRecords,
  LAB_VALUE_MAX,
  labMarkerOf,
  roundLabValue,
  sourceIdsOf,
  splitDuplicates,
  toCanonical,
} from "@vitalog/domain";
import type { ModuleImporter } from "../../modules/module.ts";
import {
  deleteImportedLabResults,
  insertImportedLabResults,
  listLabResultImportKeys,
} from "./lab-result.repository.ts";

/**
 * Lab results from other apps (FHIR Observations, devices): only markers of the catalogue, in a
 * unit the marker accepts (its UCUM spelling), are kept; the rest are left out. The same marker,
 * time and value, or source id, is a duplicate.
 */
export const labResultImporter: ModuleImporter = {
  types: ["labResult"],
  async write(ctx, records, importId) {
    const results = (records as readonly ImportRecordOf<"labResult">[]).flatMap((r) => {
      const marker = labMarkerOf(r.loinc);
      const unit = marker ? findLabUnit(marker, r.unit) : undefined;
      return marker && unit && r.value <= LAB_VALUE_MAX ? [{ r, marker, unit }] : [];
    });
    if (results.length === 0) return { added: 0, duplicates: 0 };
    const times = results.map(({ r }) => Date.parse(r.at));
    const stored = await listLabResultImportKeys(
      ctx.db,
      ctx.viewer.id,
      new Date(Math.min(...times) - 1000),
      new Date(Math.max(...times) + 1000),
      sourceIdsOf(results.map(({ r }) => r)),
    );
    // Compared in the marker's canonical unit, so a result exported in mg/dL is the same result
    // as the one entered in mmol/L.
    const canonicalKey = (at: string, code: string, value: number, unit: string) =>
      importRecordKey({ type: "labResult", at, loinc: code, value: roundLabValue(value, 6), unit });
    const known = knownRecords(stored, (row) =>
      canonicalKey(
        row.takenAt.toISOString(),
        row.code ?? "",
        row.canonicalValue,
        row.canonicalUnit,
      ),
    );
    const canonical = results.map(({ r, marker, unit }) => ({
      ...r,
      loinc: marker.code,
      value: roundLabValue(toCanonical(r.value, unit), 6),
      unit: marker.unit,
    }));
    const original = new Map(canonical.map((c, i) => [c, results[i]?.r]));
    const split = splitDuplicates(canonical, known);
    const fresh = split.fresh.flatMap((c) => {
      const r = original.get(c);
      return r ? [r] : [];
    });
    const duplicates = split.duplicates;
    if (importId) {
      const byRecord = new Map(results.map((x) => [x.r, x]));
      await insertImportedLabResults(
        ctx.db,
        ctx.viewer.id,
        importId,
        fresh.flatMap((r) => {
          const found = byRecord.get(r);
          if (!found) return [];
          const { marker, unit } = found;
          return [
            {
              takenAt: new Date(r.at),
              lab: null,
              code: marker.code,
              name: marker.name,
              value: r.value,
              unit: unit.unit,
              canonicalValue: roundLabValue(toCanonical(r.value, unit), 6),
              canonicalUnit: marker.unit,
              referenceLow: null,
              referenceHigh: null,
              note: null,
              sourceId: r.sourceId ?? null,
            },
          ];
        }),
      );
    }
    return { added: fresh.length, duplicates };
  },
  undo: (ctx, importId) => deleteImportedLabResults(ctx.db, ctx.viewer.id, importId),
};
