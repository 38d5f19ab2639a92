import {
  judgeValue,
  type WeightEntry,
  type WeightEntryInput,
  type WeightEntryList,
  type WeightEntryListQuery,
  type WeightEntryPatch,
  WeightMessage,
  weightPlausibility,
} from "@vitalog/domain";
import type { RequestContext, ViewerContext } from "../../context.ts";
import { enforcePlausibility } from "../../kit/plausibility.ts";
import {
  instantOf,
  keysetPageQuery,
  notInFuture,
  ownedOr404,
  toPage,
} from "../../kit/time-series.service.ts";
import {
  countWeightEntries,
  deleteWeightEntryRow,
  findNearestWeightEntryRow,
  findWeightEntryRow,
  insertWeightEntryRow,
  listWeightEntryRows,
  updateWeightEntryRow,
  type WeightEntryRow,
  type WeightEntryValues,
} from "./weight-entry.repository.ts";

function toWeightEntry(row: WeightEntryRow): WeightEntry {
  return {
    id: row.id,
    weightKg: row.weightKg,
    measuredAt: row.measuredAt.toISOString(),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** When a weigh-in was measured: a plausible instant, not in the future. */
function measuredAt(ctx: ViewerContext, value: string): Date {
  const now = ctx.now();
  const at = instantOf(value, "measuredAt", WeightMessage.dateRequired, now);
  notInFuture(at, "measuredAt", WeightMessage.dateInFuture, now);
  return at;
}

/** A page of the person's entries, newest first; `nextCursor` is null on the last page. */
export async function listWeightEntries(
  ctx: ViewerContext,
  query: WeightEntryListQuery,
): Promise<WeightEntryList> {
  const rows = await listWeightEntryRows(ctx.db, ctx.viewer.id, keysetPageQuery(query, ctx.now()));
  return toPage(rows, query.limit, (r) => ({ at: r.measuredAt, id: r.id }), toWeightEntry);
}

export async function getWeightEntry(ctx: ViewerContext, id: string): Promise<WeightEntry> {
  const row = await ownedOr404(
    id,
    (owned) => findWeightEntryRow(ctx.db, ctx.viewer.id, owned),
    WeightMessage.notFound,
  );
  return toWeightEntry(row);
}

/**
 * A weight far from the nearest weigh-in of the week around it (domain weightPlausibility) is
 * saved only once confirmed: 422 CONFIRMATION_REQUIRED on `weightKg` until then.
 */
async function checkChange(
  ctx: ViewerContext,
  weightKg: number,
  at: Date,
  confirmed: boolean | undefined,
  exceptId?: string,
) {
  if (confirmed) return;
  const nearest = await findNearestWeightEntryRow(ctx.db, ctx.viewer.id, at, exceptId);
  enforcePlausibility([
    {
      field: "weightKg",
      verdict: judgeValue(weightKg, weightPlausibility(at, nearest)),
      outOfBounds: WeightMessage.weightRange,
      implausible: WeightMessage.changeImplausible,
      confirmed,
    },
  ]);
}

export async function createWeightEntry(
  ctx: ViewerContext,
  input: WeightEntryInput,
): Promise<WeightEntry> {
  const at = measuredAt(ctx, input.measuredAt);
  await checkChange(ctx, input.weightKg, at, input.confirmed);
  const row = await insertWeightEntryRow(ctx.db, ctx.viewer.id, {
    weightKg: input.weightKg,
    measuredAt: at,
    note: input.note ?? null,
  });
  return toWeightEntry(row);
}

export async function updateWeightEntry(
  ctx: ViewerContext,
  id: string,
  patch: WeightEntryPatch,
): Promise<WeightEntry> {
  const changes: Partial<WeightEntryValues> = {};
  if (patch.weightKg !== undefined) changes.weightKg = patch.weightKg;
  if (patch.measuredAt !== undefined) changes.measuredAt = measuredAt(ctx, patch.measuredAt);
  if (patch.note !== undefined) changes.note = patch.note;
  if (changes.weightKg !== undefined || changes.measuredAt !== undefined) {
    const current = await ownedOr404(
      id,
      (owned) => findWeightEntryRow(ctx.db, ctx.viewer.id, owned),
      WeightMessage.notFound,
    );
    await checkChange(
      ctx,
      changes.weightKg ?? current.weightKg,
      changes.measuredAt ?? current.measuredAt,
      patch.confirmed,
      current.id,
    );
  }
  const row = await ownedOr404(
    id,
    (owned) => updateWeightEntryRow(ctx.db, ctx.viewer.id, owned, changes, ctx.now()),
    WeightMessage.notFound,
  );
  return toWeightEntry(row);
}

export async function deleteWeightEntry(ctx: ViewerContext, id: string): Promise<void> {
  await ownedOr404(
    id,
    async (owned) => ((await deleteWeightEntryRow(ctx.db, ctx.viewer.id, owned)) ? true : null),
    WeightMessage.notFound,
  );
}

/** The admin dashboard's figure. */
export async function weightAdminCounts(ctx: RequestContext) {
  return { weightEntries: await countWeightEntries(ctx.db) };
}
