import type { Executor } from "@vitalog/db";
import type { RequestContext } from "../../context.ts";
import { listCatalogItems } from "../catalog/catalog.service.ts";
import { listRecommendationRows, type RecommendationRow } from "./recommendations.repository.ts";

/** The guidelines as matching reads them, and the catalogue's names for the explanations. */
export interface Guidelines {
  rows: readonly RecommendationRow[];
  byId: ReadonlyMap<string, RecommendationRow>;
  riskFactorNames: ReadonlyMap<string, string>;
  healthGoalNames: ReadonlyMap<string, string>;
}

/**
 * Another API process's admin writes reach this one's cache after at most this long; this
 * process's own writes invalidate it at once.
 */
const MAX_AGE_MS = 60_000;

const caches = new WeakMap<object, { loaded: Promise<Guidelines>; at: number }>();

/** The guidelines read now, past the cache (the seed reads them before any request). */
export async function loadGuidelines(ctx: Pick<RequestContext, "db">): Promise<Guidelines> {
  const [rows, riskFactors, healthGoals] = await Promise.all([
    listRecommendationRows(ctx.db),
    listCatalogItems(ctx, "riskFactors"),
    listCatalogItems(ctx, "healthGoals"),
  ]);
  return {
    rows,
    byId: new Map(rows.map((row) => [row.id, row])),
    riskFactorNames: new Map(riskFactors.map((r) => [r.id, r.name])),
    healthGoalNames: new Map(healthGoals.map((g) => [g.id, g.name])),
  };
}

/**
 * Every guideline, read once and kept in memory, so a person's list does not reload the table.
 * `ctx.db` is the app's database (the cache's key), never a transaction.
 */
export function cachedGuidelines(ctx: RequestContext): Promise<Guidelines> {
  const { db } = ctx;
  const now = ctx.now().getTime();
  const cached = caches.get(db);
  if (cached && now - cached.at < MAX_AGE_MS) return cached.loaded;
  const loaded = loadGuidelines(ctx);
  caches.set(db, { loaded, at: now });
  // A failed read is not kept: the next request tries again.
  loaded.catch(() => {
    if (caches.get(db)?.loaded === loaded) caches.delete(db);
  });
  return loaded;
}

/** Drops the cached guidelines after an admin write to recommendations or the catalogue. */
export function invalidateGuidelines(db: Executor): void {
  caches.delete(db);
}
