/**
 * The recommendation engine's constants (spec: learning-devices-commerce, sections 3, 5 and 9;
 * end-user-app, sections 3 and 9).
 */

/** Age assumed when the profile has no date of birth. */
export const DEFAULT_AGE = 30;
/** A new recommendation's age band (the Recommendation's field defaults). */
export const DEFAULT_MIN_AGE = 18;
export const DEFAULT_MAX_AGE = 99;
/** The band matching assumes when a stored recommendation has none (recommendation service). */
export const MATCH_MIN_AGE = 0;
export const MATCH_MAX_AGE = 999;
export const DEFAULT_PRIORITY = 3;

/** Action types in the spec's order, each with its category. */
export const ACTION_TYPE_CATEGORIES = [
  ["screening", "Preventive Screening"],
  ["preventive", "Preventive Care"],
  ["counseling", "Health Counseling"],
  ["medication", "Medications"],
  ["vaccination", "Vaccinations"],
  ["lifestyle", "Lifestyle Changes"],
  ["lab_test", "Lab Tests"],
  ["imaging", "Medical Imaging"],
  ["physician_visit", "Doctor Visits"],
  ["supplement", "Supplements"],
] as const;
export type ActionType = (typeof ACTION_TYPE_CATEGORIES)[number][0];
export const ACTION_TYPES = ACTION_TYPE_CATEGORIES.map(([type]) => type);
export const OTHER_CATEGORY = "Other";

export const FREQUENCY_PERIODS = ["once", "day", "week", "month", "year"] as const;
export type FrequencyPeriod = (typeof FREQUENCY_PERIODS)[number];

/** Filter defaults of the ranked list. */
export const RECOMMENDATION_FILTER_DEFAULTS = {
  excludeCompleted: true,
  excludeHidden: true,
  minScore: 0,
  maxResults: 50,
} as const;

/** Effectiveness: the weights of completion and save rates, and the grade bonuses. */
export const EFFECTIVENESS = {
  completionWeight: 0.7,
  saveWeight: 0.3,
  gradeBonus: { A: 10, B: 5 } as Record<string, number>,
  withoutViews: 50,
} as const;
