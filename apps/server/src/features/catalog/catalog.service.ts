import {
  type CatalogItem,
  isUuid,
  RecommendationMessage,
  RiskFactorCategory,
} from "@vitalog/domain";
import { type RequestContext, type ViewerContext, withTransaction } from "../../context.ts";
import { AppError, isUniqueViolation } from "../../errors.ts";
import type { CatalogChange, ServerModule } from "../../modules/module.ts";
import { recordAdminChange } from "../admin/admin-audit.service.ts";
import {
  type CatalogKind,
  type CatalogRow,
  type CatalogValues,
  countCatalogIds,
  countCatalogRows,
  deleteCatalogItem,
  insertCatalogItem,
  insertMissingCatalogItems,
  listCatalog,
  removeFromProfiles,
  updateCatalogItem,
} from "./catalog.repository.ts";
import { STARTER_HEALTH_GOALS, STARTER_RISK_FACTORS } from "./catalog.seed.ts";

export type { CatalogKind };

/** The modules told about an admin's catalogue change (their `onCatalogChange` hooks). */
export type CatalogListeners = readonly Pick<
  ServerModule,
  "onCatalogChange" | "afterCatalogChange"
>[];

function toCatalogItem(row: CatalogRow): CatalogItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    ...(row.category === undefined
      ? {}
      : { category: RiskFactorCategory.safeParse(row.category).data ?? null }),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

export async function listCatalogItems(
  ctx: Pick<RequestContext, "db">,
  kind: CatalogKind,
): Promise<CatalogItem[]> {
  const rows = await listCatalog(ctx.db, kind);
  return rows.map(toCatalogItem);
}

/** Adds the entries whose names are not there yet; returns how many were added. */
export function addMissingCatalogItems(
  ctx: Pick<RequestContext, "db">,
  kind: CatalogKind,
  items: readonly { name: string; description: string; category?: string }[],
): Promise<number> {
  return insertMissingCatalogItems(ctx.db, kind, items);
}

/** Adds the starter risk factors and health goals that are missing; safe to run at every start. */
export async function seedStarterCatalog(
  ctx: Pick<RequestContext, "db" | "log">,
): Promise<{ riskFactors: number; healthGoals: number }> {
  const riskFactors = await addMissingCatalogItems(ctx, "riskFactors", STARTER_RISK_FACTORS);
  const healthGoals = await addMissingCatalogItems(ctx, "healthGoals", STARTER_HEALTH_GOALS);
  if (riskFactors + healthGoals > 0) {
    ctx.log.info({ riskFactors, healthGoals }, "starter catalogue seeded");
  }
  return { riskFactors, healthGoals };
}

/** How many of `ids` exist in the catalogue (profiles check their selections with it). */
export function countExistingCatalogIds(
  ctx: Pick<RequestContext, "db">,
  kind: CatalogKind,
  ids: string[],
): Promise<number> {
  return countCatalogIds(ctx.db, kind, ids);
}

/** The admin dashboard's figures. */
export async function catalogAdminCounts(ctx: Pick<RequestContext, "db">) {
  const [riskFactors, healthGoals] = await Promise.all([
    countCatalogRows(ctx.db, "riskFactors"),
    countCatalogRows(ctx.db, "healthGoals"),
  ]);
  return { riskFactors, healthGoals };
}

const WORDS = {
  riskFactors: {
    entity: "riskFactor",
    notFound: RecommendationMessage.riskFactorNotFound,
  },
  healthGoals: {
    entity: "healthGoal",
    notFound: RecommendationMessage.healthGoalNotFound,
  },
} as const;

function nameTaken(): AppError {
  return new AppError("CONFLICT", RecommendationMessage.catalogNameTaken, {
    name: RecommendationMessage.catalogNameTaken,
  });
}

/**
 * Runs an admin catalogue write with its audit entry and the listeners' `onCatalogChange` in
 * one transaction, then their `afterCatalogChange`.
 */
async function adminWrite<T>(
  ctx: ViewerContext,
  listeners: CatalogListeners,
  kind: CatalogKind,
  fn: (tx: ViewerContext) => Promise<{ item: T; id: string; name: string }>,
  action: CatalogChange["action"],
): Promise<T> {
  try {
    const { item, change } = await withTransaction(ctx, async (tx) => {
      const written = await fn(tx);
      const change: CatalogChange = { kind, id: written.id, action };
      for (const listener of listeners) await listener.onCatalogChange?.(tx, change);
      await recordAdminChange(tx, {
        action,
        entity: WORDS[kind].entity,
        entityId: written.id,
        summary: written.name,
      });
      return { item: written.item, change };
    });
    for (const listener of listeners) await listener.afterCatalogChange?.(ctx, change);
    return item;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export function createCatalogItem(
  ctx: ViewerContext,
  listeners: CatalogListeners,
  kind: CatalogKind,
  input: CatalogValues,
): Promise<CatalogItem> {
  return adminWrite(
    ctx,
    listeners,
    kind,
    async (tx) => {
      const row = await insertCatalogItem(tx.db, kind, input, tx.now());
      return { item: toCatalogItem(row), id: row.id, name: row.name };
    },
    "created",
  );
}

export function updateCatalogEntry(
  ctx: ViewerContext,
  listeners: CatalogListeners,
  kind: CatalogKind,
  id: string,
  input: Partial<CatalogValues>,
): Promise<CatalogItem> {
  if (!isUuid(id)) throw new AppError("NOT_FOUND", WORDS[kind].notFound);
  return adminWrite(
    ctx,
    listeners,
    kind,
    async (tx) => {
      const row = await updateCatalogItem(tx.db, kind, id, input, tx.now());
      if (!row) throw new AppError("NOT_FOUND", WORDS[kind].notFound);
      return { item: toCatalogItem(row), id: row.id, name: row.name };
    },
    "updated",
  );
}

/** Deletes an entry; profiles lose it here, other modules in their `onCatalogChange`. */
export async function deleteCatalogEntry(
  ctx: ViewerContext,
  listeners: CatalogListeners,
  kind: CatalogKind,
  id: string,
): Promise<void> {
  if (!isUuid(id)) throw new AppError("NOT_FOUND", WORDS[kind].notFound);
  await adminWrite(
    ctx,
    listeners,
    kind,
    async (tx) => {
      const row = await deleteCatalogItem(tx.db, kind, id);
      if (!row) throw new AppError("NOT_FOUND", WORDS[kind].notFound);
      await removeFromProfiles(tx.db, kind, id);
      return { item: null, id, name: row.name };
    },
    "deleted",
  );
}
