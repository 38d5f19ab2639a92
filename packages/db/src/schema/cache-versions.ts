import { bigint, pgTable, text } from "drizzle-orm/pg-core";

/**
 * A counter per in-memory cache, raised by every write that makes the cached copies stale: each
 * API process compares it with the one it loaded, so a write through one process reaches the
 * caches of every other at their next read.
 */
export const cacheVersions = pgTable("cache_versions", {
  name: text("name").primaryKey(),
  version: bigint("version", { mode: "number" }).notNull().default(0),
});
