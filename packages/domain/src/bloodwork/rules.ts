import { judgeValue, type Plausibility, type PlausibilityVerdict } from "../kit/plausibility.ts";
import {
  LAB_PLAUSIBLE,
  LAB_PLAUSIBLE_SOURCE,
  type LabMarker,
  type LabRange,
  type LabSex,
  type LabUnit,
} from "./catalogue.ts";
import { LAB_VALUE_MAX, LAB_VALUE_MIN } from "./constants.ts";

export const LAB_FLAGS = ["low", "normal", "high"] as const;
export type LabFlag = (typeof LAB_FLAGS)[number];

/**
 * A unit's spelling folded for comparison: case, spaces, the Greek mu and the micro sign,
 * "u" and "mcg" for micro, "*" for "^" and "hr" for "h" all read the same.
 */
export function unitKey(unit: string): string {
  return unit
    .trim()
    .toLowerCase()
    .replaceAll(/\s+/g, "")
    .replaceAll("μ", "µ")
    .replaceAll("mcg", "µg")
    .replaceAll(/(^|[^a-z])u(?=[a-z])/g, "$1µ")
    .replaceAll("*", "^")
    .replace(/^x(?=10)/, "")
    .replace(/\/hr$/, "/h");
}

/** The marker's unit matching what was entered, or undefined when it does not accept it. */
export function findLabUnit(marker: LabMarker, unit: string): LabUnit | undefined {
  const key = unitKey(unit);
  return marker.units.find((u) => unitKey(u.unit) === key);
}

/** A value in the given unit converted to the marker's canonical unit (value × factor + offset). */
export function toCanonical(value: number, unit: LabUnit): number {
  return value * unit.factor + (unit.offset ?? 0);
}

/** A canonical value converted back to the given unit. */
export function fromCanonical(canonicalValue: number, unit: LabUnit): number {
  return (canonicalValue - (unit.offset ?? 0)) / unit.factor;
}

/** A lab value rounded to `digits` decimals, without floating-point noise. */
export function roundLabValue(value: number, digits = 4): number {
  const scale = 10 ** digits;
  return Math.round(value * scale) / scale;
}

function union(ranges: readonly LabRange[]): LabRange {
  const lows = ranges.map((r) => r.low);
  const highs = ranges.map((r) => r.high);
  return {
    sex: null,
    low: lows.some((l) => l === null) ? null : Math.min(...(lows as number[])),
    high: highs.some((h) => h === null) ? null : Math.max(...(highs as number[])),
    ...(ranges.every((r) => r.highExclusive) ? { highExclusive: true } : {}),
    source: [...new Set(ranges.map((r) => r.source))].join("; "),
  };
}

/**
 * The marker's reference range for a person: the range for everyone when there is one, else
 * the one for their sex; with no sex on the profile, the span of both sexes' ranges, so only a
 * value outside every adult range is flagged.
 */
export function labRangeFor(marker: LabMarker, sex: LabSex | null): LabRange | null {
  const general = marker.ranges.find((r) => r.sex === null);
  if (general) return general;
  const own = sex ? marker.ranges.find((r) => r.sex === sex) : undefined;
  if (own) return own;
  return marker.ranges.length > 0 ? union(marker.ranges) : null;
}

/**
 * Low, normal or high against a range (both ends inclusive, the upper one exclusive for a
 * "below x" cut-off); null without a range.
 */
export function labFlag(
  value: number,
  range: Pick<LabRange, "low" | "high" | "highExclusive"> | null,
): LabFlag | null {
  if (!range || (range.low === null && range.high === null)) return null;
  if (range.low !== null && value < range.low) return "low";
  if (range.high !== null && (range.highExclusive ? value >= range.high : value > range.high)) {
    return "high";
  }
  return "normal";
}

/**
 * A marker's limits in its canonical unit: any value the API takes (0..100000), a percentage at
 * most 100 (a share cannot exceed the whole); usual as `LAB_PLAUSIBLE` gives it.
 */
export function labPlausibility(marker: LabMarker): Plausibility {
  const [min, max] = LAB_PLAUSIBLE[marker.code] ?? [null, null];
  return {
    bounds: { min: LAB_VALUE_MIN, max: marker.unit === "%" ? 100 : LAB_VALUE_MAX },
    plausible: { min, max },
    source: LAB_PLAUSIBLE_SOURCE,
  };
}

/** How a value entered in `unit` fares against the marker's limits. */
export function labValueVerdict(
  marker: LabMarker,
  value: number,
  unit: LabUnit,
): PlausibilityVerdict {
  return judgeValue(toCanonical(value, unit), labPlausibility(marker));
}

/**
 * For a value outside what labs report in the unit it was entered in, another unit of the
 * marker in which the same number is usual (5.1 total cholesterol: mmol/L), or undefined.
 */
export function labSuggestedUnit(
  marker: LabMarker,
  value: number,
  unit: LabUnit,
): LabUnit | undefined {
  if (labValueVerdict(marker, value, unit) !== "implausible") return undefined;
  return marker.units.find(
    (u) => u.unit !== unit.unit && labValueVerdict(marker, value, u) === "ok",
  );
}

/** The largest value a unit can hold for the marker, from its canonical bound. */
export function labMaxIn(marker: LabMarker, unit: LabUnit): number {
  const max = labPlausibility(marker).bounds.max ?? LAB_VALUE_MAX;
  return roundLabValue(fromCanonical(max, unit));
}
