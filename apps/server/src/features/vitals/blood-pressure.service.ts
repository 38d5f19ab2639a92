import {
  BLOOD_PRESSURE_LIMITS,
  type BloodPressureArm,
  type BloodPressureInput,
  type BloodPressureList,
  type BloodPressureListQuery,
  type BloodPressurePatch,
  type BloodPressurePosition,
  type BloodPressureReading,
  bloodPressureCategory,
  judgeValue,
  VitalsMessage,
} from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { enforcePlausibility, type PlausibilityCheck } from "../../kit/plausibility.ts";
import {
  instantOf,
  keysetPageQuery,
  notInFuture,
  ownedOr404,
  toPage,
} from "../../kit/time-series.service.ts";
import {
  type BloodPressureRow,
  type BloodPressureValues,
  deleteBloodPressureRow,
  findBloodPressureRow,
  insertBloodPressureRows,
  listBloodPressureRows,
  updateBloodPressureRow,
} from "./blood-pressure.repository.ts";

export function toBloodPressureReading(row: BloodPressureRow): BloodPressureReading {
  const category = bloodPressureCategory(row.systolic, row.diastolic);
  return {
    id: row.id,
    systolic: row.systolic,
    diastolic: row.diastolic,
    pulse: row.pulse,
    arm: row.arm as BloodPressureArm | null,
    position: row.position as BloodPressurePosition | null,
    measuredAt: row.measuredAt.toISOString(),
    note: row.note,
    category,
    warning: category === "crisis" ? VitalsMessage.crisisWarning : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** When a reading was measured: a plausible instant, not in the future. */
export function vitalMeasuredAt(ctx: ViewerContext, value: string): Date {
  const now = ctx.now();
  const at = instantOf(value, "measuredAt", VitalsMessage.dateRequired, now);
  notInFuture(at, "measuredAt", VitalsMessage.dateInFuture, now);
  return at;
}

/** Bounds (400), systolic above diastolic (400) and the usual ranges (422 until confirmed). */
function checkReading(
  values: { systolic: number; diastolic: number; pulse: number | null },
  confirmed: boolean | undefined,
) {
  if (values.systolic <= values.diastolic) {
    throw AppError.invalid("systolic", VitalsMessage.systolicBelowDiastolic);
  }
  const checks: PlausibilityCheck[] = [
    {
      field: "systolic",
      verdict: judgeValue(values.systolic, BLOOD_PRESSURE_LIMITS.systolic),
      outOfBounds: VitalsMessage.systolicRange,
      implausible: VitalsMessage.bloodPressureUnusual,
      confirmed,
    },
    {
      field: "diastolic",
      verdict: judgeValue(values.diastolic, BLOOD_PRESSURE_LIMITS.diastolic),
      outOfBounds: VitalsMessage.diastolicRange,
      implausible: VitalsMessage.bloodPressureUnusual,
      confirmed,
    },
  ];
  if (values.pulse !== null) {
    checks.push({
      field: "pulse",
      verdict: judgeValue(values.pulse, BLOOD_PRESSURE_LIMITS.pulse),
      outOfBounds: VitalsMessage.pulseRange,
      implausible: VitalsMessage.heartRateUnusual,
      confirmed,
    });
  }
  enforcePlausibility(checks);
}

export async function listBloodPressure(
  ctx: ViewerContext,
  query: BloodPressureListQuery,
): Promise<BloodPressureList> {
  const rows = await listBloodPressureRows(
    ctx.db,
    ctx.viewer.id,
    keysetPageQuery(query, ctx.now()),
  );
  return toPage(rows, query.limit, (r) => ({ at: r.measuredAt, id: r.id }), toBloodPressureReading);
}

const findOwned = (ctx: ViewerContext, id: string) =>
  ownedOr404(
    id,
    (owned) => findBloodPressureRow(ctx.db, ctx.viewer.id, owned),
    VitalsMessage.bloodPressureNotFound,
  );

export async function getBloodPressure(
  ctx: ViewerContext,
  id: string,
): Promise<BloodPressureReading> {
  return toBloodPressureReading(await findOwned(ctx, id));
}

export async function createBloodPressure(
  ctx: ViewerContext,
  input: BloodPressureInput,
): Promise<BloodPressureReading> {
  const values: BloodPressureValues = {
    systolic: input.systolic,
    diastolic: input.diastolic,
    pulse: input.pulse ?? null,
    arm: input.arm ?? null,
    position: input.position ?? null,
    measuredAt: vitalMeasuredAt(ctx, input.measuredAt),
    note: input.note ?? null,
  };
  checkReading(values, input.confirmed);
  const [row] = await insertBloodPressureRows(ctx.db, ctx.viewer.id, [values]);
  if (!row) throw new Error("insert into blood_pressure_readings returned no row");
  return toBloodPressureReading(row);
}

export async function updateBloodPressure(
  ctx: ViewerContext,
  id: string,
  patch: BloodPressurePatch,
): Promise<BloodPressureReading> {
  const current = await findOwned(ctx, id);
  const changes: Partial<BloodPressureValues> = {};
  if (patch.systolic !== undefined) changes.systolic = patch.systolic;
  if (patch.diastolic !== undefined) changes.diastolic = patch.diastolic;
  if (patch.pulse !== undefined) changes.pulse = patch.pulse;
  if (patch.arm !== undefined) changes.arm = patch.arm;
  if (patch.position !== undefined) changes.position = patch.position;
  if (patch.measuredAt !== undefined) changes.measuredAt = vitalMeasuredAt(ctx, patch.measuredAt);
  if (patch.note !== undefined) changes.note = patch.note;
  checkReading(
    {
      systolic: changes.systolic ?? current.systolic,
      diastolic: changes.diastolic ?? current.diastolic,
      pulse: changes.pulse === undefined ? current.pulse : changes.pulse,
    },
    patch.confirmed,
  );
  const row = await ownedOr404(
    id,
    (owned) => updateBloodPressureRow(ctx.db, ctx.viewer.id, owned, changes, ctx.now()),
    VitalsMessage.bloodPressureNotFound,
  );
  return toBloodPressureReading(row);
}

export async function deleteBloodPressure(ctx: ViewerContext, id: string): Promise<void> {
  await ownedOr404(
    id,
    async (owned) => ((await deleteBloodPressureRow(ctx.db, ctx.viewer.id, owned)) ? true : null),
    VitalsMessage.bloodPressureNotFound,
  );
}
