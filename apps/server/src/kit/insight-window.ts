import { addDays, type InsightRange } from "@vitalog/domain";

/**
 * The instants a module reads for a report's local days: a day either side of the range in UTC,
 * so every local day of it is covered in any time zone (offsets stay within ±14 hours). The
 * domain's statistics keep only the range's own days.
 */
export function insightWindow(range: InsightRange): { from: Date; to: Date } {
  return {
    from: new Date(`${addDays(range.from, -1)}T00:00:00.000Z`),
    to: new Date(`${addDays(range.to, 2)}T00:00:00.000Z`),
  };
}
