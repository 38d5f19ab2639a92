import {
  DEFAULT_MAX_AGE,
  DEFAULT_MIN_AGE,
  DEFAULT_PRIORITY,
  type Recommendation,
  RecommendationForm,
  type RecommendationInput,
} from "@vitalog/domain";
import { z } from "zod";

// The admin form's values (what its inputs hold) and their way to and from the domain's
// `RecommendationForm` schema, which checks them with the same rules as the server.

export const FORM_TABS = [
  "basic",
  "targeting",
  "clinical",
  "evidence",
  "references",
  "instructions",
] as const;
export type FormTab = (typeof FORM_TABS)[number];

/** Every top-level field (the first part of an error's path) in the order the form shows them. */
const FIELDS_BY_TAB: Record<FormTab, readonly string[]> = {
  basic: [
    "guidelineTitle",
    "organization",
    "guidelineId",
    "actionType",
    "actionDetails",
    "instruction",
    "explanation",
    "frequencyNumber",
    "frequencyPeriod",
    "customSchedule",
    "isUrgent",
    "priority",
  ],
  targeting: [
    "gender",
    "minAge",
    "maxAge",
    "selectedRiskFactors",
    "selectedHealthGoals",
    "bmiMin",
    "bmiMax",
    "activityLevels",
  ],
  clinical: ["benefitsAndHarms", "clinicalImpact", "practicePoints", "clinicalNotes"],
  evidence: [
    "recommendationGrade",
    "evidenceLevel",
    "evidenceSummary",
    "researchMethods",
    "studyStatistics",
    "studyTypes",
  ],
  references: [
    "source",
    "sourceUrl",
    "publicationDate",
    "lastReviewDate",
    "nextReviewDate",
    "references",
    "relatedGuidelines",
  ],
  instructions: ["detailedInstructions"],
};

const FIELD_ORDER = FORM_TABS.flatMap((tab) => FIELDS_BY_TAB[tab]);

/** The tab holding the field of an error path ("benefitsAndHarms.benefits" → clinical). */
export function tabOfPath(path: string): FormTab {
  const top = path.split(".")[0] ?? "";
  return FORM_TABS.find((tab) => FIELDS_BY_TAB[tab].includes(top)) ?? "basic";
}

/** The error paths in the order their fields appear in the form; the first is where to jump. */
export function orderErrorPaths(paths: string[]): string[] {
  const rank = (path: string) => {
    const index = FIELD_ORDER.indexOf(path.split(".")[0] ?? "");
    return index === -1 ? FIELD_ORDER.length : index;
  };
  return [...paths].sort(
    (a, b) => rank(a) - rank(b) || a.localeCompare(b, "en", { numeric: true }),
  );
}

/** The input id of the field at an error path, so a failed submit can focus it. */
export function fieldId(path: string): string {
  return `rec-${path.replaceAll(".", "-")}`;
}

let nextKey = 0;
/** A stable React key for a new list row. */
export const rowKey = () => `row-${++nextKey}`;

export interface StepValues {
  key: string;
  title: string;
  description: string;
  image: string;
  estimatedTime: string;
  customTime: string;
  notes: string;
  type: string;
}

export interface ReferenceValues {
  key: string;
  citation: string;
  evidenceLevel: string;
  url: string;
}

export interface RecommendationValues {
  guidelineTitle: string;
  organization: string;
  guidelineId: string;
  actionType: string;
  actionDetails: string;
  instruction: string;
  explanation: string;
  frequencyNumber: string;
  frequencyPeriod: string;
  customSchedule: string;
  isUrgent: boolean;
  priority: string;
  gender: string;
  minAge: string;
  maxAge: string;
  selectedRiskFactors: string[];
  selectedHealthGoals: string[];
  bmiMin: string;
  bmiMax: string;
  activityLevels: string[];
  benefitsAndHarms: { benefits: string; harms: string; netBenefit: string };
  clinicalImpact: string;
  practicePoints: string;
  clinicalNotes: string;
  recommendationGrade: string;
  evidenceLevel: string;
  evidenceSummary: string;
  researchMethods: string;
  studyStatistics: string;
  studyTypes: string[];
  source: string;
  sourceUrl: string;
  publicationDate: string;
  lastReviewDate: string;
  nextReviewDate: string;
  references: ReferenceValues[];
  /** One guideline per line. */
  relatedGuidelines: string;
  detailedInstructions: StepValues[];
}

export function emptyStep(): StepValues {
  return {
    key: rowKey(),
    title: "",
    description: "",
    image: "",
    estimatedTime: "",
    customTime: "",
    notes: "",
    type: "text",
  };
}

export function emptyReference(): ReferenceValues {
  return { key: rowKey(), citation: "", evidenceLevel: "", url: "" };
}

/** A new recommendation: the spec's defaults (all genders, 18–99, once a year, priority 3). */
export function emptyValues(): RecommendationValues {
  return {
    guidelineTitle: "",
    organization: "",
    guidelineId: "",
    actionType: "",
    actionDetails: "",
    instruction: "",
    explanation: "",
    frequencyNumber: "1",
    frequencyPeriod: "year",
    customSchedule: "",
    isUrgent: false,
    priority: String(DEFAULT_PRIORITY),
    gender: "all",
    minAge: String(DEFAULT_MIN_AGE),
    maxAge: String(DEFAULT_MAX_AGE),
    selectedRiskFactors: [],
    selectedHealthGoals: [],
    bmiMin: "",
    bmiMax: "",
    activityLevels: [],
    benefitsAndHarms: { benefits: "", harms: "", netBenefit: "" },
    clinicalImpact: "",
    practicePoints: "",
    clinicalNotes: "",
    recommendationGrade: "",
    evidenceLevel: "",
    evidenceSummary: "",
    researchMethods: "",
    studyStatistics: "",
    studyTypes: [],
    source: "",
    sourceUrl: "",
    publicationDate: "",
    lastReviewDate: "",
    nextReviewDate: "",
    references: [],
    relatedGuidelines: "",
    detailedInstructions: [emptyStep()],
  };
}

const numberText = (n: number | null | undefined) =>
  n === null || n === undefined ? "" : String(n);

/** A stored recommendation in the form's values. */
export function valuesOf(r: Recommendation): RecommendationValues {
  return {
    guidelineTitle: r.guidelineTitle,
    organization: r.organization,
    guidelineId: r.guidelineId,
    actionType: r.actionType,
    actionDetails: r.actionDetails,
    instruction: r.instruction,
    explanation: r.explanation,
    frequencyNumber: numberText(r.frequencyNumber),
    frequencyPeriod: r.frequencyPeriod,
    customSchedule: r.customSchedule,
    isUrgent: r.isUrgent,
    priority: numberText(r.priority),
    gender: r.gender,
    minAge: numberText(r.minAge),
    maxAge: numberText(r.maxAge),
    selectedRiskFactors: [...r.selectedRiskFactors],
    selectedHealthGoals: [...r.selectedHealthGoals],
    bmiMin: numberText(r.bmiMin),
    bmiMax: numberText(r.bmiMax),
    activityLevels: [...r.activityLevels],
    benefitsAndHarms: { ...r.benefitsAndHarms },
    clinicalImpact: r.clinicalImpact,
    practicePoints: r.practicePoints,
    clinicalNotes: r.clinicalNotes,
    recommendationGrade: r.recommendationGrade,
    evidenceLevel: r.evidenceLevel,
    evidenceSummary: r.evidenceSummary,
    researchMethods: r.researchMethods,
    studyStatistics: r.studyStatistics,
    studyTypes: [...r.studyTypes],
    source: r.source,
    sourceUrl: r.sourceUrl,
    publicationDate: r.publicationDate ?? "",
    lastReviewDate: r.lastReviewDate ?? "",
    nextReviewDate: r.nextReviewDate ?? "",
    references: r.references.map((ref) => ({ key: rowKey(), ...ref })),
    relatedGuidelines: r.relatedGuidelines.join("\n"),
    detailedInstructions:
      r.detailedInstructions.length > 0
        ? r.detailedInstructions.map((step) => ({
            key: rowKey(),
            title: step.title,
            description: step.description,
            image: step.image,
            estimatedTime: step.estimatedTime,
            customTime: step.customTime,
            notes: step.notes,
            type: step.type,
          }))
        : [emptyStep()],
  };
}

/** A number input's text: empty is "not given" (undefined), anything else its number. */
const numberOf = (text: string) => (text.trim() === "" ? undefined : Number(text));
const orUndefined = (text: string) => (text === "" ? undefined : text);

const isBlankStep = (s: StepValues) =>
  !s.title.trim() && !s.description.trim() && !s.image && !s.notes.trim() && !s.estimatedTime;

/**
 * The values as the API takes them. The editor always shows one step; a step left entirely
 * blank is no step, so a recommendation may have none. `stepRows` maps each sent step to its
 * row, for error paths such as "detailedInstructions.0.title".
 */
export function inputOf(values: RecommendationValues): {
  input: RecommendationInput;
  stepRows: number[];
} {
  const stepRows = values.detailedInstructions
    .map((step, row) => (isBlankStep(step) ? -1 : row))
    .filter((row) => row !== -1);
  const input = {
    guidelineTitle: values.guidelineTitle,
    organization: orUndefined(values.organization),
    guidelineId: values.guidelineId,
    actionType: orUndefined(values.actionType),
    actionDetails: values.actionDetails,
    instruction: values.instruction,
    explanation: values.explanation,
    frequencyNumber: values.frequencyPeriod === "once" ? 1 : numberOf(values.frequencyNumber),
    frequencyPeriod: values.frequencyPeriod,
    customSchedule: values.frequencyPeriod === "custom" ? values.customSchedule : "",
    isUrgent: values.isUrgent,
    priority: numberOf(values.priority) ?? null,
    gender: orUndefined(values.gender),
    minAge: numberOf(values.minAge),
    maxAge: numberOf(values.maxAge),
    selectedRiskFactors: values.selectedRiskFactors,
    selectedHealthGoals: values.selectedHealthGoals,
    bmiMin: numberOf(values.bmiMin) ?? null,
    bmiMax: numberOf(values.bmiMax) ?? null,
    activityLevels: values.activityLevels,
    benefitsAndHarms: { ...values.benefitsAndHarms },
    clinicalImpact: values.clinicalImpact,
    practicePoints: values.practicePoints,
    clinicalNotes: values.clinicalNotes,
    recommendationGrade: orUndefined(values.recommendationGrade),
    evidenceLevel: values.evidenceLevel,
    evidenceSummary: values.evidenceSummary,
    researchMethods: values.researchMethods,
    studyStatistics: values.studyStatistics,
    studyTypes: values.studyTypes,
    source: values.source,
    sourceUrl: values.sourceUrl,
    publicationDate: values.publicationDate,
    lastReviewDate: values.lastReviewDate,
    nextReviewDate: values.nextReviewDate,
    references: values.references.map(({ key: _key, ...ref }) => ref),
    relatedGuidelines: values.relatedGuidelines
      .split("\n")
      .map((line) => line.trim())
      .filter(Boolean),
    detailedInstructions: stepRows.map((row) => {
      const { key: _key, ...step } = values.detailedInstructions[row] as StepValues;
      return { ...step, customTime: step.estimatedTime === "Custom" ? step.customTime : "" };
    }),
  };
  return { input: input as RecommendationInput, stepRows };
}

/** The path of a sent step's error at its row in the editor ("detailedInstructions.0.title"). */
export function rowPathOf(path: string, stepRows: number[]): string {
  const match = /^detailedInstructions\.(\d+)(\..*)?$/.exec(path);
  if (!match) return path;
  const row = stepRows[Number(match[1])] ?? Number(match[1]);
  return `detailedInstructions.${row}${match[2] ?? ""}`;
}

/**
 * The form's schema: the values (what the inputs hold) become the API's input, which must pass
 * the domain's `RecommendationForm` rules, the server's own; each problem comes back at the
 * path of the input holding it (a sent step's path is its row in the editor).
 */
export const RecommendationFormSchema = z
  .custom<RecommendationValues>((value) => typeof value === "object" && value !== null)
  .transform((values, ctx): RecommendationInput => {
    const { input, stepRows } = inputOf(values);
    const parsed = RecommendationForm.safeParse(input);
    if (parsed.success) return input;
    for (const issue of parsed.error.issues) {
      const path = rowPathOf(issue.path.join("."), stepRows);
      ctx.addIssue({ code: "custom", message: issue.message, path: path.split(".") });
    }
    return z.NEVER;
  });

/** A form's errors (nested as react-hook-form keeps them) as one message per dotted path. */
export function errorMessages(errors: object, prefix = ""): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [key, value] of Object.entries(errors)) {
    if (!value || typeof value !== "object") continue;
    const path = prefix ? `${prefix}.${key}` : key;
    if ("message" in value && typeof value.message === "string") found[path] = value.message;
    else Object.assign(found, errorMessages(value, path));
  }
  return found;
}
