import {
  findLabUnit,
  fromCanonical,
  LAB_MARKERS,
  type LabResult,
  type LabResultRange,
  labMarkerOf,
  roundLabValue,
} from "@vitalog/domain";

/** The key results of one marker share: its code, or its name for a marker without one. */
export function markerKeyOf(result: Pick<LabResult, "code" | "name">): string {
  return result.code ?? `name:${result.name.trim().toLowerCase()}`;
}

/** The calendar day (YYYY-MM-DD) of an instant in the reader's time zone. */
export function localDayOf(instant: string): string {
  const d = new Date(instant);
  const pad = (n: number) => String(n).padStart(2, "0");
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

const CATALOGUE_ORDER = new Map(LAB_MARKERS.map((m, i) => [m.code, i]));

/** A result's place in the catalogue's order (lipids first); markers of one's own come last. */
function markerRank(result: Pick<LabResult, "code" | "custom">): number {
  const rank = result.code && !result.custom ? CATALOGUE_ORDER.get(result.code) : undefined;
  return rank ?? Number.MAX_SAFE_INTEGER;
}

export interface ResultGroup {
  key: string;
  day: string;
  lab: string | null;
  results: LabResult[];
}

/** Results grouped by test (the same day and lab), newest test first, markers in catalogue order. */
export function groupByTest(results: readonly LabResult[]): ResultGroup[] {
  const groups = new Map<string, ResultGroup>();
  for (const result of results) {
    const day = localDayOf(result.takenAt);
    const key = `${day}|${result.lab ?? ""}`;
    let group = groups.get(key);
    if (!group) {
      group = { key, day, lab: result.lab, results: [] };
      groups.set(key, group);
    }
    group.results.push(result);
  }
  for (const group of groups.values()) {
    group.results.sort((a, b) => markerRank(a) - markerRank(b) || a.name.localeCompare(b.name));
  }
  return [...groups.values()].sort((a, b) => b.day.localeCompare(a.day));
}

/** A result's value in another unit of its marker, or null when it cannot be converted. */
export function valueInUnit(result: LabResult, unit: string): number | null {
  if (result.unit === unit) return result.value;
  const marker = result.code ? labMarkerOf(result.code) : undefined;
  const target = marker ? findLabUnit(marker, unit) : undefined;
  if (!marker || !target || result.custom) return null;
  return roundLabValue(fromCanonical(result.canonicalValue, target));
}

export interface Comparison {
  key: string;
  name: string;
  code: string | null;
  latest: LabResult;
  previous: LabResult | null;
  /** The previous value in the latest's unit; null when there is none or no conversion. */
  previousValue: number | null;
  /** Latest minus previous, in the latest's unit. */
  change: number | null;
}

/**
 * Each marker's latest result beside the one before it, in the catalogue's order (lipids
 * first), the person's own markers after them by name.
 */
export function compareLatest(results: readonly LabResult[]): Comparison[] {
  const byMarker = new Map<string, LabResult[]>();
  for (const result of results) {
    const key = markerKeyOf(result);
    byMarker.set(key, [...(byMarker.get(key) ?? []), result]);
  }
  const rows: Comparison[] = [];
  for (const [key, list] of byMarker) {
    const [latest, previous] = [...list].sort(
      (a, b) => b.takenAt.localeCompare(a.takenAt) || b.createdAt.localeCompare(a.createdAt),
    );
    if (!latest) continue;
    const previousValue = previous ? valueInUnit(previous, latest.unit) : null;
    rows.push({
      key,
      name: latest.name,
      code: latest.code,
      latest,
      previous: previous ?? null,
      previousValue,
      change: previousValue === null ? null : roundLabValue(latest.value - previousValue),
    });
  }
  return rows.sort(
    (a, b) => markerRank(a.latest) - markerRank(b.latest) || a.name.localeCompare(b.name),
  );
}

export interface TrendPoint {
  id: string;
  at: number;
  takenAt: string;
  value: number;
}

/** A marker's history as chart points in one unit, oldest first; results that cannot be shown in it are left out. */
export function trendPoints(history: readonly LabResult[], unit: string): TrendPoint[] {
  return history
    .flatMap((r) => {
      const value = valueInUnit(r, unit);
      return value === null
        ? []
        : [{ id: r.id, at: Date.parse(r.takenAt), takenAt: r.takenAt, value }];
    })
    .sort((a, b) => a.at - b.at);
}

export type RangeShape = "between" | "below" | "upTo" | "atLeast";

/** How a range reads: "3.7–5.2", "below 200", "up to 3" or "at least 40". */
export function rangeShapeOf(
  range: Pick<LabResultRange, "low" | "high" | "highExclusive">,
): RangeShape {
  if (range.low !== null && range.high !== null) return "between";
  if (range.high !== null) return range.highExclusive ? "below" : "upTo";
  return "atLeast";
}
