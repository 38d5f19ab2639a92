/**
 * Body-mass index = weight (kg) / height (m)². Adult categories from the WHO
 * ("A healthy lifestyle - WHO recommendations", 2010) as used by the CDC:
 * underweight < 18.5, healthy 18.5–24.9, overweight 25–29.9, obesity ≥ 30.
 */
export type BmiCategory = "underweight" | "healthy" | "overweight" | "obesity";

export function calculateBmi(weightKg: number, heightCm: number): number {
  const m = heightCm / 100;
  return weightKg / (m * m);
}

export function bmiCategory(bmi: number): BmiCategory {
  if (bmi < 18.5) return "underweight";
  if (bmi < 25) return "healthy";
  if (bmi < 30) return "overweight";
  return "obesity";
}

/** Obesity classes from the same WHO table: I 30–34.9, II 35–39.9, III ≥ 40. */
export function obesityClass(bmi: number): 1 | 2 | 3 | null {
  if (bmi < 30) return null;
  if (bmi < 35) return 1;
  if (bmi < 40) return 2;
  return 3;
}
