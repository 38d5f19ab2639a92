import type { Executor } from "@vitalog/db";
import type { RequestContext } from "../../context.ts";
import { raiseCacheVersion, readCacheVersion } from "../../platform/cache-versions.repository.ts";
import { listCatalogItems } from "../catalog/catalog.service.ts";
import { listRecommendationRows, type RecommendationRow } from "./recommendations.repository.ts";

/** The guidelines as matching reads them, and the catalogue's names for the explanations. */
export interface Guidelines {
  rows: readonly RecommendationRow[];
  byId: ReadonlyMap<string, RecommendationRow>;
  riskFactorNames: ReadonlyMap<string, string>;
  healthGoalNames: ReadonlyMap<string, string>;
}

/** The guidelines' row in `cache_versions`, raised by every admin write that changes them. */
const CACHE_NAME = "guidelines";

const caches = new WeakMap<object, { loaded: Promise<Guidelines>; version: number }>();

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
 * Every guideline, read once and kept in memory, so a person's list does not reload the table;
 * each read checks the shared version first (one primary-key lookup), so an admin write through
 * any API process is seen by every process at once. `ctx.db` is the app's database (the cache's
 * key), never a transaction.
 */
export async function cachedGuidelines(ctx: RequestContext): Promise<Guidelines> {
  const { db } = ctx;
  const version = await readCacheVersion(db, CACHE_NAME);
  const cached = caches.get(db);
  if (cached && cached.version === version) return cached.loaded;
  // Read after the version: a write landing meanwhile raises it again, and the next read reloads.
  const loaded = loadGuidelines(ctx);
  caches.set(db, { loaded, version });
  // A failed read is not kept: the next request tries again.
  loaded.catch(() => {
    if (caches.get(db)?.loaded === loaded) caches.delete(db);
  });
  return loaded;
}

/**
 * Marks the cached guidelines stale in every process after an admin write to recommendations
 * or the catalogue (call it after the write has committed).
 */
export async function invalidateGuidelines(db: Executor): Promise<void> {
  caches.delete(db);
  await raiseCacheVersion(db, CACHE_NAME);
}
