import {
  type CatalogItem,
  isUuid,
  RecommendationMessage,
  RiskFactorCategory,
} from "@vitalog/domain";
import { type ServiceContext, type UserContext, withTransaction } from "../../context.ts";
import { AppError, isUniqueViolation } from "../../errors.ts";
import { recordAdminChange } from "../admin/admin.audit.ts";
import { catalogChanged, forgetCatalogEntry } from "../recommendations/recommendations.service.ts";
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
  ctx: ServiceContext,
  kind: CatalogKind,
): Promise<CatalogItem[]> {
  const rows = await listCatalog(ctx.db, kind);
  return rows.map(toCatalogItem);
}

/** Adds the entries whose names are not there yet; returns how many were added. */
export function addMissingCatalogItems(
  ctx: ServiceContext,
  kind: CatalogKind,
  items: readonly { name: string; description: string; category?: string }[],
): Promise<number> {
  return insertMissingCatalogItems(ctx.db, kind, items);
}

/** Adds the starter risk factors and health goals that are missing; safe to run at every start. */
export async function seedStarterCatalog(
  ctx: ServiceContext,
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
  ctx: ServiceContext,
  kind: CatalogKind,
  ids: string[],
): Promise<number> {
  return countCatalogIds(ctx.db, kind, ids);
}

/** The admin dashboard's figures. */
export async function catalogAdminCounts(ctx: ServiceContext) {
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

/** Runs an admin catalogue write with its audit entry, then refreshes the guideline cache. */
async function adminWrite<T>(ctx: UserContext, fn: (tx: UserContext) => Promise<T>): Promise<T> {
  try {
    const result = await withTransaction(ctx, fn);
    catalogChanged(ctx);
    return result;
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export function createCatalogItem(
  ctx: UserContext,
  kind: CatalogKind,
  input: CatalogValues,
): Promise<CatalogItem> {
  return adminWrite(ctx, async (tx) => {
    const row = await insertCatalogItem(tx.db, kind, input);
    await recordAdminChange(tx, {
      action: "created",
      entity: WORDS[kind].entity,
      entityId: row.id,
      summary: row.name,
    });
    return toCatalogItem(row);
  });
}

export function updateCatalogEntry(
  ctx: UserContext,
  kind: CatalogKind,
  id: string,
  input: Partial<CatalogValues>,
): Promise<CatalogItem> {
  if (!isUuid(id)) throw new AppError("NOT_FOUND", WORDS[kind].notFound);
  return adminWrite(ctx, async (tx) => {
    const row = await updateCatalogItem(tx.db, kind, id, input);
    if (!row) throw new AppError("NOT_FOUND", WORDS[kind].notFound);
    await recordAdminChange(tx, {
      action: "updated",
      entity: WORDS[kind].entity,
      entityId: row.id,
      summary: row.name,
    });
    return toCatalogItem(row);
  });
}

/** Deletes an entry and takes it out of every profile and recommendation that lists it. */
export function deleteCatalogEntry(ctx: UserContext, kind: CatalogKind, id: string) {
  if (!isUuid(id)) throw new AppError("NOT_FOUND", WORDS[kind].notFound);
  return adminWrite(ctx, async (tx) => {
    const row = await deleteCatalogItem(tx.db, kind, id);
    if (!row) throw new AppError("NOT_FOUND", WORDS[kind].notFound);
    await removeFromProfiles(tx.db, kind, id);
    await forgetCatalogEntry(tx, kind, id);
    await recordAdminChange(tx, {
      action: "deleted",
      entity: WORDS[kind].entity,
      entityId: id,
      summary: row.name,
    });
  });
}
