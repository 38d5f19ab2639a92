import {
  PAIN_REGIONS,
  type PainEntry,
  type PainEntryInput,
  type PainEntryList,
  type PainEntryListQuery,
  type PainEntryPatch,
  PainMessage,
  type PainRegionCatalogue,
  type PainType,
} from "@vitalog/domain";
import type { RequestContext, ViewerContext } from "../../context.ts";
import {
  instantOf,
  keysetPageQuery,
  notInFuture,
  ownedOr404,
  toPage,
} from "../../kit/time-series.service.ts";
import {
  countPainEntries,
  deletePainEntryRow,
  findPainEntryRow,
  insertPainEntryRow,
  listPainEntryRows,
  type PainEntryRow,
  type PainEntryValues,
  updatePainEntryRow,
} from "./pain.repository.ts";

function toPainEntry(row: PainEntryRow): PainEntry {
  return {
    id: row.id,
    occurredAt: row.occurredAt.toISOString(),
    regions: row.regions.map((r) => ({
      region: r.region,
      intensity: r.intensity,
      type: r.type as PainType,
    })),
    symptoms: row.symptoms,
    triggers: row.triggers,
    relief: row.relief,
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** When the pain happened: a plausible instant, not in the future. */
function occurredAt(ctx: ViewerContext, value: string): Date {
  const now = ctx.now();
  const at = instantOf(value, "occurredAt", PainMessage.dateRequired, now);
  notInFuture(at, "occurredAt", PainMessage.dateInFuture, now);
  return at;
}

/** The body map's regions, front then back. */
export function painRegionCatalogue(): PainRegionCatalogue {
  return { items: PAIN_REGIONS.map((r) => ({ ...r })) };
}

/** A page of the person's entries, newest first; `nextCursor` is null on the last page. */
export async function listPainEntries(
  ctx: ViewerContext,
  query: PainEntryListQuery,
): Promise<PainEntryList> {
  const rows = await listPainEntryRows(ctx.db, ctx.viewer.id, keysetPageQuery(query, ctx.now()));
  return toPage(rows, query.limit, (r) => ({ at: r.occurredAt, id: r.id }), toPainEntry);
}

export async function getPainEntry(ctx: ViewerContext, id: string): Promise<PainEntry> {
  const row = await ownedOr404(
    id,
    (owned) => findPainEntryRow(ctx.db, ctx.viewer.id, owned),
    PainMessage.notFound,
  );
  return toPainEntry(row);
}

export async function createPainEntry(
  ctx: ViewerContext,
  input: PainEntryInput,
): Promise<PainEntry> {
  const row = await insertPainEntryRow(ctx.db, ctx.viewer.id, {
    occurredAt: occurredAt(ctx, input.occurredAt),
    regions: input.regions,
    symptoms: input.symptoms ?? [],
    triggers: input.triggers ?? [],
    relief: input.relief ?? [],
    note: input.note ?? null,
  });
  return toPainEntry(row);
}

export async function updatePainEntry(
  ctx: ViewerContext,
  id: string,
  patch: PainEntryPatch,
): Promise<PainEntry> {
  const changes: Partial<PainEntryValues> = {};
  if (patch.occurredAt !== undefined) changes.occurredAt = occurredAt(ctx, patch.occurredAt);
  if (patch.regions !== undefined) changes.regions = patch.regions;
  if (patch.symptoms !== undefined) changes.symptoms = patch.symptoms;
  if (patch.triggers !== undefined) changes.triggers = patch.triggers;
  if (patch.relief !== undefined) changes.relief = patch.relief;
  if (patch.note !== undefined) changes.note = patch.note;
  const row = await ownedOr404(
    id,
    (owned) => updatePainEntryRow(ctx.db, ctx.viewer.id, owned, changes, ctx.now()),
    PainMessage.notFound,
  );
  return toPainEntry(row);
}

export async function deletePainEntry(ctx: ViewerContext, id: string): Promise<void> {
  await ownedOr404(
    id,
    async (owned) => ((await deletePainEntryRow(ctx.db, ctx.viewer.id, owned)) ? true : null),
    PainMessage.notFound,
  );
}

/** The admin dashboard's figure. */
export async function painAdminCounts(ctx: RequestContext) {
  return { painEntries: await countPainEntries(ctx.db) };
}
