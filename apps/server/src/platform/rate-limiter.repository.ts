import { randomUUID } from "node:crypto";
import { type Executor, schema } from "@vitalog/db";
import { sql } from "drizzle-orm";

const { rateLimit } = schema;

/**
 * Counts one request under `key` in a fixed window that started at `windowStart` (epoch ms):
 * a counter last touched at or before it starts again at 1. Returns the window's count.
 */
export async function countRateLimitHit(
  db: Executor,
  key: string,
  now: number,
  windowStart: number,
): Promise<number> {
  const [row] = await db
    .insert(rateLimit)
    .values({ id: randomUUID(), key, count: 1, lastRequest: now })
    .onConflictDoUpdate({
      target: rateLimit.key,
      set: {
        count: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then 1 else ${rateLimit.count} + 1 end`,
        lastRequest: sql`case when ${rateLimit.lastRequest} <= ${windowStart} then ${now} else ${rateLimit.lastRequest} end`,
      },
    })
    .returning({ count: rateLimit.count });
  return row?.count ?? 0;
}
