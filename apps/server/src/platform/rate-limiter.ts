import { randomUUID } from "node:crypto";
import { type Executor, schema } from "@vitalog/db";
import { sql } from "drizzle-orm";
import type { Clock } from "../context.ts";
import { AppError } from "../errors.ts";

export interface RateRule {
  /** Length of the window in seconds. */
  window: number;
  /** Requests allowed per window. */
  max: number;
}

/** Password checks outside /api/auth: as many as sign-in allows (auth.ts, "/sign-in/email"). */
export const PASSWORD_CHECK_RULE: RateRule = { window: 60, max: 10 };

export interface RateLimiter {
  /** Counts one request under `key`; throws RATE_LIMITED (429) with `message` past the rule. */
  hit(key: string, rule: RateRule, message?: string): Promise<void>;
}

const { rateLimit } = schema;

/**
 * Fixed-window counters in Better Auth's `rate_limit` table, so every API process shares them.
 * Our keys carry a prefix ("password-check:", "verify-email:") that Better Auth's never do.
 */
export function createRateLimiter(db: Executor, enabled: boolean, clock: Clock): RateLimiter {
  return {
    async hit(key, rule, message) {
      if (!enabled) return;
      const now = clock.now().getTime();
      const windowStart = now - rule.window * 1000;
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
      if ((row?.count ?? 0) > rule.max) throw new AppError("RATE_LIMITED", message);
    },
  };
}
