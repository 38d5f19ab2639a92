import type { FoodLogEntry, Nutrients } from "@vitalog/domain";

/** Energy as shown: whole kilocalories (the totals behind it stay unrounded). */
export function roundKcal(kcal: number): number {
  return Math.round(kcal);
}

/** Grams as shown: one decimal at most ("12.3", "150"). */
export function formatGrams(grams: number, locale = "en"): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(grams);
}

/** How much of the day's target is eaten: the bar's share (0-100), what is left or over. */
export function energyProgress(eatenKcal: number, targetKcal: number) {
  const ratio = targetKcal > 0 ? eatenKcal / targetKcal : 0;
  return {
    percent: Math.min(100, Math.max(0, Math.round(ratio * 100))),
    remainingKcal: roundKcal(targetKcal - eatenKcal),
    isOver: eatenKcal > targetKcal,
  };
}

/**
 * Each macronutrient's share of the energy from all three, by the general Atwater factors
 * (4 kcal/g protein and carbohydrate, 9 kcal/g fat); zeros when nothing is eaten.
 */
export function macroShares(totals: Nutrients): {
  protein: number;
  carbohydrate: number;
  fat: number;
} {
  const protein = 4 * totals.proteinG;
  const carbohydrate = 4 * totals.carbohydrateG;
  const fat = 9 * totals.fatG;
  const all = protein + carbohydrate + fat;
  if (all <= 0) return { protein: 0, carbohydrate: 0, fat: 0 };
  return {
    protein: Math.round((protein / all) * 100),
    carbohydrate: Math.round((carbohydrate / all) * 100),
    fat: Math.round((fat / all) * 100),
  };
}

/** An entry's portion as it was logged: "2 × 1 medium (236 g)" or "150 g". */
export function portionText(
  entry: Pick<FoodLogEntry, "grams" | "servings" | "serving">,
  locale = "en",
): string {
  const grams = `${formatGrams(entry.grams, locale)} g`;
  if (entry.servings === null || entry.serving === null) return grams;
  return `${formatGrams(entry.servings, locale)} × ${entry.serving} (${grams})`;
}
