import { type Executor, schema } from "@vitalog/db";
import { and, desc, eq, inArray } from "drizzle-orm";

const { storedFiles } = schema;

export type StoredFileRow = typeof storedFiles.$inferSelect;
export type NewStoredFile = Pick<
  typeof storedFiles.$inferInsert,
  "userId" | "category" | "key" | "contentType" | "size"
>;

export async function insertStoredFile(db: Executor, file: NewStoredFile): Promise<StoredFileRow> {
  const [row] = await db.insert(storedFiles).values(file).returning();
  if (!row) throw new Error("stored file row was not written");
  return row;
}

/** A user's files, newest first; one category or all of them. */
export function listStoredFiles(
  db: Executor,
  userId: string,
  category?: string,
): Promise<StoredFileRow[]> {
  return db
    .select()
    .from(storedFiles)
    .where(
      category
        ? and(eq(storedFiles.userId, userId), eq(storedFiles.category, category))
        : eq(storedFiles.userId, userId),
    )
    .orderBy(desc(storedFiles.createdAt), desc(storedFiles.id));
}

export async function findStoredFile(
  db: Executor,
  userId: string,
  category: string,
  id: string,
): Promise<StoredFileRow | null> {
  const rows = await db
    .select()
    .from(storedFiles)
    .where(
      and(
        eq(storedFiles.id, id),
        eq(storedFiles.userId, userId),
        eq(storedFiles.category, category),
      ),
    )
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteStoredFileRows(
  db: Executor,
  userId: string,
  ids: string[],
): Promise<void> {
  if (ids.length === 0) return;
  await db
    .delete(storedFiles)
    .where(and(eq(storedFiles.userId, userId), inArray(storedFiles.id, ids)));
}
