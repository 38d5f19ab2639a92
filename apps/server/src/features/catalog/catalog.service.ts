import type { CatalogItem } from "@vitalog/domain";
import type { ServiceContext } from "../../context.ts";
import {
  type CatalogKind,
  type CatalogRow,
  countCatalogIds,
  countCatalogRows,
  insertMissingCatalogItems,
  listCatalog,
} from "./catalog.repository.ts";
import { STARTER_HEALTH_GOALS, STARTER_RISK_FACTORS } from "./catalog.seed.ts";

export type { CatalogKind };

function toCatalogItem(row: CatalogRow): CatalogItem {
  return {
    id: row.id,
    name: row.name,
    description: row.description,
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

/** Adds the starter risk factors and health goals that are missing; safe to run at every start. */
export async function seedStarterCatalog(
  ctx: ServiceContext,
): Promise<{ riskFactors: number; healthGoals: number }> {
  const riskFactors = await insertMissingCatalogItems(ctx.db, "riskFactors", STARTER_RISK_FACTORS);
  const healthGoals = await insertMissingCatalogItems(ctx.db, "healthGoals", STARTER_HEALTH_GOALS);
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
