import {
  ACTION_TYPES,
  type ActionType,
  DEMO_RECOMMENDATIONS,
  demoCatalogName,
  demoRecommendationProfile,
  demoRecommendationStates,
  frequencyText,
  nextDueDate,
  type PersonalRecommendation,
  type PersonalRecommendationList,
  RECOMMENDATION_STATUS_FILTERS,
  type Recommendation,
  type RecommendationListItem,
  type RecommendationUserState,
  rankRecommendations,
  scoreRecommendation,
} from "@vitalog/domain";
import { localToday, type ModuleQuery } from "../../kit/module-data.ts";
import { apiFetch } from "../../lib/api.ts";

const BASE = "/api/v1/recommendations";
export const RECOMMENDATIONS_KEY = ["recommendations"] as const;

export type StatusFilter = (typeof RECOMMENDATION_STATUS_FILTERS)[number];

/** The list's filters, as the page keeps them in its URL. */
export interface RecommendationFilters {
  status: StatusFilter;
  actionType: ActionType | "";
  q: string;
}

/** The filters in a URL's search params; anything unknown reads as All. */
export function filtersFromParams(params: URLSearchParams): RecommendationFilters {
  const status = params.get("status") ?? "";
  const actionType = params.get("actionType") ?? "";
  return {
    status: (RECOMMENDATION_STATUS_FILTERS as readonly string[]).includes(status)
      ? (status as StatusFilter)
      : "all",
    actionType: (ACTION_TYPES as readonly string[]).includes(actionType)
      ? (actionType as ActionType)
      : "",
    q: (params.get("q") ?? "").trim(),
  };
}

export function hasFilters(filters: RecommendationFilters): boolean {
  return filters.status !== "all" || filters.actionType !== "" || filters.q !== "";
}

function listPath(filters: RecommendationFilters): string {
  const params = new URLSearchParams({ status: filters.status });
  if (filters.actionType) params.set("actionType", filters.actionType);
  if (filters.q) params.set("q", filters.q);
  return `${BASE}?${params}`;
}

// --- The preview: the demo person's list, ranked by the domain's rules as the server does. ---

const searchable = (r: Recommendation) =>
  [r.guidelineTitle, r.actionDetails, r.instruction, r.organization, r.category, r.actionType]
    .join("\n")
    .toLowerCase();

function demoState(r: Recommendation, today: string): RecommendationUserState {
  const state = demoRecommendationStates(today).get(r.id);
  const completedAt = state?.completedOn ? `${state.completedOn}T10:00:00.000Z` : null;
  const saved = state?.saved ?? false;
  const completed = state?.completed ?? false;
  return {
    status: completed ? "completed" : saved ? "saved" : "pending",
    isCompleted: completed,
    isSaved: saved,
    isHidden: false,
    completedAt,
    completionNotes: "",
    savedAt: saved ? `${today}T10:00:00.000Z` : null,
    hiddenAt: null,
    hiddenReason: "",
    progressStep: 0,
    nextDueDate: state?.completedOn
      ? nextDueDate(state.completedOn, { number: r.frequencyNumber, period: r.frequencyPeriod })
      : null,
  };
}

const frequencyOf = (r: Recommendation) =>
  frequencyText({
    number: r.frequencyNumber,
    period: r.frequencyPeriod,
    customSchedule: r.customSchedule,
  });

/** The demo person's list on `today` with `filters`. */
export function demoList(today: string, filters: RecommendationFilters): RecommendationListItem[] {
  const q = filters.q.toLowerCase();
  const states = demoRecommendationStates(today);
  const ranked = rankRecommendations(
    DEMO_RECOMMENDATIONS,
    demoRecommendationProfile(today),
    states,
    today,
    {
      ...(filters.status === "all" ? {} : { status: filters.status }),
      where: (r) =>
        (!filters.actionType || r.actionType === filters.actionType) &&
        (!q || searchable(r).includes(q)),
    },
    demoCatalogName,
  );
  return ranked.map(({ recommendation: r, status, explanation }) => {
    const state = demoState(r, today);
    return {
      id: r.id,
      guidelineId: r.guidelineId,
      guidelineTitle: r.guidelineTitle,
      organization: r.organization,
      actionType: r.actionType,
      actionDetails: r.actionDetails,
      category: r.category,
      recommendationGrade: r.recommendationGrade,
      frequencyText: frequencyOf(r),
      isUrgent: r.isUrgent,
      priority: r.priority,
      matchScore: explanation.score,
      matchExplanation: explanation,
      status,
      completedAt: state.completedAt,
      nextDueDate: state.nextDueDate,
      progressStep: state.progressStep,
    };
  });
}

/** One demo recommendation as the detail page reads it; null when there is none. */
export function demoDetail(today: string, id: string): PersonalRecommendation | null {
  const r = DEMO_RECOMMENDATIONS.find((item) => item.id === id);
  if (!r) return null;
  const { stats: _stats, selectedRiskFactors, selectedHealthGoals, ...rest } = r;
  const explanation = scoreRecommendation(
    r,
    demoRecommendationProfile(today),
    today,
    demoCatalogName,
  );
  return {
    ...rest,
    frequencyText: frequencyOf(r),
    matchScore: explanation.score,
    matchExplanation: explanation,
    riskFactorNames: selectedRiskFactors.map(demoCatalogName),
    healthGoalNames: selectedHealthGoals.map(demoCatalogName),
    state: demoState(r, today),
  };
}

// --- Queries and writes ---

export function listQuery(filters: RecommendationFilters): ModuleQuery<RecommendationListItem[]> {
  return {
    key: [...RECOMMENDATIONS_KEY, "list", filters],
    path: listPath(filters),
    demo: (now) => demoList(localToday(now), filters),
    fromAnswer: (answer: PersonalRecommendationList) => answer.items,
  };
}

/** A recommendation; the preview answers null for an id it does not have (a member gets 404). */
export function detailQuery(id: string): ModuleQuery<PersonalRecommendation | null> {
  return {
    key: [...RECOMMENDATIONS_KEY, "detail", id],
    path: `${BASE}/${encodeURIComponent(id)}`,
    demo: (now) => demoDetail(localToday(now), id),
  };
}

const item = (id: string, action: string) => `${BASE}/${encodeURIComponent(id)}/${action}`;

export const completeRecommendation = ({
  id,
  notes,
  repeatAfterMonths,
}: {
  id: string;
  notes: string;
  repeatAfterMonths?: number | null;
}) =>
  apiFetch<RecommendationUserState>(item(id, "complete"), {
    method: "POST",
    json: repeatAfterMonths ? { notes, repeatAfterMonths } : { notes },
  });

export const saveRecommendation = (id: string) =>
  apiFetch<RecommendationUserState>(item(id, "save"), { method: "POST" });

export const unsaveRecommendation = (id: string) =>
  apiFetch<RecommendationUserState>(item(id, "save"), { method: "DELETE" });

export const hideRecommendation = ({ id, reason }: { id: string; reason: string }) =>
  apiFetch<RecommendationUserState>(item(id, "hide"), { method: "POST", json: { reason } });

export const unhideRecommendation = (id: string) =>
  apiFetch<RecommendationUserState>(item(id, "hide"), { method: "DELETE" });

export const recordProgress = ({ id, step }: { id: string; step: number }) =>
  apiFetch<RecommendationUserState>(item(id, "progress"), { method: "PUT", json: { step } });
