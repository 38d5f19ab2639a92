import {
  ADHERENCE_DAYS_MAX,
  addDays,
  type DailySeries,
  type DailyValue,
  daysBetween,
  FAST_PAGE_MAX,
  fastingSeries,
  foodSeries,
  type InsightRange,
  localDateOf,
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

/**
 * The last days of the seven-day weeks the food log answers, so that together they cover the
 * range: the range's last day, then a week earlier each time, back to its first day.
 */
export function weekEnds(range: Pick<InsightRange, "from" | "to">): string[] {
  const ends: string[] = [];
  for (let end = range.to; end >= range.from; end = addDays(end, -7)) ends.push(end);
  return ends;
}

/**
 * How many days of medication adherence to ask for: the days from the range's first day to
 * today in the report's zone (the adherence list counts back from today), at most what the list
 * answers; 0 when the range starts after today.
 */
export function adherenceDays(range: InsightRange, now = new Date()): number {
  const today = localDateOf(now, range.tz);
  if (today < range.from) return 0;
  return Math.min(ADHERENCE_DAYS_MAX, daysBetween(range.from, today) + 1);
}

/** The weeks read at once from the food log. */
const FOOD_WEEKS_AT_ONCE = 4;

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
  // The food log answers by week: the energy of each day with something logged.
  food: async (range, signal) => {
    const ends = weekEnds(range);
    const days: { date: string; kcal: number }[] = [];
    for (let i = 0; i < ends.length; i += FOOD_WEEKS_AT_ONCE) {
      const weeks = await Promise.all(
        ends
          .slice(i, i + FOOD_WEEKS_AT_ONCE)
          .map((end) => api.get("/api/v1/food-log/week", { query: { end }, signal })),
      );
      for (const week of weeks) {
        for (const day of week.days) {
          if (day.entryCount > 0) days.push({ date: day.date, kcal: day.energyKcal });
        }
      }
    }
    return [foodSeries(days)];
  },
  // The adherence list counts each day's scheduled and taken doses as the report's series does
  // (from the later of the start date and the day a medication was added; a dose counts once
  // its time has come or it was marked); a day with none scheduled is missing.
  medications: async (range, signal) => {
    const days = adherenceDays(range);
    if (days === 0) return [{ key: "medications.adherence", values: [] }];
    const adherence = await api.get("/api/v1/medication-adherence", {
      query: { days, tz: range.tz },
      signal,
    });
    return [
      {
        key: "medications.adherence",
        values: adherence.daily
          .filter((d) => d.scheduled > 0)
          .map((d) => ({ day: d.date, value: (d.taken / d.scheduled) * 100 })),
      },
    ];
  },
};

const moduleOf = (key: string) => key.split(".")[0] ?? key;

/** Whether the page can read a measure's daily values back from its module. */
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
