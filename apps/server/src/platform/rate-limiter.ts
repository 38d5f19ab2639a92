import type { Executor } from "@vitalog/db";
import type { Clock } from "../context.ts";
import { AppError } from "../errors.ts";
import { countRateLimitHit } from "./rate-limiter.repository.ts";

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

/**
 * Fixed-window counters in Better Auth's `rate_limit` table, so every API process shares them.
 * Our keys carry a prefix ("password-check:", "verify-email:") that Better Auth's never do.
 */
export function createRateLimiter(db: Executor, enabled: boolean, clock: Clock): RateLimiter {
  return {
    async hit(key, rule, message) {
      if (!enabled) return;
      const now = clock.now().getTime();
      const count = await countRateLimitHit(db, key, now, now - rule.window * 1000);
      if (count > rule.max) throw new AppError("RATE_LIMITED", message);
    },
  };
}
