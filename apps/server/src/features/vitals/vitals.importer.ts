import {
  BLOOD_PRESSURE_LIMITS,
  type ImportRecord,
  type ImportRecordOf,
  isNotInFuture,
  isPlausibleInstant,
  knownRecords,
  sourceIdsOf,
  splitDuplicates,
  VITAL_LIMITS,
  type VitalKind,
  withinRange,
} from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import type { ModuleImporter } from "../../modules/module.ts";
import {
  type BloodPressureValues,
  deleteBloodPressureOfImport,
  findBloodPressureMatches,
  insertBloodPressureRows,
} from "./blood-pressure.repository.ts";
import {
  deleteVitalSignOfImport,
  findVitalSignMatches,
  insertVitalSignRows,
  type VitalSignValues,
} from "./vital-sign.repository.ts";

const KIND_OF = {
  heartRate: "heartRate",
  oxygenSaturation: "spo2",
  bodyTemperature: "temperature",
} as const satisfies Record<string, VitalKind>;

type VitalRecord = ImportRecordOf<"heartRate" | "oxygenSaturation" | "bodyTemperature">;

function recordValue(record: VitalRecord): number {
  if (record.type === "heartRate") return record.bpm;
  if (record.type === "oxygenSaturation") return record.percent;
  return record.celsius;
}

/** A value as compared for duplicates: two decimals, so 36.80 and 36.8 are one value. */
const same = (value: number) => Math.round(value * 100) / 100;

/** A time a reading may have: a plausible instant, not in the future. */
function instantOf(at: string, now: Date): Date | null {
  const date = new Date(at);
  return isPlausibleInstant(date, now.getTime()) && isNotInFuture(date, now) ? date : null;
}

async function writeBloodPressure(
  ctx: ViewerContext,
  records: readonly ImportRecordOf<"bloodPressure">[],
  importId: string | null,
) {
  const now = ctx.now();
  const valid = records.flatMap((r) => {
    const at = instantOf(r.at, now);
    const systolic = Math.round(r.systolic);
    const diastolic = Math.round(r.diastolic);
    const pulse = r.pulse === undefined ? null : Math.round(r.pulse);
    if (
      !at ||
      systolic <= diastolic ||
      !withinRange(systolic, BLOOD_PRESSURE_LIMITS.systolic.bounds) ||
      !withinRange(diastolic, BLOOD_PRESSURE_LIMITS.diastolic.bounds)
    )
      return [];
    const pulseOk = pulse !== null && withinRange(pulse, BLOOD_PRESSURE_LIMITS.pulse.bounds);
    return [{ at, systolic, diastolic, pulse: pulseOk ? pulse : null, sourceId: r.sourceId }];
  });
  const keyOf = (r: { at: Date; systolic: number; diastolic: number }) =>
    `${r.at.getTime()}|${r.systolic}|${r.diastolic}`;
  const stored = await findBloodPressureMatches(
    ctx.db,
    ctx.viewer.id,
    valid.map((r) => r.at),
    sourceIdsOf(valid),
  );
  const known = knownRecords(stored, (s) => keyOf({ ...s, at: s.measuredAt }));
  const { fresh, duplicates } = splitDuplicates(valid, known, keyOf);
  if (importId) {
    await insertBloodPressureRows(
      ctx.db,
      ctx.viewer.id,
      fresh.map(
        (r): BloodPressureValues => ({
          systolic: r.systolic,
          diastolic: r.diastolic,
          pulse: r.pulse,
          arm: null,
          position: null,
          measuredAt: r.at,
          note: null,
          sourceId: r.sourceId ?? null,
          importId,
        }),
      ),
    );
  }
  return { added: fresh.length, duplicates };
}

async function writeVitalSigns(
  ctx: ViewerContext,
  records: readonly VitalRecord[],
  importId: string | null,
) {
  const now = ctx.now();
  const valid = records.flatMap((r) => {
    const at = instantOf(r.at, now);
    const kind = KIND_OF[r.type];
    const value = recordValue(r);
    if (!at || !Number.isFinite(value) || !withinRange(value, VITAL_LIMITS[kind].bounds)) return [];
    return [{ at, kind, value, sourceId: r.sourceId }];
  });
  const keyOf = (r: { at: Date; kind: string; value: number }) =>
    `${r.kind}|${r.at.getTime()}|${same(r.value)}`;
  const stored = await findVitalSignMatches(
    ctx.db,
    ctx.viewer.id,
    valid.map((r) => r.at),
    sourceIdsOf(valid),
  );
  const known = knownRecords(stored, (s) => keyOf({ ...s, at: s.measuredAt }));
  const { fresh, duplicates } = splitDuplicates(valid, known, keyOf);
  if (importId) {
    await insertVitalSignRows(
      ctx.db,
      ctx.viewer.id,
      fresh.map(
        (r): VitalSignValues => ({
          kind: r.kind,
          value: r.value,
          measuredAt: r.at,
          note: null,
          sourceId: r.sourceId ?? null,
          importId,
        }),
      ),
    );
  }
  return { added: fresh.length, duplicates };
}

/**
 * Blood pressure, heart rate, SpO2 and body temperature from another app's export. A record is
 * a duplicate of a stored reading (or of one earlier in the batch) with the same type, instant
 * and value, or the same source id. A record no reading could hold (outside the bounds, in the
 * future, systolic not above diastolic) is left out, neither added nor a duplicate.
 */
export const vitalsImporter: ModuleImporter = {
  types: ["bloodPressure", "heartRate", "oxygenSaturation", "bodyTemperature"],
  async write(ctx, records: readonly ImportRecord[], importId) {
    const bp = records.filter(
      (r): r is ImportRecordOf<"bloodPressure"> => r.type === "bloodPressure",
    );
    const vitals = records.filter(
      (r): r is VitalRecord =>
        r.type === "heartRate" || r.type === "oxygenSaturation" || r.type === "bodyTemperature",
    );
    const a = await writeBloodPressure(ctx, bp, importId);
    const b = await writeVitalSigns(ctx, vitals, importId);
    return { added: a.added + b.added, duplicates: a.duplicates + b.duplicates };
  },
  async undo(ctx, importId) {
    const a = await deleteBloodPressureOfImport(ctx.db, ctx.viewer.id, importId);
    const b = await deleteVitalSignOfImport(ctx.db, ctx.viewer.id, importId);
    return a + b;
  },
};
