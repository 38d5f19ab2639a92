import {
  addDays,
  type DailySeries,
  type DailyValue,
  FAST_PAGE_MAX,
  fastingSeries,
  type InsightRange,
  MEDITATION_PAGE_MAX,
  meditationSeries,
  PAIN_PAGE_MAX,
  painSeries,
  WEIGHT_PAGE_MAX,
  WELLBEING_PAGE_MAX,
  weightSeries,
  wellbeingSeries,
} from "@vitalog/domain";
import { api } from "../../lib/api.ts";

// A stored report keeps its figures, not the days behind them. To draw an association, the page
// reads the two measures' entries of the period from their modules' own lists and turns them
// into daily values with the same domain code the server used for the figures.

type Page<T> = { items: T[]; nextCursor: string | null };

/** Every item of a keyset-paged list, page after page. */
async function readAll<T>(read: (cursor: string | undefined) => Promise<Page<T>>): Promise<T[]> {
  const items: T[] = [];
  let cursor: string | undefined;
  do {
    const page = await read(cursor);
    items.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return items;
}

/**
 * The instants that hold every local day of the range in any time zone: a day either side in
 * UTC, as the server reads them (offsets stay within ±14 hours), ending no later than now (the
 * lists refuse a range that ends in the future).
 */
export function instantWindow(range: InsightRange, now = new Date()): { from: string; to: string } {
  const to = new Date(`${addDays(range.to, 2)}T00:00:00.000Z`);
  return {
    from: `${addDays(range.from, -1)}T00:00:00.000Z`,
    to: (to.getTime() < now.getTime() ? to : now).toISOString(),
  };
}

type Loader = (range: InsightRange, signal?: AbortSignal) => Promise<DailySeries[]>;

/** The modules whose entries the page can read back as daily values, by module name. */
const LOADERS: Record<string, Loader> = {
  wellbeing: async (range, signal) =>
    wellbeingSeries(
      await readAll((cursor) =>
        api.get("/api/v1/wellbeing-checkins", {
          query: { from: range.from, to: range.to, limit: WELLBEING_PAGE_MAX, cursor },
          signal,
        }),
      ),
    ),
  meditation: async (range, signal) => [
    meditationSeries(
      await readAll((cursor) =>
        api.get("/api/v1/meditation-sessions", {
          query: { ...instantWindow(range), limit: MEDITATION_PAGE_MAX, cursor },
          signal,
        }),
      ),
      range.tz,
    ),
  ],
  weight: async (range, signal) => [
    weightSeries(
      await readAll((cursor) =>
        api.get("/api/v1/weight-entries", {
          query: { ...instantWindow(range), limit: WEIGHT_PAGE_MAX, cursor },
          signal,
        }),
      ),
      range.tz,
    ),
  ],
  fasting: async (range, signal) => [
    fastingSeries(
      await readAll((cursor) =>
        api.get("/api/v1/fasts", {
          query: { ...instantWindow(range), limit: FAST_PAGE_MAX, cursor },
          signal,
        }),
      ),
      range.tz,
    ),
  ],
  pain: async (range, signal) => [
    painSeries(
      (
        await readAll((cursor) =>
          api.get("/api/v1/pain-entries", {
            query: { ...instantWindow(range), limit: PAIN_PAGE_MAX, cursor },
            signal,
          }),
        )
      ).map((entry) => ({
        occurredAt: entry.occurredAt,
        intensities: entry.regions.map((r) => r.intensity),
      })),
      range.tz,
    ),
  ],
};

const moduleOf = (key: string) => key.split(".")[0] ?? key;

/** Whether the page can read a measure's daily values back (food and doses it cannot). */
export function hasDailyValues(key: string): boolean {
  return moduleOf(key) in LOADERS;
}

/**
 * The daily values of the given measures over the range, each kept to the range's days; a
 * measure whose module cannot be read back is left out.
 */
export async function loadDailyValues(
  range: InsightRange,
  keys: readonly string[],
  signal?: AbortSignal,
): Promise<Record<string, DailyValue[]>> {
  const modules = [...new Set(keys.filter(hasDailyValues).map(moduleOf))].sort();
  const result: Record<string, DailyValue[]> = {};
  for (const module of modules) {
    const series = await (LOADERS[module] as Loader)(range, signal);
    for (const s of series) {
      if (!keys.includes(s.key)) continue;
      result[s.key] = s.values.filter((v) => v.day >= range.from && v.day <= range.to);
    }
  }
  return result;
}
