/**
 * The recommendation engine's constants (spec: learning-devices-commerce, sections 3, 5 and 9;
 * end-user-app, sections 3 and 9).
 */

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
export const ACTION_TYPES = ACTION_TYPE_CATEGORIES.map(([type]) => type) as [
  ActionType,
  ...ActionType[],
];
export const OTHER_CATEGORY = "Other";

/** Frequency periods in the spec's order (admin-back-office, section 3). */
export const FREQUENCY_PERIODS = ["day", "week", "month", "year", "once", "custom"] as const;
export type FrequencyPeriod = (typeof FREQUENCY_PERIODS)[number];

/** The admin spec's enumerations (admin-back-office, section 3). */
export const ORGANIZATIONS = [
  "uspstf",
  "who",
  "cdc",
  "aafp",
  "acog",
  "aha",
  "ada",
  "acs",
  "aap",
  "nih",
  "nice",
] as const;
export type Organization = (typeof ORGANIZATIONS)[number];
/** A strong, B moderate, C selective, D against, I insufficient. */
export const RECOMMENDATION_GRADES = ["A", "B", "C", "D", "I"] as const;
export type RecommendationGrade = (typeof RECOMMENDATION_GRADES)[number];
export const EVIDENCE_LEVELS = ["high", "moderate", "low", "very_low"] as const;
export const RECOMMENDATION_GENDERS = ["male", "female", "all"] as const;
export const STUDY_TYPES = [
  "rct",
  "cohort",
  "case_control",
  "meta_analysis",
  "systematic_review",
  "observational",
  "cross_sectional",
  "clinical_guideline",
  "expert_opinion",
] as const;
export const STEP_TYPES = ["text", "checklist", "preparation", "action", "follow-up"] as const;
export const ESTIMATED_TIMES = [
  "1-2 minutes",
  "5-10 minutes",
  "15-30 minutes",
  "30-60 minutes",
  "1-2 hours",
  "Varies",
  "Custom",
] as const;

/** Age inputs, priority scale and frequency minimum (admin-back-office, section 9). */
export const AGE_LIMITS = { min: 0, max: 120 } as const;
export const PRIORITY_LIMITS = { min: 1, max: 5 } as const;
export const URGENT_PRIORITY = 5;
export const FREQUENCY_MIN = 1;
/** Longest texts the form accepts, with a counter (titles, short fields, long fields). */
export const TEXT_LIMITS = { title: 200, short: 500, long: 5000, url: 2000 } as const;

/**
 * Match-score weights and bonuses (learning-devices-commerce, section 9). The six weights add
 * up to 100; when fewer than six criteria apply the earned points are scaled to 100.
 */
export const MATCH_WEIGHTS = {
  healthGoals: 30,
  riskFactors: 25,
  age: 15,
  bmi: 15,
  activity: 10,
  gender: 5,
} as const;
export type MatchCriterion = keyof typeof MATCH_WEIGHTS;
export const MATCH_BONUSES = { highPriority: 10, urgent: 15 } as const;
/** The priority from which the high-priority bonus counts. */
export const HIGH_PRIORITY_FROM = 4;

/** Per-user statuses; an item without a record is pending (end-user-app, section 4). */
export const RECOMMENDATION_STATUSES = ["pending", "saved", "completed", "hidden"] as const;
export type RecommendationStatusValue = (typeof RECOMMENDATION_STATUSES)[number];
/** The status filter: `all` is every item still to do (neither completed nor hidden). */
export const RECOMMENDATION_STATUS_FILTERS = ["all", ...RECOMMENDATION_STATUSES] as const;

/**
 * When a custom-schedule item (one whose interval depends on the test done or the person's risk)
 * is due again, as the person chooses on completing it: the intervals USPSTF screening schedules
 * use, from yearly blood pressure checks to 10-yearly colonoscopy (uspreventiveservicestaskforce.org).
 */
export const REPEAT_AFTER_MONTHS = [12, 24, 36, 60, 120] as const;

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
