import {
  addDays,
  localDateOf,
  NOTIFICATION_PENDING_SHOWN,
  type ReminderFeature,
  startOfWeek,
} from "@vitalog/domain";

/** How far ahead the overview's pending list looks (Clear All cancels the same span). */
export const PENDING_WINDOW_DAYS = 30;

/** The upcoming query's window: now to PENDING_WINDOW_DAYS days later, as ISO instants. */
export function pendingWindow(now: Date): { from: string; to: string } {
  return {
    from: now.toISOString(),
    to: new Date(now.getTime() + PENDING_WINDOW_DAYS * 86_400_000).toISOString(),
  };
}

/** The first entries the pending list shows, and how many more there are ("And N more..."). */
export function pendingShown<T>(items: readonly T[]): { shown: T[]; more: number } {
  return {
    shown: items.slice(0, NOTIFICATION_PENDING_SHOWN),
    more: Math.max(0, items.length - NOTIFICATION_PENDING_SHOWN),
  };
}

/** The History tab's filter values, "all" first (spec §2: All, Cycle, Fasting, Weight, Medication). */
export const HISTORY_FILTERS = ["all", "cycle", "fasting", "weight", "medication"] as const;
export type HistoryFilter = (typeof HISTORY_FILTERS)[number];

export function isHistoryFilter(value: string | null): value is HistoryFilter {
  return (HISTORY_FILTERS as readonly string[]).includes(value ?? "");
}

/** The History tiles' figures from every kept entry: delivered, features seen, this week's. */
export function historyStats(
  entries: readonly { feature: ReminderFeature; deliveredAt: string }[],
  now: Date,
  timeZone: string,
): { delivered: number; features: number; thisWeek: number } {
  const today = localDateOf(now, timeZone);
  const weekStart = startOfWeek(today);
  const weekEnd = addDays(weekStart, 7);
  const thisWeek = entries.filter((e) => {
    const day = localDateOf(new Date(e.deliveredAt), timeZone);
    return day >= weekStart && day < weekEnd;
  }).length;
  return {
    delivered: entries.length,
    features: new Set(entries.map((e) => e.feature)).size,
    thisWeek,
  };
}

/** The soonest upcoming reminder of one feature, if any. */
export function nextOf<T extends { feature: string; at: string }>(
  items: readonly T[],
  feature: ReminderFeature,
): T | undefined {
  return items
    .filter((i) => i.feature === feature)
    .reduce<T | undefined>(
      (soonest, i) => (!soonest || i.at < soonest.at ? i : soonest),
      undefined,
    );
}
