import { ageFromDateOfBirth } from "../profile/profile.ts";
import {
  ACTION_TYPE_CATEGORIES,
  EFFECTIVENESS,
  type FrequencyPeriod,
  MATCH_MAX_AGE,
  MATCH_MIN_AGE,
  OTHER_CATEGORY,
} from "./constants.ts";

/** What matching reads of a person. */
export interface MatchProfile {
  /** YYYY-MM-DD, or null when not given (then the age is taken as 30). */
  dateOfBirth: string | null;
  gender: "male" | "female" | null;
  selectedRiskFactors: readonly string[];
  selectedHealthGoals: readonly string[];
}

/** What matching reads of a recommendation. */
export interface MatchRecommendation {
  gender?: string | null;
  minAge?: number | null;
  maxAge?: number | null;
  selectedRiskFactors?: readonly string[] | null;
  selectedHealthGoals?: readonly string[] | null;
}

/**
 * Age in whole years on `today` (YYYY-MM-DD): a year is added on the birthday; somebody born
 * on 29 February has their birthday on 1 March in other years. 30 without a date of birth
 * (spec: end-user-app, section 9).
 */
export function ageOn(dateOfBirth: string | null, today: string): number {
  return ageFromDateOfBirth(dateOfBirth, new Date(`${today}T00:00:00Z`));
}

/**
 * Whether a recommendation applies to a person (spec: end-user-app, section 7, with the
 * project's reading in docs/decisions.md): its gender is `all` or the person's; the person's age
 * lies within minAge..maxAge, both inclusive; and one of its risk factors or health goals is
 * among the person's, or it lists none at all (then it is for everyone of that sex and age).
 */
export function recommendationApplies(
  recommendation: MatchRecommendation,
  profile: MatchProfile,
  today: string,
): boolean {
  return appliesAtAge(
    recommendation,
    profile.gender,
    ageOn(profile.dateOfBirth, today),
    selectionsOf(profile),
  );
}

/** A person's risk factors and goals as sets, for matching many recommendations. */
export interface Selections {
  risks: ReadonlySet<string>;
  goals: ReadonlySet<string>;
}

export function selectionsOf(profile: MatchProfile): Selections {
  return {
    risks: new Set(profile.selectedRiskFactors),
    goals: new Set(profile.selectedHealthGoals),
  };
}

const sharesAny = (ids: readonly string[], selected: ReadonlySet<string>) => {
  for (const id of ids) if (selected.has(id)) return true;
  return false;
};

/** `recommendationApplies` with the age and selections worked out once, for ranking. */
export function appliesAtAge(
  recommendation: MatchRecommendation,
  gender: string | null,
  age: number,
  selections: Selections,
): boolean {
  const wanted = recommendation.gender ?? "all";
  if (wanted !== "all" && wanted !== gender) return false;
  const minAge = recommendation.minAge ?? MATCH_MIN_AGE;
  const maxAge = recommendation.maxAge ?? MATCH_MAX_AGE;
  if (age < minAge || age > maxAge) return false;
  const risks = recommendation.selectedRiskFactors ?? [];
  const goals = recommendation.selectedHealthGoals ?? [];
  if (risks.length === 0 && goals.length === 0) return true;
  return sharesAny(risks, selections.risks) || sharesAny(goals, selections.goals);
}

/** The category of an action type, in the spec's order; an unknown type is "Other". */
export function categoryOf(actionType: string | null | undefined): string {
  return ACTION_TYPE_CATEGORIES.find(([type]) => type === actionType)?.[1] ?? OTHER_CATEGORY;
}

/**
 * "One time only" for period once; "Every N period" with an s when N is above 1; "Frequency
 * not specified" when absent (spec: learning-devices-commerce, section 5). A custom period reads
 * as its own schedule text.
 */
export function frequencyText(
  frequency:
    | {
        number?: number | null;
        period?: FrequencyPeriod | string | null;
        customSchedule?: string | null;
      }
    | null
    | undefined,
): string {
  if (!frequency?.period) return "Frequency not specified";
  if (frequency.period === "once") return "One time only";
  if (frequency.period === "custom") {
    return frequency.customSchedule?.trim() || "Frequency not specified";
  }
  const n = frequency.number ?? 1;
  return `Every ${n} ${frequency.period}${n > 1 ? "s" : ""}`;
}

/**
 * Effectiveness, in percent: 0.7 × completion rate + 0.3 × save rate, plus 10 for grade A or 5
 * for grade B; 50 when nobody has viewed it yet (spec: learning-devices-commerce, section 9).
 */
export function effectiveness(
  stats: { views: number; completions: number; saves: number },
  grade: string | null | undefined,
): number {
  if (stats.views <= 0) return EFFECTIVENESS.withoutViews;
  const completionRate = (stats.completions / stats.views) * 100;
  const saveRate = (stats.saves / stats.views) * 100;
  return (
    EFFECTIVENESS.completionWeight * completionRate +
    EFFECTIVENESS.saveWeight * saveRate +
    (EFFECTIVENESS.gradeBonus[grade ?? ""] ?? 0)
  );
}

/** What ranking needs of a matched recommendation. */
export interface Ranked {
  isUrgent: boolean;
  matchScore: number;
  priority: number;
}

/** The spec's order: urgent first, then the higher score, then the higher priority. */
export function compareRanked(a: Ranked, b: Ranked): number {
  return (
    Number(b.isUrgent) - Number(a.isUrgent) ||
    b.matchScore - a.matchScore ||
    b.priority - a.priority
  );
}
