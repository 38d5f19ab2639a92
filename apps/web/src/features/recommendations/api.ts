import { keepPreviousData, queryOptions } from "@tanstack/react-query";
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
  RECOMMENDATION_STATUS_FILTERS,
  type Recommendation,
  type RecommendationListItem,
  type RecommendationUserState,
  rankRecommendations,
  scoreRecommendation,
} from "@vitalog/domain";
import { defineModuleData } from "../../kit/data.ts";
import { api } from "../../lib/api.ts";
import { localToday } from "../../lib/local-day.ts";

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

/** Where the list and one recommendation come from: the API, or the demo person's data. */
interface RecommendationSource {
  list(filters: RecommendationFilters, signal?: AbortSignal): Promise<RecommendationListItem[]>;
  detail(id: string, signal?: AbortSignal): Promise<PersonalRecommendation | null>;
}

function recommendationQueries(
  root: readonly string[],
  source: RecommendationSource,
  demoNow?: () => Date,
) {
  // The demo's answers are there from the first render and never refetched.
  const initial = <T>(compute: (today: string) => T) =>
    demoNow
      ? { initialData: () => compute(localToday(demoNow())), staleTime: Number.POSITIVE_INFINITY }
      : {};
  const all = () => root;
  return {
    all,
    list: (filters: RecommendationFilters) =>
      queryOptions({
        queryKey: [...all(), "list", filters],
        queryFn: ({ signal }) => source.list(filters, signal),
        placeholderData: keepPreviousData,
        ...initial((today) => demoList(today, filters)),
      }),
    /** A recommendation; the preview answers null for an id it does not have (a member gets 404). */
    detail: (id: string) =>
      queryOptions({
        queryKey: [...all(), "detail", id],
        queryFn: ({ signal }) => source.detail(id, signal),
        ...initial((today) => demoDetail(today, id)),
      }),
  };
}

const today = () => localToday(new Date());

/** The person's recommendations; the preview ranks the demo person's in the browser. */
export const recommendationsData = defineModuleData({
  name: "recommendations",
  preview: { kind: "demo", promptFeatureKey: "recommendations:demo.promptFeature" },
  member: recommendationQueries(["recommendations"], {
    list: async (filters, signal) => {
      const { items } = await api.get("/api/v1/recommendations", {
        query: {
          status: filters.status,
          ...(filters.actionType ? { actionType: filters.actionType } : {}),
          ...(filters.q ? { q: filters.q } : {}),
        },
        signal,
      });
      return items;
    },
    detail: (id, signal) => api.get("/api/v1/recommendations/{id}", { path: { id }, signal }),
  }),
  demo: recommendationQueries(
    ["preview", "recommendations"],
    {
      list: async (filters) => demoList(today(), filters),
      detail: async (id) => demoDetail(today(), id),
    },
    () => new Date(),
  ),
});

export const completeRecommendation = ({
  id,
  notes,
  repeatAfterMonths,
}: {
  id: string;
  notes: string;
  repeatAfterMonths?: number | null;
}) =>
  api.post("/api/v1/recommendations/{id}/complete", {
    path: { id },
    body: repeatAfterMonths ? { notes, repeatAfterMonths } : { notes },
  });

export const saveRecommendation = (id: string) =>
  api.post("/api/v1/recommendations/{id}/save", { path: { id } });

export const unsaveRecommendation = (id: string) =>
  api.delete("/api/v1/recommendations/{id}/save", { path: { id } });

export const hideRecommendation = ({ id, reason }: { id: string; reason: string }) =>
  api.post("/api/v1/recommendations/{id}/hide", { path: { id }, body: { reason } });

export const unhideRecommendation = (id: string) =>
  api.delete("/api/v1/recommendations/{id}/hide", { path: { id } });

export const recordProgress = ({ id, step }: { id: string; step: number }) =>
  api.put("/api/v1/recommendations/{id}/progress", { path: { id }, body: { step } });
