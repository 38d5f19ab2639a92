import {
  kgToLb,
  lbToKg,
  type MeasurementSystem,
  type Profile,
  roundTo,
  WEIGHT_MAX_KG,
  WEIGHT_MIN_KG,
  type WeightEntry,
  type WeightGoal,
} from "@vitalog/domain";

export type WeightUnit = "kg" | "lb";

/** The bounds quoted by WeightMessage.weightRangeLb; inputs inside them are clamped to the kg range. */
export const WEIGHT_MIN_LB = 44;
export const WEIGHT_MAX_LB = 1102;

export function weightUnitFor(system: MeasurementSystem): WeightUnit {
  return system === "imperial" ? "lb" : "kg";
}

/** A stored kg value in the unit the person reads, to one decimal. */
export function toDisplayWeight(kg: number, unit: WeightUnit): number {
  return roundTo(unit === "lb" ? kgToLb(kg) : kg, 1);
}

/**
 * A value typed in the person's unit, as kg to store (two decimals keep 0.1 lb steps exact).
 * Pounds inside the quoted 44–1102 lb range are clamped to 20–500 kg (44 lb is 19.96 kg).
 */
export function fromDisplayWeight(value: number, unit: WeightUnit): number {
  if (unit === "kg") return roundTo(value, 2);
  const kg = roundTo(lbToKg(value), 2);
  if (value < WEIGHT_MIN_LB || value > WEIGHT_MAX_LB) return kg;
  return Math.min(WEIGHT_MAX_KG, Math.max(WEIGHT_MIN_KG, kg));
}

export type ChangeDirection = "up" | "down" | "steady";

/** Direction of a kg change as the person would read it (below 0.05 in their unit is steady). */
export function changeDirection(deltaKg: number, unit: WeightUnit): ChangeDirection {
  const shown = toDisplayWeight(Math.abs(deltaKg), unit);
  if (shown === 0) return "steady";
  return deltaKg > 0 ? "up" : "down";
}

export type ChangeTone = "good" | "bad" | "neutral";

/** Whether a change moves towards the person's weight goal; maintaining treats any move as neutral. */
export function changeTone(direction: ChangeDirection, goal: WeightGoal): ChangeTone {
  if (direction === "steady" || goal === "maintain") return "neutral";
  if (goal === "lose") return direction === "down" ? "good" : "bad";
  return direction === "up" ? "good" : "bad";
}

export type GoalDistance =
  | { status: "reached" }
  | { status: "toLose"; kg: number }
  | { status: "toGain"; kg: number };

/** How far the latest weight is from the goal weight; within 0.1 in the person's unit counts as reached. */
export function goalDistance(latestKg: number, goalKg: number, unit: WeightUnit): GoalDistance {
  const diff = latestKg - goalKg;
  if (toDisplayWeight(Math.abs(diff), unit) < 0.1) return { status: "reached" };
  return diff > 0 ? { status: "toLose", kg: diff } : { status: "toGain", kg: -diff };
}

export { dateTimeLocalToIso, toDateTimeLocalValue } from "../../kit/datetime-local.ts";

export const CHART_RANGES = ["30d", "90d", "1y", "all"] as const;
export type ChartRange = (typeof CHART_RANGES)[number];

const RANGE_DAYS: Record<Exclude<ChartRange, "all">, number> = { "30d": 30, "90d": 90, "1y": 365 };

/** Start of a chart range ending at `now`; null for the whole history. */
export function chartRangeStart(range: ChartRange, now: Date): Date | null {
  if (range === "all") return null;
  return new Date(now.getTime() - RANGE_DAYS[range] * 86_400_000);
}

export type WeightProfile = Pick<
  Profile,
  "measurementPreference" | "heightCm" | "goalWeightKg" | "weightGoal"
>;

export const SUMMARY_DAYS = [7, 30] as const;
export type SummaryDays = (typeof SUMMARY_DAYS)[number];

/**
 * The start of "the last `days` days" of an instant: the same wall-clock time `days` calendar
 * days earlier in the device's time zone, so a clock change in between does not move it.
 */
export function windowStart(at: string, days: number): Date {
  const start = new Date(at);
  start.setDate(start.getDate() - days);
  return start;
}

/**
 * The latest entry and, for 7 and 30 days, the earliest other entry within the last that many
 * days of it (inclusive): the change shown compares the two, or there is not enough data.
 */
export type WeightSummaryData = {
  latest: WeightEntry | null;
  /** Whether there is any entry besides the latest, inside the windows or not. */
  hasEarlier: boolean;
  baselines: Record<SummaryDays, WeightEntry | null>;
};

function newestFirst(a: WeightEntry, b: WeightEntry): number {
  return Date.parse(b.measuredAt) - Date.parse(a.measuredAt) || b.id.localeCompare(a.id);
}

/** The summary from entries that hold the latest and every entry of its last 30 days. */
export function summaryFromEntries(entries: readonly WeightEntry[]): WeightSummaryData {
  const unique = new Map(entries.map((e) => [e.id, e]));
  const [latest, ...earlier] = [...unique.values()].sort(newestFirst);
  if (!latest) return { latest: null, hasEarlier: false, baselines: { 7: null, 30: null } };
  const baseline = (days: number) => {
    const start = windowStart(latest.measuredAt, days).getTime();
    return earlier.filter((e) => Date.parse(e.measuredAt) >= start).at(-1) ?? null;
  };
  return {
    latest,
    hasEarlier: earlier.length > 0,
    baselines: { 7: baseline(7), 30: baseline(30) },
  };
}

/** Entries of a chart range ending at `now`, from a full list. */
export function entriesInRange(
  entries: readonly WeightEntry[],
  range: ChartRange,
  now: Date,
): WeightEntry[] {
  const start = chartRangeStart(range, now)?.getTime() ?? Number.NEGATIVE_INFINITY;
  return entries.filter((e) => new Date(e.measuredAt).getTime() >= start);
}
