import {
  HIGH_PRIORITY_FROM,
  MATCH_BONUSES,
  MATCH_WEIGHTS,
  type MatchCriterion,
  RECOMMENDATION_FILTER_DEFAULTS,
  type RecommendationStatusValue,
} from "./constants.ts";
import type { MatchCriterionResult, MatchExplanation } from "./recommendation.ts";
import {
  ageOn,
  type MatchProfile,
  type MatchRecommendation,
  recommendationApplies,
} from "./rules.ts";

/** What scoring reads of a person beyond matching: BMI when known, and activity level. */
export interface ScoringProfile extends MatchProfile {
  /** From the latest weight and the profile height; null when either is missing. */
  bmi: number | null;
  activityLevel: string | null;
}

/** What scoring reads of a recommendation. */
export interface ScoringRecommendation extends MatchRecommendation {
  isUrgent: boolean;
  priority: number;
  bmiMin?: number | null;
  bmiMax?: number | null;
  activityLevels?: readonly string[] | null;
}

/** Looks up the display name of a risk factor or goal id (ids are shown when unknown). */
export type NameOf = (id: string) => string;

interface ProfileSets {
  risks: ReadonlySet<string>;
  goals: ReadonlySet<string>;
}

const roundTo1 = (n: number) => Math.round(n * 10) / 10;

/**
 * The match score and its explanation (learning-devices-commerce, section 9). A criterion
 * applies when the recommendation targets it — health goals and risk factors when it lists any,
 * BMI when it gives a BMI band and the person's BMI is known, activity when it lists activity
 * levels, gender when it is for one sex — and age always. It gives its full weight when the
 * person matches it. With fewer than six criteria the points are scaled so the applying weights
 * count for 100; then priority ≥ 4 adds 10 and urgent 15, and the score is clamped to 0–100.
 * See docs/decisions.md, "Recommendations".
 */
export function scoreRecommendation(
  recommendation: ScoringRecommendation,
  profile: ScoringProfile,
  today: string,
  nameOf: NameOf = (id) => id,
  sets: ProfileSets = profileSets(profile),
): MatchExplanation {
  const raw: Omit<MatchCriterionResult, "points">[] = [];
  const goals = recommendation.selectedHealthGoals ?? [];
  if (goals.length > 0) {
    const shared = goals.filter((id) => sets.goals.has(id));
    raw.push(result("healthGoals", shared.length > 0, shared.map(nameOf)));
  }
  const risks = recommendation.selectedRiskFactors ?? [];
  if (risks.length > 0) {
    const shared = risks.filter((id) => sets.risks.has(id));
    raw.push(result("riskFactors", shared.length > 0, shared.map(nameOf)));
  }
  const age = ageOn(profile.dateOfBirth, today);
  const minAge = recommendation.minAge ?? 0;
  const maxAge = recommendation.maxAge ?? Number.POSITIVE_INFINITY;
  raw.push(result("age", age >= minAge && age <= maxAge, [String(age)]));
  const bmiMin = recommendation.bmiMin ?? null;
  const bmiMax = recommendation.bmiMax ?? null;
  if ((bmiMin !== null || bmiMax !== null) && profile.bmi !== null) {
    const within =
      (bmiMin === null || profile.bmi >= bmiMin) && (bmiMax === null || profile.bmi <= bmiMax);
    raw.push(result("bmi", within, [String(roundTo1(profile.bmi))]));
  }
  const levels = recommendation.activityLevels ?? [];
  if (levels.length > 0) {
    const level = profile.activityLevel;
    raw.push(result("activity", level !== null && levels.includes(level), level ? [level] : []));
  }
  const gender = recommendation.gender ?? "all";
  if (gender !== "all") {
    raw.push(result("gender", gender === profile.gender, profile.gender ? [profile.gender] : []));
  }

  const applicableWeight = raw.reduce((sum, c) => sum + c.weight, 0);
  const scale = applicableWeight > 0 ? 100 / applicableWeight : 0;
  const criteria = raw.map((c) => ({ ...c, points: c.matched ? roundTo1(c.weight * scale) : 0 }));
  const earned = raw.reduce((sum, c) => sum + (c.matched ? c.weight : 0), 0) * scale;

  const bonuses: MatchExplanation["bonuses"] = [];
  if (recommendation.priority >= HIGH_PRIORITY_FROM) {
    bonuses.push({ reason: "highPriority", points: MATCH_BONUSES.highPriority });
  }
  if (recommendation.isUrgent) bonuses.push({ reason: "urgent", points: MATCH_BONUSES.urgent });
  const total = earned + bonuses.reduce((sum, b) => sum + b.points, 0);
  const score = Math.round(Math.min(100, Math.max(0, total)));
  return { criteria, applicableWeight, bonuses, score };
}

function result(
  criterion: MatchCriterion,
  matched: boolean,
  details: string[],
): Omit<MatchCriterionResult, "points"> {
  return { criterion, weight: MATCH_WEIGHTS[criterion], matched, details };
}

function profileSets(profile: MatchProfile): ProfileSets {
  return {
    risks: new Set(profile.selectedRiskFactors),
    goals: new Set(profile.selectedHealthGoals),
  };
}

/** A person's own state of a recommendation, as ranking reads it. */
export interface RankingState {
  completed: boolean;
  saved: boolean;
  hidden: boolean;
}

/** Hidden, then completed, then saved: one status per item (end-user-app, section 4). */
export function statusOf(state: RankingState | undefined): RecommendationStatusValue {
  if (!state) return "pending";
  if (state.hidden) return "hidden";
  if (state.completed) return "completed";
  if (state.saved) return "saved";
  return "pending";
}

export interface RankOptions {
  excludeCompleted: boolean;
  excludeHidden: boolean;
  minScore: number;
  maxResults: number;
  /** Keeps only items with this status (the exclusions then do not apply). */
  status?: RecommendationStatusValue;
}

export interface RankedRecommendation<R> {
  recommendation: R;
  status: RecommendationStatusValue;
  explanation: MatchExplanation;
}

/**
 * The person's list: the recommendations that apply to them, with their state and score,
 * filtered (by default without completed and hidden items, every score, at most 50) and sorted
 * as `compareRanked` does (urgent, score, priority); ties keep the input order (learning-devices-
 * commerce, section 9).
 */
export function rankRecommendations<R extends ScoringRecommendation & { id: string }>(
  recommendations: readonly R[],
  profile: ScoringProfile,
  states: ReadonlyMap<string, RankingState>,
  today: string,
  options: Partial<RankOptions> & { where?: (recommendation: R) => boolean } = {},
  nameOf?: NameOf,
): RankedRecommendation<R>[] {
  const { excludeCompleted, excludeHidden, minScore, maxResults } = {
    ...RECOMMENDATION_FILTER_DEFAULTS,
    ...options,
  };
  const sets = profileSets(profile);
  const ranked: (RankedRecommendation<R> & { order: number })[] = [];
  recommendations.forEach((recommendation, order) => {
    if (options.where && !options.where(recommendation)) return;
    if (!recommendationApplies(recommendation, profile, today)) return;
    const status = statusOf(states.get(recommendation.id));
    if (options.status) {
      if (status !== options.status) return;
    } else if (
      (excludeCompleted && status === "completed") ||
      (excludeHidden && status === "hidden")
    ) {
      return;
    }
    const explanation = scoreRecommendation(recommendation, profile, today, nameOf, sets);
    if (explanation.score < minScore) return;
    ranked.push({ recommendation, status, explanation, order });
  });
  ranked.sort(
    (a, b) =>
      Number(b.recommendation.isUrgent) - Number(a.recommendation.isUrgent) ||
      b.explanation.score - a.explanation.score ||
      b.recommendation.priority - a.recommendation.priority ||
      a.order - b.order,
  );
  return ranked.slice(0, Math.max(0, maxResults)).map(({ order: _order, ...item }) => item);
}
