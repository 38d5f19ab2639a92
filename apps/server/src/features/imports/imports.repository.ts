import { type Executor, schema } from "@vitalog/db";
import { and, desc, eq } from "drizzle-orm";

const { imports } = schema;

export interface ImportRow {
  id: string;
  kind: string;
  fileName: string | null;
  status: string;
  added: Record<string, number>;
  skipped: Record<string, number>;
  duplicates: number;
  records: number;
  createdAt: Date;
  undoneAt: Date | null;
}

const importColumns = {
  id: imports.id,
  kind: imports.kind,
  fileName: imports.fileName,
  status: imports.status,
  added: imports.added,
  skipped: imports.skipped,
  duplicates: imports.duplicates,
  records: imports.records,
  createdAt: imports.createdAt,
  undoneAt: imports.undoneAt,
};

export async function insertImportRow(
  db: Executor,
  userId: string,
  values: { kind: string; fileName: string | null; now: Date },
): Promise<ImportRow> {
  const [row] = await db
    .insert(imports)
    .values({
      userId,
      kind: values.kind,
      fileName: values.fileName,
      createdAt: values.now,
      updatedAt: values.now,
    })
    .returning(importColumns);
  if (!row) throw new Error("insert into imports returned no row");
  return row;
}

export async function updateImportRow(
  db: Executor,
  userId: string,
  id: string,
  changes: Partial<
    Pick<ImportRow, "status" | "added" | "skipped" | "duplicates" | "records" | "undoneAt">
  >,
  now: Date,
): Promise<ImportRow | null> {
  const [row] = await db
    .update(imports)
    .set({ ...changes, updatedAt: now })
    .where(and(eq(imports.userId, userId), eq(imports.id, id)))
    .returning(importColumns);
  return row ?? null;
}

export async function findImportRow(
  db: Executor,
  userId: string,
  id: string,
): Promise<ImportRow | null> {
  const [row] = await db
    .select(importColumns)
    .from(imports)
    .where(and(eq(imports.userId, userId), eq(imports.id, id)));
  return row ?? null;
}

/** The person's imports, newest first. */
export function listImportRows(db: Executor, userId: string, limit: number): Promise<ImportRow[]> {
  return db
    .select(importColumns)
    .from(imports)
    .where(eq(imports.userId, userId))
    .orderBy(desc(imports.createdAt), desc(imports.id))
    .limit(limit);
}

/** Every import of the person, newest first, for "Download my data". */
export async function listAllImportRows(db: Executor, userId: string) {
  const rows = await db
    .select(importColumns)
    .from(imports)
    .where(eq(imports.userId, userId))
    .orderBy(desc(imports.createdAt), desc(imports.id));
  return rows.map((row) => ({
    ...row,
    added: JSON.stringify(row.added),
    skipped: JSON.stringify(row.skipped),
  }));
}
