import { type Executor, schema } from "@vitalog/db";
import { asc, count, eq, inArray, sql } from "drizzle-orm";

export type CatalogKind = "riskFactors" | "healthGoals";

const tables = { riskFactors: schema.riskFactors, healthGoals: schema.healthGoals } as const;

export interface CatalogRow {
  id: string;
  name: string;
  description: string | null;
  /** Risk factors only. */
  category?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export function listCatalog(db: Executor, kind: CatalogKind): Promise<CatalogRow[]> {
  const table = tables[kind];
  return db.select().from(table).orderBy(asc(table.name));
}

/** Inserts the items whose names are not there yet; returns how many were added. */
export async function insertMissingCatalogItems(
  db: Executor,
  kind: CatalogKind,
  items: readonly { name: string; description: string; category?: string }[],
): Promise<number> {
  if (items.length === 0) return 0;
  const table = tables[kind];
  const inserted = await db
    .insert(table)
    .values(
      items.map(({ name, description, category }) =>
        kind === "riskFactors"
          ? { name, description, category: category ?? null }
          : { name, description },
      ),
    )
    .onConflictDoNothing()
    .returning({ id: table.id });
  return inserted.length;
}

/** How many of the given ids exist in the catalogue. */
export async function countCatalogIds(
  db: Executor,
  kind: CatalogKind,
  ids: readonly string[],
): Promise<number> {
  if (ids.length === 0) return 0;
  const table = tables[kind];
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(inArray(table.id, [...ids]));
  return row?.n ?? 0;
}

export async function countCatalog(db: Executor, kind: CatalogKind): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tables[kind]);
  return row?.n ?? 0;
}

export async function countCatalogRows(db: Executor, kind: CatalogKind): Promise<number> {
  const [row] = await db.select({ n: count() }).from(tables[kind]);
  return row?.n ?? 0;
}

/** What an admin writes; `category` is for risk factors only (health goals have none). */
export interface CatalogValues {
  name: string;
  description: string;
  category?: string | null;
}

/** The columns `values` sets on `kind`'s table: a health goal never gets a category. */
function columnsFor<T extends Partial<CatalogValues>>(kind: CatalogKind, values: T) {
  const { category, ...rest } = values;
  return kind === "riskFactors" && category !== undefined ? { ...rest, category } : rest;
}

export async function insertCatalogItem(
  db: Executor,
  kind: CatalogKind,
  values: CatalogValues,
  now: Date,
): Promise<CatalogRow> {
  const [row] = await db
    .insert(tables[kind])
    .values({ ...columnsFor(kind, values), createdAt: now, updatedAt: now })
    .returning();
  return row as CatalogRow;
}

export async function updateCatalogItem(
  db: Executor,
  kind: CatalogKind,
  id: string,
  values: Partial<CatalogValues>,
  now: Date,
): Promise<CatalogRow | null> {
  const table = tables[kind];
  const rows = await db
    .update(table)
    .set({ ...columnsFor(kind, values), updatedAt: now })
    .where(eq(table.id, id))
    .returning();
  return rows[0] ?? null;
}

export async function deleteCatalogItem(
  db: Executor,
  kind: CatalogKind,
  id: string,
): Promise<CatalogRow | null> {
  const table = tables[kind];
  const rows = await db.delete(table).where(eq(table.id, id)).returning();
  return rows[0] ?? null;
}

/** Takes a deleted risk factor or goal out of every profile that selected it. */
export async function removeFromProfiles(db: Executor, kind: CatalogKind, id: string) {
  const p = schema.profiles;
  const column = kind === "riskFactors" ? p.selectedRiskFactors : p.selectedHealthGoals;
  await db
    .update(p)
    .set({
      [kind === "riskFactors" ? "selectedRiskFactors" : "selectedHealthGoals"]:
        sql`array_remove(${column}, ${id}::uuid)`,
    })
    .where(sql`${id}::uuid = any(${column})`);
}
