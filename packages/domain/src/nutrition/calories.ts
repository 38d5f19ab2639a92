import type { ActivityLevel, UserGender, WeightGoal } from "../profile/profile.ts";
import { ageFromDateOfBirth } from "../profile/profile.ts";
import { CM_PER_INCH } from "../units.ts";
import { bmiCategory, calculateBmi } from "../weight/bmi.ts";
import {
  ACTIVITY_MULTIPLIERS,
  KCAL_PER_KG,
  MIFFLIN_ST_JEOR,
  NUTRITION_DEFAULTS,
  NUTRITION_KG_PER_LB,
  WEIGHT_GOAL_RATES_KG_PER_WEEK,
} from "./constants.ts";
import type { NutritionBmiCategory, NutritionTargets } from "./nutrition.ts";

/** Resting energy: Mifflin-St Jeor, 10 × kg + 6.25 × cm − 5 × age, + 5 men, − 161 women (1990). */
export function mifflinStJeorBmr(input: {
  weightKg: number;
  heightCm: number;
  age: number;
  gender: UserGender;
}): number {
  const c = MIFFLIN_ST_JEOR;
  return (
    c.perKg * input.weightKg +
    c.perCm * input.heightCm -
    c.perYear * input.age +
    (input.gender === "female" ? c.female : c.male)
  );
}

/** Total daily energy expenditure: the BMR times the spec's activity multiplier. */
export function totalDailyEnergyExpenditure(bmrKcal: number, activityLevel: ActivityLevel): number {
  return bmrKcal * ACTIVITY_MULTIPLIERS[activityLevel];
}

/** The daily target: TDEE + 7700 × rate / 7, the goal's rate in kg per week (spec, section 9). */
export function dailyTargetKcal(tdeeKcal: number, weightGoal: WeightGoal): number {
  return tdeeKcal + (KCAL_PER_KG * WEIGHT_GOAL_RATES_KG_PER_WEEK[weightGoal]) / 7;
}

/** Pounds to kilograms at the spec's 0.453592 kg per lb. */
export function poundsToKg(lb: number): number {
  return lb * NUTRITION_KG_PER_LB;
}

/** Inches to centimetres at the spec's 2.54 cm per inch. */
export function inchesToCm(inches: number): number {
  return inches * CM_PER_INCH;
}

const CDC_NAMES = {
  underweight: "underweight",
  healthy: "normal",
  overweight: "overweight",
  obesity: "obese",
} as const satisfies Record<ReturnType<typeof bmiCategory>, NutritionBmiCategory>;

/** The CDC's adult BMI categories by the names the targets use (normal, obese). */
export function nutritionBmiCategory(bmi: number): NutritionBmiCategory {
  return CDC_NAMES[bmiCategory(bmi)];
}

export interface NutritionProfile {
  weightKg: number;
  heightCm: number;
  dateOfBirth: string | null;
  gender: UserGender | null;
  activityLevel: ActivityLevel | null;
  weightGoal: WeightGoal | null;
}

/**
 * Everything the calorie targets are, unrounded: a missing date of birth counts as 30, a missing
 * gender as male, activity as sedentary and the goal as maintain (spec, section 5).
 */
export function nutritionTargets(profile: NutritionProfile, now: Date): NutritionTargets {
  const age = ageFromDateOfBirth(profile.dateOfBirth, now);
  const gender = profile.gender ?? NUTRITION_DEFAULTS.gender;
  const activityLevel = profile.activityLevel ?? NUTRITION_DEFAULTS.activityLevel;
  const weightGoal = profile.weightGoal ?? NUTRITION_DEFAULTS.weightGoal;
  const { weightKg, heightCm } = profile;
  const bmrKcal = mifflinStJeorBmr({ weightKg, heightCm, age, gender });
  const tdeeKcal = totalDailyEnergyExpenditure(bmrKcal, activityLevel);
  const bmi = calculateBmi(weightKg, heightCm);
  return {
    bmrKcal,
    tdeeKcal,
    targetKcal: dailyTargetKcal(tdeeKcal, weightGoal),
    bmi,
    bmiCategory: nutritionBmiCategory(bmi),
    weightKg,
    heightCm,
    age,
    gender,
    activityLevel,
    weightGoal,
  };
}
