import type { Medication } from "@vitalog/domain";

export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;

/** "500 mg", with the number in the reader's language. */
export function dosageText(medication: Pick<Medication, "dosage" | "dosageUnit">, locale: string) {
  return `${new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(medication.dosage)} ${medication.dosageUnit}`;
}

/** How the schedule's days read: every day, weekdays, weekends, or the days listed. */
export function daysKind(
  days: readonly number[],
): "everyDay" | "weekdays" | "weekends" | "none" | "some" {
  const key = [...days].sort().join(",");
  if (key === "1,2,3,4,5,6,7") return "everyDay";
  if (key === "1,2,3,4,5") return "weekdays";
  if (key === "6,7") return "weekends";
  if (key === "") return "none";
  return "some";
}

/** A short weekday name for an ISO weekday (1 Monday .. 7 Sunday). */
export function weekdayName(day: number, locale: string, width: "short" | "long" = "short") {
  // 2024-01-01 was a Monday.
  const date = new Date(Date.UTC(2024, 0, day, 12));
  return new Intl.DateTimeFormat(locale, { weekday: width, timeZone: "UTC" }).format(date);
}

/** A percentage for a tile: "86%", or an en dash when nothing was due. */
export function percentText(value: number | null): string {
  return value === null ? "–" : `${value}%`;
}
