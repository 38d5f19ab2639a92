import { z } from "zod";

/**
 * The groups risk factors are shown in when a person picks theirs, in display order. A risk
 * factor without a category (one an admin added) is shown under "other".
 */
export const RISK_FACTOR_CATEGORIES = [
  "heart",
  "weight",
  "habits",
  "family",
  "infections",
  "other",
] as const;
export const RiskFactorCategory = z.enum(RISK_FACTOR_CATEGORIES);
export type RiskFactorCategory = z.infer<typeof RiskFactorCategory>;

/** Groups items by category in `RISK_FACTOR_CATEGORIES` order; empty groups are left out. */
export function groupByRiskFactorCategory<T extends { category?: RiskFactorCategory | null }>(
  items: readonly T[],
): { category: RiskFactorCategory; items: T[] }[] {
  return RISK_FACTOR_CATEGORIES.map((category) => ({
    category,
    items: items.filter((item) => (item.category ?? "other") === category),
  })).filter((group) => group.items.length > 0);
}
