import type { PlannedReminder } from "@vitalog/domain";

/**
 * The upcoming reminders of the people who asked lately, kept per API process so the list is not
 * planned again from eight queries on every request.
 *
 * A plan is valid while the person's plan revision (notification_settings.plan_revision, read on
 * each request) is the one it was planned at: every write that changes what the person will be
 * reminded of raises it (the re-plan after a tracker write or a settings change, a cancellation,
 * a one-off reminder written or delivered), in whichever process it happens. Nothing else in a
 * plan moves with time: the planners are pure functions of the data and the window.
 */

/** A plan reaches this far past the window asked for, so the next minutes' requests fit in it. */
export const PLAN_MARGIN_MS = 86_400_000;
/** At most this many reminders are kept in all; the people asked for least lately go first. */
const REMINDERS_KEPT = 200_000;

interface CachedPlan {
  revision: number;
  from: number;
  to: number;
  reminders: readonly PlannedReminder[];
}

interface PlanCache {
  plans: Map<string, CachedPlan>;
  size: number;
}

// One cache per database (the app's handle), as the recommendations' guideline cache.
const caches = new WeakMap<object, PlanCache>();

function cacheOf(db: object): PlanCache {
  let cache = caches.get(db);
  if (!cache) {
    cache = { plans: new Map(), size: 0 };
    caches.set(db, cache);
  }
  return cache;
}

/** The reminders in [from, to] of a plan made at this revision that covers the window, or null. */
export function cachedPlan(
  db: object,
  userId: string,
  revision: number,
  window: { from: Date; to: Date },
): PlannedReminder[] | null {
  const cache = cacheOf(db);
  const plan = cache.plans.get(userId);
  const from = window.from.getTime();
  const to = window.to.getTime();
  if (!plan || plan.revision !== revision || from < plan.from || to > plan.to) return null;
  // Asked for again: now the most recent.
  cache.plans.delete(userId);
  cache.plans.set(userId, plan);
  return plan.reminders.filter((r) => {
    const at = r.at.getTime();
    return at >= from && at <= to;
  });
}

/** Keeps a person's plan for [from, to], made at this revision, in place of any earlier one. */
export function keepPlan(
  db: object,
  userId: string,
  revision: number,
  window: { from: Date; to: Date },
  reminders: readonly PlannedReminder[],
): void {
  const cache = cacheOf(db);
  forgetPlan(cache, userId);
  if (reminders.length > REMINDERS_KEPT) return;
  cache.plans.set(userId, {
    revision,
    from: window.from.getTime(),
    to: window.to.getTime(),
    reminders,
  });
  cache.size += reminders.length;
  for (const [oldest] of cache.plans) {
    if (cache.size <= REMINDERS_KEPT) break;
    forgetPlan(cache, oldest);
  }
}

function forgetPlan(cache: PlanCache, userId: string): void {
  const plan = cache.plans.get(userId);
  if (!plan) return;
  cache.plans.delete(userId);
  cache.size -= plan.reminders.length;
}
