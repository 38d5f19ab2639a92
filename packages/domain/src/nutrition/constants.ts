import type { ActivityLevel, UserGender, WeightGoal } from "../profile/profile.ts";

// Calorie constants from the product specification (learning, devices and commerce, section 9).

/** Mifflin-St Jeor coefficients (Mifflin et al., Am J Clin Nutr 1990;51:241-7). */
export const MIFFLIN_ST_JEOR = {
  perKg: 10,
  perCm: 6.25,
  perYear: 5,
  male: 5,
  female: -161,
} as const;

/** Activity multipliers applied to the BMR. */
export const ACTIVITY_MULTIPLIERS: Readonly<Record<ActivityLevel, number>> = {
  sedentary: 1.2,
  lightly_active: 1.375,
  moderately_active: 1.55,
  very_active: 1.725,
  extremely_active: 1.9,
};

/** Weight-goal rates in kg per week. */
export const WEIGHT_GOAL_RATES_KG_PER_WEEK: Readonly<Record<WeightGoal, number>> = {
  lose: -0.5,
  maintain: 0,
  gain: 0.5,
};

/** Energy in one kg of body weight, the spec's 7700 kcal (Wishnofsky, 1958). */
export const KCAL_PER_KG = 7700;
/** The calorie service's pound (spec, section 9); weight display uses the exact 0.45359237. */
export const NUTRITION_KG_PER_LB = 0.453592;

export const DEFAULT_WEIGHT_CHANGE_WINDOW_DAYS = 28;
export const NUTRITION_DEFAULTS: {
  gender: UserGender;
  activityLevel: ActivityLevel;
  weightGoal: WeightGoal;
} = { gender: "male", activityLevel: "sedentary", weightGoal: "maintain" };

/**
 * What the adaptive expenditure estimate needs within its window: enough logged days for a
 * fair mean intake, and two weigh-ins far enough apart to show a trend.
 */
export const EXPENDITURE_WINDOW_DAYS = 28;
export const EXPENDITURE_MIN_DAYS_LOGGED = 7;
export const EXPENDITURE_MIN_WEIGH_IN_SPAN_DAYS = 7;
