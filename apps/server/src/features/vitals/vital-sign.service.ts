import {
  judgeValue,
  VITAL_KIND_MESSAGES,
  VITAL_LIMITS,
  type VitalKind,
  type VitalReading,
  type VitalReadingInput,
  type VitalReadingList,
  type VitalReadingListQuery,
  type VitalReadingPatch,
  VitalsMessage,
} from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { enforcePlausibility } from "../../kit/plausibility.ts";
import { keysetPageQuery, ownedOr404, toPage } from "../../kit/time-series.service.ts";
import { vitalMeasuredAt } from "./blood-pressure.service.ts";
import {
  deleteVitalSignRow,
  findVitalSignRow,
  insertVitalSignRows,
  listVitalSignRows,
  updateVitalSignRow,
  type VitalSignRow,
  type VitalSignValues,
} from "./vital-sign.repository.ts";

export function toVitalReading(row: VitalSignRow): VitalReading {
  return {
    id: row.id,
    kind: row.kind as VitalKind,
    value: row.value,
    measuredAt: row.measuredAt.toISOString(),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

function checkValue(kind: VitalKind, value: number, confirmed: boolean | undefined) {
  enforcePlausibility([
    {
      field: "value",
      verdict: judgeValue(value, VITAL_LIMITS[kind]),
      outOfBounds: VITAL_KIND_MESSAGES[kind].range,
      implausible: VITAL_KIND_MESSAGES[kind].unusual,
      confirmed,
    },
  ]);
}

export async function listVitalReadings(
  ctx: ViewerContext,
  query: VitalReadingListQuery,
): Promise<VitalReadingList> {
  const rows = await listVitalSignRows(ctx.db, ctx.viewer.id, keysetPageQuery(query, ctx.now()));
  return toPage(rows, query.limit, (r) => ({ at: r.measuredAt, id: r.id }), toVitalReading);
}

const findOwned = (ctx: ViewerContext, id: string) =>
  ownedOr404(
    id,
    (owned) => findVitalSignRow(ctx.db, ctx.viewer.id, owned),
    VitalsMessage.vitalNotFound,
  );

export async function getVitalReading(ctx: ViewerContext, id: string): Promise<VitalReading> {
  return toVitalReading(await findOwned(ctx, id));
}

export async function createVitalReading(
  ctx: ViewerContext,
  input: VitalReadingInput,
): Promise<VitalReading> {
  const measuredAt = vitalMeasuredAt(ctx, input.measuredAt);
  checkValue(input.kind, input.value, input.confirmed);
  const [row] = await insertVitalSignRows(ctx.db, ctx.viewer.id, [
    { kind: input.kind, value: input.value, measuredAt, note: input.note ?? null },
  ]);
  if (!row) throw new Error("insert into vital_sign_readings returned no row");
  return toVitalReading(row);
}

export async function updateVitalReading(
  ctx: ViewerContext,
  id: string,
  patch: VitalReadingPatch,
): Promise<VitalReading> {
  const current = await findOwned(ctx, id);
  if (patch.kind !== undefined && patch.kind !== current.kind) {
    throw AppError.invalid("kind", VitalsMessage.kindChange);
  }
  const changes: Partial<VitalSignValues> = {};
  if (patch.value !== undefined) {
    checkValue(current.kind as VitalKind, patch.value, patch.confirmed);
    changes.value = patch.value;
  }
  if (patch.measuredAt !== undefined) changes.measuredAt = vitalMeasuredAt(ctx, patch.measuredAt);
  if (patch.note !== undefined) changes.note = patch.note;
  const row = await ownedOr404(
    id,
    (owned) => updateVitalSignRow(ctx.db, ctx.viewer.id, owned, changes, ctx.now()),
    VitalsMessage.vitalNotFound,
  );
  return toVitalReading(row);
}

export async function deleteVitalReading(ctx: ViewerContext, id: string): Promise<void> {
  await ownedOr404(
    id,
    async (owned) => ((await deleteVitalSignRow(ctx.db, ctx.viewer.id, owned)) ? true : null),
    VitalsMessage.vitalNotFound,
  );
}
