import { z } from "zod";
import { requiredText } from "../kit/text.ts";
import { ACTIVITY_LEVELS } from "../profile/profile.ts";
import { RISK_FACTOR_CATEGORIES } from "../profile/risk-factor-categories.ts";
import {
  ACTION_TYPES,
  AGE_LIMITS,
  DEFAULT_MAX_AGE,
  DEFAULT_MIN_AGE,
  DEFAULT_PRIORITY,
  ESTIMATED_TIMES,
  EVIDENCE_LEVELS,
  FREQUENCY_MIN,
  FREQUENCY_PERIODS,
  MATCH_WEIGHTS,
  ORGANIZATIONS,
  PRIORITY_LIMITS,
  RECOMMENDATION_GENDERS,
  RECOMMENDATION_GRADES,
  RECOMMENDATION_STATUS_FILTERS,
  RECOMMENDATION_STATUSES,
  REPEAT_AFTER_MONTHS,
  STEP_TYPES,
  STUDY_TYPES,
  TEXT_LIMITS,
} from "./constants.ts";
import { RecommendationMessage as M } from "./messages.ts";

const text = (max: number) => z.string({ error: M.tooLong }).trim().max(max, M.tooLong);
const optionalText = (max: number) => text(max).default("");
const required = (message: string, max: number = TEXT_LIMITS.title) =>
  requiredText(message, M.tooLong, max);
const option = <const T extends readonly [string, ...string[]]>(
  values: T,
  message: string = M.invalidOption,
) => z.enum(values, { error: message });

const HttpUrl = z
  .string({ error: M.urlInvalid })
  .trim()
  .max(TEXT_LIMITS.url, M.tooLong)
  .refine((v) => v === "" || /^https?:\/\/[^\s]+$/i.test(v), M.urlInvalid)
  .meta({ pattern: "^\\s*(?:$|https?://\\S+\\s*$)" });

const isRealDate = (v: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return false;
  const d = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === v;
};
/** YYYY-MM-DD, or null when not given. */
const OptionalDate = z
  .string({ error: M.dateInvalid })
  .trim()
  .refine((v) => v === "" || isRealDate(v), M.dateInvalid)
  .meta({ format: "date" })
  .nullable()
  .default(null)
  .transform((v) => (v ? v : null));

const Age = z
  .number({ error: M.ageRange })
  .int(M.ageRange)
  .min(AGE_LIMITS.min, M.ageRange)
  .max(AGE_LIMITS.max, M.ageRange);

const Bmi = z.number({ error: M.bmiRange }).min(10, M.bmiRange).max(80, M.bmiRange).nullable();

export const InstructionStep = z.object({
  stepNumber: z.number().int().min(1).optional(),
  title: required(M.stepTitleRequired),
  /** Plain text; paragraphs are separated by blank lines. */
  description: optionalText(TEXT_LIMITS.long),
  /** A web address, or a picture uploaded through the admin API. */
  image: HttpUrl.or(
    z.string().regex(/^\/api\/v1\/recommendation-images\/[0-9a-f-]{36}\.webp$/, M.urlInvalid),
  ).default(""),
  estimatedTime: option(ESTIMATED_TIMES).or(z.literal("")).default(""),
  /** The admin's own wording when the estimated time is Custom. */
  customTime: optionalText(100),
  notes: optionalText(TEXT_LIMITS.short),
  type: option(STEP_TYPES).default("text"),
});
export type InstructionStep = z.output<typeof InstructionStep>;

export const RecommendationReference = z.object({
  citation: required("Citation is required", TEXT_LIMITS.short),
  evidenceLevel: option(EVIDENCE_LEVELS).or(z.literal("")).default(""),
  url: HttpUrl.default(""),
});
export type RecommendationReference = z.output<typeof RecommendationReference>;

/**
 * A recommendation as the admin form and the admin API write it: every field of the admin
 * spec's Recommendation (section 3) with its validation (section 5). The field paths of its
 * errors name the form's fields, so the form can mark the tab that holds each one.
 */
const RecommendationObject = z.object({
  guidelineTitle: required(M.titleRequired),
  organization: option(ORGANIZATIONS, M.organizationRequired),
  guidelineId: optionalText(100),
  actionType: option(ACTION_TYPES, M.actionTypeRequired),
  actionDetails: required(M.actionDetailsRequired, TEXT_LIMITS.long),
  instruction: required(M.instructionRequired, TEXT_LIMITS.long),
  explanation: optionalText(TEXT_LIMITS.long),
  frequencyNumber: z
    .number({ error: M.frequencyRequired })
    .int(M.frequencyMin)
    .min(FREQUENCY_MIN, M.frequencyMin)
    .max(1000, M.frequencyMin),
  frequencyPeriod: option(FREQUENCY_PERIODS).default("year"),
  customSchedule: optionalText(TEXT_LIMITS.short),
  isUrgent: z.boolean().default(false),
  /** Left empty it is 3, which an urgent recommendation may not be (section 5). */
  priority: z
    .number({ error: M.priorityRange })
    .int(M.priorityRange)
    .min(PRIORITY_LIMITS.min, M.priorityRange)
    .max(PRIORITY_LIMITS.max, M.priorityRange)
    .nullable()
    .default(null),
  gender: option(RECOMMENDATION_GENDERS, M.genderRequired),
  minAge: Age.default(DEFAULT_MIN_AGE),
  maxAge: Age.default(DEFAULT_MAX_AGE),
  selectedRiskFactors: z.array(required(M.unknownRiskFactor)).max(200).default([]),
  selectedHealthGoals: z.array(required(M.unknownHealthGoal)).max(200).default([]),
  /** Vitalog's own targeting for the BMI and activity parts of the match score. */
  bmiMin: Bmi.default(null),
  bmiMax: Bmi.default(null),
  activityLevels: z.array(option(ACTIVITY_LEVELS)).default([]),
  benefitsAndHarms: z
    .object({
      benefits: optionalText(TEXT_LIMITS.long),
      harms: optionalText(TEXT_LIMITS.long),
      netBenefit: optionalText(TEXT_LIMITS.long),
    })
    .default({ benefits: "", harms: "", netBenefit: "" }),
  clinicalImpact: optionalText(TEXT_LIMITS.long),
  practicePoints: optionalText(TEXT_LIMITS.long),
  clinicalNotes: optionalText(TEXT_LIMITS.long),
  recommendationGrade: option(RECOMMENDATION_GRADES, M.gradeRequired),
  evidenceLevel: option(EVIDENCE_LEVELS).or(z.literal("")).default(""),
  evidenceSummary: optionalText(TEXT_LIMITS.long),
  researchMethods: optionalText(TEXT_LIMITS.long),
  studyStatistics: optionalText(TEXT_LIMITS.long),
  studyTypes: z.array(option(STUDY_TYPES)).default([]),
  source: optionalText(TEXT_LIMITS.short),
  sourceUrl: HttpUrl.default(""),
  publicationDate: OptionalDate,
  lastReviewDate: OptionalDate,
  nextReviewDate: OptionalDate,
  references: z.array(RecommendationReference).max(100).default([]),
  relatedGuidelines: z.array(text(TEXT_LIMITS.short).min(1)).max(100).default([]),
  detailedInstructions: z.array(InstructionStep).max(50).default([]),
});

/** The names of the fields an admin writes. */
export const RECOMMENDATION_FIELD_NAMES: readonly string[] = Object.keys(
  RecommendationObject.shape,
);

/**
 * The record's rules: the API's (`form` false: the import and other clients) and the form's
 * (admin-back-office, section 5), which also ask for benefits or harms. All rules run together,
 * so a failed submit names every field at once.
 */
function recommendationRules(form: boolean) {
  // The cross-field rules run even when a field failed (`when`), so one submit names every
  // problem; the value may then be partly unparsed, hence the type checks.
  const always = {
    when: (payload: { value: unknown }) =>
      typeof payload.value === "object" && payload.value !== null,
  };
  const text = (v: unknown) => (typeof v === "string" ? v.trim() : "");
  return RecommendationObject.refine((r) => !(r.isUrgent === true && r.priority == null), {
    path: ["priority"],
    message: M.urgentPriority,
    ...always,
  })
    .refine(
      (r) =>
        !(typeof r.minAge === "number" && typeof r.maxAge === "number" && r.maxAge <= r.minAge),
      { path: ["maxAge"], message: M.maxAgeAboveMin, ...always },
    )
    .refine(
      (r) =>
        !(typeof r.bmiMin === "number" && typeof r.bmiMax === "number" && r.bmiMax <= r.bmiMin),
      { path: ["bmiMax"], message: M.bmiOrder, ...always },
    )
    .refine(
      (r) =>
        !form ||
        text(r.benefitsAndHarms?.benefits) !== "" ||
        text(r.benefitsAndHarms?.harms) !== "",
      { path: ["benefitsAndHarms", "benefits"], message: M.benefitsOrHarms, ...always },
    )
    .transform((r) => ({
      ...r,
      // Period "once" fixes the number to 1 (admin-back-office, section 4).
      frequencyNumber: r.frequencyPeriod === "once" ? 1 : r.frequencyNumber,
      priority: r.priority ?? DEFAULT_PRIORITY,
      detailedInstructions: r.detailedInstructions.map((step, i) => ({
        ...step,
        stepNumber: i + 1,
      })),
    }));
}

export const RecommendationInput = recommendationRules(false);
export type RecommendationInput = z.input<typeof RecommendationInput>;
export type RecommendationFields = z.output<typeof RecommendationInput>;
/** The form's submit rules; the admin API applies them too. */
export const RecommendationForm = recommendationRules(true);

export const RecommendationStats = z.object({
  completions: z.number().int(),
  saves: z.number().int(),
  views: z.number().int(),
  lastCompletedAt: z.string().nullable(),
});
export type RecommendationStats = z.infer<typeof RecommendationStats>;

const StepOut = z.object({
  stepNumber: z.number().int(),
  title: z.string(),
  description: z.string(),
  image: z.string(),
  estimatedTime: z.string(),
  customTime: z.string(),
  notes: z.string(),
  type: z.enum(STEP_TYPES),
});

/** A stored recommendation, as the admin API answers and the export writes it. */
export const Recommendation = z.object({
  id: z.string(),
  guidelineTitle: z.string(),
  organization: z.string(),
  guidelineId: z.string(),
  actionType: z.string(),
  actionDetails: z.string(),
  instruction: z.string(),
  explanation: z.string(),
  frequencyNumber: z.number().int(),
  frequencyPeriod: z.string(),
  customSchedule: z.string(),
  isUrgent: z.boolean(),
  priority: z.number().int(),
  gender: z.enum(RECOMMENDATION_GENDERS),
  minAge: z.number().int(),
  maxAge: z.number().int(),
  selectedRiskFactors: z.array(z.string()),
  selectedHealthGoals: z.array(z.string()),
  bmiMin: z.number().nullable(),
  bmiMax: z.number().nullable(),
  activityLevels: z.array(z.string()),
  benefitsAndHarms: z.object({ benefits: z.string(), harms: z.string(), netBenefit: z.string() }),
  clinicalImpact: z.string(),
  practicePoints: z.string(),
  clinicalNotes: z.string(),
  recommendationGrade: z.string(),
  evidenceLevel: z.string(),
  evidenceSummary: z.string(),
  researchMethods: z.string(),
  studyStatistics: z.string(),
  studyTypes: z.array(z.string()),
  source: z.string(),
  sourceUrl: z.string(),
  publicationDate: z.string().nullable(),
  lastReviewDate: z.string().nullable(),
  nextReviewDate: z.string().nullable(),
  references: z.array(
    z.object({ citation: z.string(), evidenceLevel: z.string(), url: z.string() }),
  ),
  relatedGuidelines: z.array(z.string()),
  detailedInstructions: z.array(StepOut),
  category: z.string(),
  stats: RecommendationStats,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type Recommendation = z.infer<typeof Recommendation>;

export const RecommendationList = z.object({ items: z.array(Recommendation) });
export type RecommendationList = z.infer<typeof RecommendationList>;

/** One criterion of the match score: what it weighs, whether it counted, what it gave. */
export const MatchCriterionResult = z.object({
  criterion: z.enum(Object.keys(MATCH_WEIGHTS) as [keyof typeof MATCH_WEIGHTS]),
  weight: z.number(),
  /** Points after scaling to 100 (0 when it did not match). */
  points: z.number(),
  matched: z.boolean(),
  /** What matched: the shared risk factors' or goals' names, the age, the BMI, the level. */
  details: z.array(z.string()),
});
export type MatchCriterionResult = z.infer<typeof MatchCriterionResult>;

export const MatchExplanation = z.object({
  /** The criteria that applied to this recommendation, in weight order. */
  criteria: z.array(MatchCriterionResult),
  /** Sum of the applying criteria's weights; below 100 the points were scaled to 100. */
  applicableWeight: z.number(),
  bonuses: z.array(z.object({ reason: z.enum(["highPriority", "urgent"]), points: z.number() })),
  score: z.number(),
});
export type MatchExplanation = z.infer<typeof MatchExplanation>;

export const RecommendationStatus = z.enum(RECOMMENDATION_STATUSES);

/** One item of the personalised list (`GET /api/v1/recommendations`). */
export const RecommendationListItem = z.object({
  id: z.string(),
  guidelineId: z.string(),
  guidelineTitle: z.string(),
  organization: z.string(),
  actionType: z.string(),
  actionDetails: z.string(),
  category: z.string(),
  recommendationGrade: z.string(),
  frequencyText: z.string(),
  isUrgent: z.boolean(),
  priority: z.number().int(),
  matchScore: z.number(),
  matchExplanation: MatchExplanation,
  status: RecommendationStatus,
  completedAt: z.string().nullable(),
  /** When a completed recommendation is due again (YYYY-MM-DD), null when never. */
  nextDueDate: z.string().nullable(),
  /** The instruction step the person reached; above 0 once they began it (Begin Recommendation). */
  progressStep: z.number().int(),
});
export type RecommendationListItem = z.infer<typeof RecommendationListItem>;

export const PersonalRecommendationList = z.object({ items: z.array(RecommendationListItem) });
export type PersonalRecommendationList = z.infer<typeof PersonalRecommendationList>;

export const RecommendationListQuery = z.object({
  status: z.enum(RECOMMENDATION_STATUS_FILTERS).default("all"),
  actionType: z.enum(ACTION_TYPES).optional(),
  q: z.string().trim().max(200).optional(),
});
export type RecommendationListQuery = z.infer<typeof RecommendationListQuery>;

/** The person's own state of one recommendation. */
export const RecommendationUserState = z.object({
  status: RecommendationStatus,
  isCompleted: z.boolean(),
  isSaved: z.boolean(),
  isHidden: z.boolean(),
  completedAt: z.string().nullable(),
  completionNotes: z.string(),
  savedAt: z.string().nullable(),
  hiddenAt: z.string().nullable(),
  hiddenReason: z.string(),
  /** The instruction step the person reached (1-based), 0 before starting. */
  progressStep: z.number().int(),
  nextDueDate: z.string().nullable(),
});
export type RecommendationUserState = z.infer<typeof RecommendationUserState>;

/** `GET /api/v1/recommendations/{id}`: the full record for the person, with their state. */
export const PersonalRecommendation = Recommendation.omit({
  stats: true,
  selectedRiskFactors: true,
  selectedHealthGoals: true,
}).extend({
  frequencyText: z.string(),
  matchScore: z.number(),
  matchExplanation: MatchExplanation,
  riskFactorNames: z.array(z.string()),
  healthGoalNames: z.array(z.string()),
  state: RecommendationUserState,
});
export type PersonalRecommendation = z.infer<typeof PersonalRecommendation>;

export const CompleteInput = z
  .object({
    notes: optionalText(TEXT_LIMITS.short),
    /** Custom schedules only: months until it is due again, one of `REPEAT_AFTER_MONTHS`. */
    repeatAfterMonths: z
      .number({ error: M.invalidOption })
      .int({ error: M.invalidOption })
      .refine((m) => (REPEAT_AFTER_MONTHS as readonly number[]).includes(m), {
        error: M.invalidOption,
      })
      .nullable()
      .optional(),
  })
  .strict()
  .default({ notes: "" });
export type CompleteInput = z.infer<typeof CompleteInput>;
export const HideInput = z
  .object({ reason: optionalText(TEXT_LIMITS.short) })
  .strict()
  .default({ reason: "" });
export const ProgressInput = z.object({ step: z.number().int().min(0).max(50) }).strict();

/** `POST /api/v1/admin/recommendations/import`'s answer. */
export const ImportResult = z.object({
  successCount: z.number().int(),
  errorCount: z.number().int(),
  results: z.array(
    z.object({
      index: z.number().int(),
      id: z.string().optional(),
      action: z.enum(["created", "updated"]).optional(),
      guidelineTitle: z.string().optional(),
      errors: z.array(z.string()).optional(),
    }),
  ),
});
export type ImportResult = z.infer<typeof ImportResult>;

/** Risk factor / health goal as the admin writes it. */
export const CatalogItemInput = z
  .object({
    name: required(M.catalogNameRequired, 100),
    description: optionalText(TEXT_LIMITS.short),
  })
  .strict();
export type CatalogItemInput = z.input<typeof CatalogItemInput>;
export const CatalogItemPatch = z
  .object({
    name: required(M.catalogNameRequired, 100),
    description: text(TEXT_LIMITS.short),
  })
  .partial()
  .strict();
export type CatalogItemPatch = z.input<typeof CatalogItemPatch>;

/** One of `RISK_FACTOR_CATEGORIES`, or null: shown under "other". */
const RiskFactorCategoryChoice = option(
  RISK_FACTOR_CATEGORIES,
  M.riskFactorCategoryUnknown,
).nullable();
/** A risk factor as the admin writes it: a catalogue entry plus the group it is shown in. */
export const RiskFactorInput = CatalogItemInput.extend({
  category: RiskFactorCategoryChoice.default(null),
}).strict();
export type RiskFactorInput = z.input<typeof RiskFactorInput>;
/** Leaving `category` out keeps it; null clears it. */
export const RiskFactorPatch = CatalogItemPatch.extend({
  category: RiskFactorCategoryChoice.optional(),
}).strict();
export type RiskFactorPatch = z.input<typeof RiskFactorPatch>;
