import { localDateOf } from "../kit/calendar.ts";
import type { PainEntry } from "./pain.ts";

export interface RegionSummary {
  region: string;
  /** Entries naming the region. */
  count: number;
  highest: number;
  average: number;
  /** The latest time it was recorded. */
  lastAt: string;
}

type Entry = Pick<PainEntry, "occurredAt" | "regions">;

/** Per region over the entries given: how often, how strongly on average and at most. */
export function summarizeRegions(entries: readonly Entry[]): RegionSummary[] {
  const by = new Map<string, { count: number; sum: number; highest: number; lastAt: string }>();
  for (const entry of entries) {
    for (const r of entry.regions) {
      const s = by.get(r.region) ?? { count: 0, sum: 0, highest: 0, lastAt: entry.occurredAt };
      s.count += 1;
      s.sum += r.intensity;
      s.highest = Math.max(s.highest, r.intensity);
      if (Date.parse(entry.occurredAt) > Date.parse(s.lastAt)) s.lastAt = entry.occurredAt;
      by.set(r.region, s);
    }
  }
  return [...by.entries()]
    .map(([region, s]) => ({
      region,
      count: s.count,
      highest: s.highest,
      average: s.sum / s.count,
      lastAt: s.lastAt,
    }))
    .sort((a, b) => b.count - a.count || b.highest - a.highest || a.region.localeCompare(b.region));
}

export interface TrendPoint {
  /** The person's day, YYYY-MM-DD. */
  date: string;
  /** The day's highest intensity in the region. */
  intensity: number;
}

/** One region's highest intensity per local day, oldest first. */
export function regionTrend(
  entries: readonly Entry[],
  region: string,
  timeZone: string,
): TrendPoint[] {
  const days = new Map<string, number>();
  for (const entry of entries) {
    const r = entry.regions.find((x) => x.region === region);
    if (!r) continue;
    const day = localDateOf(new Date(entry.occurredAt), timeZone);
    days.set(day, Math.max(days.get(day) ?? 0, r.intensity));
  }
  return [...days.entries()]
    .map(([date, intensity]) => ({ date, intensity }))
    .sort((a, b) => a.date.localeCompare(b.date));
}

/** Entries from `days` local days back up to now: the start of the period, as an instant. */
export function periodStart(now: Date, days: number): Date {
  return new Date(now.getTime() - days * 86_400_000);
}
