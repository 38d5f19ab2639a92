/**
 * Blood-pressure categories of the 2017 ACC/AHA guideline (Whelton PK et al., Hypertension
 * 2018;71:e13–e115, table 6), with its hypertensive crisis (section 11.2: "SBP >180 mm Hg
 * and/or DBP >120 mm Hg"). Readings are whole mmHg, so Vitalog takes the crisis from 180 / 120
 * inclusive, as the AHA's patient chart words it ("higher than 180 and/or higher than 120",
 * read with the safer edge): a reading of 180 already says "seek care now".
 *
 * - normal: systolic < 120 and diastolic < 80
 * - elevated: systolic 120–129 and diastolic < 80
 * - stage1: systolic 130–139 or diastolic 80–89
 * - stage2: systolic ≥ 140 or diastolic ≥ 90
 * - crisis: systolic ≥ 180 and/or diastolic ≥ 120
 *
 * When the two numbers fall in different categories, the higher one wins.
 */
export const BP_CATEGORIES = ["normal", "elevated", "stage1", "stage2", "crisis"] as const;
export type BloodPressureCategory = (typeof BP_CATEGORIES)[number];

export const BP_CATEGORY_SOURCE =
  "Whelton PK et al. 2017 ACC/AHA guideline, Hypertension 2018;71:e13–e115, table 6";

function systolicCategory(systolic: number): BloodPressureCategory {
  if (systolic >= 180) return "crisis";
  if (systolic >= 140) return "stage2";
  if (systolic >= 130) return "stage1";
  if (systolic >= 120) return "elevated";
  return "normal";
}

function diastolicCategory(diastolic: number): BloodPressureCategory {
  if (diastolic >= 120) return "crisis";
  if (diastolic >= 90) return "stage2";
  if (diastolic >= 80) return "stage1";
  // Diastolic alone never makes "elevated": that needs systolic 120–129.
  return "normal";
}

/** The reading's category; the higher of the two numbers' categories. */
export function bloodPressureCategory(systolic: number, diastolic: number): BloodPressureCategory {
  const a = BP_CATEGORIES.indexOf(systolicCategory(systolic));
  const b = BP_CATEGORIES.indexOf(diastolicCategory(diastolic));
  return BP_CATEGORIES[Math.max(a, b)] as BloodPressureCategory;
}

/** Whether a reading calls for the "seek care now" warning. */
export function isHypertensiveCrisis(systolic: number, diastolic: number): boolean {
  return bloodPressureCategory(systolic, diastolic) === "crisis";
}
