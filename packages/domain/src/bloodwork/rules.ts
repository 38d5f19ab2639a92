import type { LabMarker, LabRange, LabSex, LabUnit } from "./catalogue.ts";

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
