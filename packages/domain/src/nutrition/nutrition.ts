import { z } from "zod";
import { ActivityLevel, UserGender, WeightGoal } from "../profile/profile.ts";
import { DEFAULT_WEIGHT_CHANGE_WINDOW_DAYS } from "./constants.ts";
import { NutritionMessage } from "./messages.ts";

export const NUTRITION_BMI_CATEGORIES = ["underweight", "normal", "overweight", "obese"] as const;
export const NutritionBmiCategory = z.enum(NUTRITION_BMI_CATEGORIES);
export type NutritionBmiCategory = z.infer<typeof NutritionBmiCategory>;

/** `GET /api/v1/nutrition/targets`: every figure unrounded; the web rounds what it shows. */
export const NutritionTargets = z.object({
  bmrKcal: z.number(),
  tdeeKcal: z.number(),
  targetKcal: z.number(),
  bmi: z.number(),
  bmiCategory: NutritionBmiCategory,
  weightKg: z.number(),
  heightCm: z.number(),
  age: z.number().int(),
  gender: UserGender,
  activityLevel: ActivityLevel,
  weightGoal: WeightGoal,
});
export type NutritionTargets = z.infer<typeof NutritionTargets>;

export const WeightChangeQuery = z.object({
  days: z.coerce
    .number({ error: NutritionMessage.windowRange })
    .int(NutritionMessage.windowRange)
    .min(1, NutritionMessage.windowRange)
    .max(365, NutritionMessage.windowRange)
    .default(DEFAULT_WEIGHT_CHANGE_WINDOW_DAYS),
});
export type WeightChangeQuery = z.infer<typeof WeightChangeQuery>;

/** `GET /api/v1/nutrition/weight-change`: the change between the window's first and last entry. */
export const WeightChange = z.object({
  windowDays: z.number().int(),
  entries: z.number().int(),
  from: z.string(),
  to: z.string(),
  startKg: z.number(),
  endKg: z.number(),
  changeKg: z.number(),
  /** The change per week over the time between the two entries; null when they share a time. */
  kgPerWeek: z.number().nullable(),
});
export type WeightChange = z.infer<typeof WeightChange>;
