import { type Executor, schema } from "@vitalog/db";
import { eq, sql } from "drizzle-orm";

const { cacheVersions } = schema;

/** The cache's current version; 0 before any write has raised it. */
export async function readCacheVersion(db: Executor, name: string): Promise<number> {
  const [row] = await db
    .select({ version: cacheVersions.version })
    .from(cacheVersions)
    .where(eq(cacheVersions.name, name));
  return row?.version ?? 0;
}

/** Raises the cache's version by one, creating its row on the first write. */
export async function raiseCacheVersion(db: Executor, name: string): Promise<void> {
  await db
    .insert(cacheVersions)
    .values({ name, version: 1 })
    .onConflictDoUpdate({
      target: cacheVersions.name,
      set: { version: sql`${cacheVersions.version} + 1` },
    });
}
