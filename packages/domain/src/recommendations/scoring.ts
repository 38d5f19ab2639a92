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
  appliesAtAge,
  compareRanked,
  type MatchProfile,
  type MatchRecommendation,
  type Ranked,
  type Selections,
  selectionsOf,
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

const roundTo1 = (n: number) => Math.round(n * 10) / 10;
const identity: NameOf = (id) => id;

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
  nameOf: NameOf = identity,
): MatchExplanation {
  const age = ageOn(profile.dateOfBirth, today);
  const criteria: Omit<MatchCriterionResult, "points">[] = [];
  const { applicable, earned } = evaluate(
    recommendation,
    profile,
    age,
    selectionsOf(profile),
    criteria,
    nameOf,
  );
  const scale = applicable > 0 ? 100 / applicable : 0;
  const bonuses: MatchExplanation["bonuses"] = [];
  if (recommendation.priority >= HIGH_PRIORITY_FROM) {
    bonuses.push({ reason: "highPriority", points: MATCH_BONUSES.highPriority });
  }
  if (recommendation.isUrgent) bonuses.push({ reason: "urgent", points: MATCH_BONUSES.urgent });
  return {
    criteria: criteria.map((c) => ({ ...c, points: c.matched ? roundTo1(c.weight * scale) : 0 })),
    applicableWeight: applicable,
    bonuses,
    score: finalScore(recommendation, applicable, earned),
  };
}

function result(
  criterion: MatchCriterion,
  matched: boolean,
  details: string[],
): Omit<MatchCriterionResult, "points"> {
  return { criterion, weight: MATCH_WEIGHTS[criterion], matched, details };
}

/** Scales the earned weight to 100, adds the bonuses, clamps to 0–100 and rounds. */
function finalScore(r: ScoringRecommendation, applicable: number, earned: number): number {
  let total = applicable > 0 ? (earned * 100) / applicable : 0;
  if (r.priority >= HIGH_PRIORITY_FROM) total += MATCH_BONUSES.highPriority;
  if (r.isUrgent) total += MATCH_BONUSES.urgent;
  return Math.round(Math.min(100, Math.max(0, total)));
}

function shared(ids: readonly string[], selected: ReadonlySet<string>): boolean {
  for (const id of ids) if (selected.has(id)) return true;
  return false;
}

/**
 * The one place the criteria are judged: adds up the applying and the earned weights, and,
 * when `into` is given, writes each criterion with its details there (the explanation).
 */
function evaluate(
  r: ScoringRecommendation,
  profile: ScoringProfile,
  age: number,
  selections: Selections,
  into: Omit<MatchCriterionResult, "points">[] | null,
  nameOf: NameOf,
): { applicable: number; earned: number } {
  // Plain statements, no closures: ranking calls this for every guideline. `into?.push(…)`
  // skips working out the details when no explanation is wanted.
  let applicable = 0;
  let earned = 0;
  const goals = r.selectedHealthGoals ?? [];
  if (goals.length > 0) {
    const matched = shared(goals, selections.goals);
    applicable += MATCH_WEIGHTS.healthGoals;
    if (matched) earned += MATCH_WEIGHTS.healthGoals;
    into?.push(
      result("healthGoals", matched, goals.filter((id) => selections.goals.has(id)).map(nameOf)),
    );
  }
  const risks = r.selectedRiskFactors ?? [];
  if (risks.length > 0) {
    const matched = shared(risks, selections.risks);
    applicable += MATCH_WEIGHTS.riskFactors;
    if (matched) earned += MATCH_WEIGHTS.riskFactors;
    into?.push(
      result("riskFactors", matched, risks.filter((id) => selections.risks.has(id)).map(nameOf)),
    );
  }
  const inBand = age >= (r.minAge ?? 0) && age <= (r.maxAge ?? Number.POSITIVE_INFINITY);
  applicable += MATCH_WEIGHTS.age;
  if (inBand) earned += MATCH_WEIGHTS.age;
  into?.push(result("age", inBand, [String(age)]));
  const bmiMin = r.bmiMin ?? null;
  const bmiMax = r.bmiMax ?? null;
  const bmi = profile.bmi;
  if ((bmiMin !== null || bmiMax !== null) && bmi !== null) {
    const within = (bmiMin === null || bmi >= bmiMin) && (bmiMax === null || bmi <= bmiMax);
    applicable += MATCH_WEIGHTS.bmi;
    if (within) earned += MATCH_WEIGHTS.bmi;
    into?.push(result("bmi", within, [String(roundTo1(bmi))]));
  }
  const levels = r.activityLevels ?? [];
  if (levels.length > 0) {
    const level = profile.activityLevel;
    const matched = level !== null && levels.includes(level);
    applicable += MATCH_WEIGHTS.activity;
    if (matched) earned += MATCH_WEIGHTS.activity;
    into?.push(result("activity", matched, level ? [level] : []));
  }
  const gender = r.gender ?? "all";
  if (gender !== "all") {
    const matched = gender === profile.gender;
    applicable += MATCH_WEIGHTS.gender;
    if (matched) earned += MATCH_WEIGHTS.gender;
    into?.push(result("gender", matched, profile.gender ? [profile.gender] : []));
  }
  return { applicable, earned };
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

/**
 * Whether an item belongs under a status filter. Saved is the person's own list: an item stays
 * there until they unsave it, completed or not (its card says when it was done and is next due),
 * so the list and the item's Unsave agree; a hidden item shows only under Hidden.
 */
export function inStatusFilter(
  state: RankingState | undefined,
  filter: RecommendationStatusValue,
): boolean {
  if (filter === "saved") return state?.saved === true && !state.hidden;
  return statusOf(state) === filter;
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
  nameOf: NameOf = identity,
): RankedRecommendation<R>[] {
  const { excludeCompleted, excludeHidden, minScore, maxResults } = {
    ...RECOMMENDATION_FILTER_DEFAULTS,
    ...options,
  };
  const age = ageOn(profile.dateOfBirth, today);
  const selections = selectionsOf(profile);
  // Scores first (numbers only); the explanations are written for the items returned.
  const ranked: (Ranked & {
    recommendation: R;
    status: RecommendationStatusValue;
    order: number;
  })[] = [];
  for (let order = 0; order < recommendations.length; order++) {
    const recommendation = recommendations[order] as R;
    if (options.where && !options.where(recommendation)) continue;
    if (!appliesAtAge(recommendation, profile.gender, age, selections)) continue;
    const state = states.get(recommendation.id);
    const status = statusOf(state);
    if (options.status) {
      if (!inStatusFilter(state, options.status)) continue;
    } else if (
      (excludeCompleted && status === "completed") ||
      (excludeHidden && status === "hidden")
    ) {
      continue;
    }
    const { applicable, earned } = evaluate(recommendation, profile, age, selections, null, nameOf);
    const score = finalScore(recommendation, applicable, earned);
    if (score < minScore) continue;
    ranked.push({
      recommendation,
      status,
      order,
      isUrgent: recommendation.isUrgent,
      matchScore: score,
      priority: recommendation.priority,
    });
  }
  ranked.sort((a, b) => compareRanked(a, b) || a.order - b.order);
  return ranked.slice(0, Math.max(0, maxResults)).map(({ recommendation, status }) => ({
    recommendation,
    status,
    explanation: scoreRecommendation(recommendation, profile, today, nameOf),
  }));
}
