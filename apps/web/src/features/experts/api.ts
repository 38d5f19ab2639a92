import { queryOptions } from "@tanstack/react-query";
import {
  EMPTY_SAFETY_PLAN,
  EXPERTS,
  type ExpertId,
  ExpertMessage,
  JOURNEYS,
  type Journey,
  journeyById,
  type SafetyPlan,
  SUPPORT_CATEGORIES,
} from "@vitalog/domain";
import { defineModuleData, demoQuery } from "../../kit/data.ts";
import { type ApiAnswer, ApiError, api } from "../../lib/api.ts";

export type ExpertsOverview = ApiAnswer<"/api/v1/experts", "get">;
export type JourneySummary = ApiAnswer<"/api/v1/experts/journeys", "get">["items"][number];
export type JourneyDetail = ApiAnswer<"/api/v1/experts/journeys/{journeyId}", "get">;
export type JourneyProgress = NonNullable<JourneyDetail["progress"]>;
export type MyJourney = ApiAnswer<"/api/v1/experts/journeys/mine", "get">["items"][number];
export type ExpertSession = ApiAnswer<"/api/v1/experts/sessions", "get">["items"][number];
export type ExpertSessionDetail = ApiAnswer<"/api/v1/experts/sessions/{id}", "get">;
export type ExpertSessionMessage = ExpertSessionDetail["messages"][number];
export type SafetyPlanReply = ApiAnswer<"/api/v1/experts/safety-plan", "get">;

const PROMPT = "experts:demo.promptFeature";

const keys = {
  all: () => ["experts"] as const,
  overview: () => [...keys.all(), "overview"] as const,
  journeys: (expert: ExpertId) => [...keys.all(), "journeys", expert] as const,
  journey: (id: string) => [...keys.all(), "journey", id] as const,
  myJourneys: () => [...keys.all(), "my-journeys"] as const,
  sessions: () => [...keys.all(), "sessions"] as const,
  session: (id: string) => [...keys.all(), "sessions", id] as const,
  safetyPlan: () => [...keys.all(), "safety-plan"] as const,
};

const memberQueries = {
  all: keys.all,
  overview: () =>
    queryOptions({
      queryKey: keys.overview(),
      queryFn: ({ signal }) => api.get("/api/v1/experts", { signal }),
      staleTime: Number.POSITIVE_INFINITY,
    }),
  journeys: (expert: ExpertId) =>
    queryOptions({
      queryKey: keys.journeys(expert),
      queryFn: async ({ signal }) =>
        (await api.get("/api/v1/experts/journeys", { query: { expert }, signal })).items,
    }),
  journey: (journeyId: string) =>
    queryOptions({
      queryKey: keys.journey(journeyId),
      queryFn: ({ signal }) =>
        api.get("/api/v1/experts/journeys/{journeyId}", { path: { journeyId }, signal }),
    }),
  /** The journeys the person enrolled in, with progress, the most recently active first. */
  myJourneys: () =>
    queryOptions({
      queryKey: keys.myJourneys(),
      queryFn: async ({ signal }) =>
        (await api.get("/api/v1/experts/journeys/mine", { signal })).items,
    }),
  sessions: () =>
    queryOptions({
      queryKey: keys.sessions(),
      queryFn: async ({ signal }) =>
        (await api.get("/api/v1/experts/sessions", { query: { limit: 50 }, signal })).items,
    }),
};

function summaryOf(journey: Journey): JourneySummary {
  const { steps, ...header } = journey;
  return {
    ...header,
    sources: [...header.sources],
    steps: steps.map((s) => ({ id: s.id, title: s.title })),
  };
}

/** A journey as the API answers a visitor: its content, no progress. */
export function journeyDetailOf(journey: Journey): JourneyDetail {
  return {
    ...journey,
    sources: [...journey.sources],
    steps: journey.steps.map((s) => ({ ...s })),
    progress: null,
  };
}

/**
 * The experts, their journeys and the person's sessions. The preview reads the experts and the
 * journeys from the domain's content (the same words the server answers), read-only.
 */
export const expertsData = defineModuleData({
  name: "experts",
  preview: { kind: "demo", promptFeatureKey: PROMPT },
  member: memberQueries,
  demo: {
    all: keys.all,
    overview: () =>
      demoQuery(keys.overview(), () => ({
        experts: EXPERTS.map((e) => ({
          ...e,
          helpsWith: [...e.helpsWith],
          limits: [...e.limits],
        })),
        categories: SUPPORT_CATEGORIES.map((c) => ({ ...c })),
      })),
    journeys: (expert) =>
      demoQuery(keys.journeys(expert), () =>
        JOURNEYS.filter((j) => j.expert === expert).map(summaryOf),
      ),
    journey: (journeyId) => {
      const journey = journeyById(journeyId);
      return journey
        ? demoQuery(keys.journey(journeyId), () => journeyDetailOf(journey))
        : queryOptions({
            queryKey: keys.journey(journeyId),
            queryFn: async (): Promise<JourneyDetail> => {
              throw new ApiError(404, "NOT_FOUND", ExpertMessage.journeyNotFound);
            },
          });
    },
    // A visitor has enrolled in nothing: the preview's hub shows the catalogue instead.
    myJourneys: () => demoQuery(keys.myJourneys(), (): MyJourney[] => []),
    sessions: () => demoQuery(keys.sessions(), (): ExpertSession[] => []),
  } satisfies typeof memberQueries,
});

/** Member-only reads: a session with its messages, the safety plan. */
export const expertQueries = {
  session: (id: string) =>
    queryOptions({
      queryKey: keys.session(id),
      queryFn: ({ signal }) => api.get("/api/v1/experts/sessions/{id}", { path: { id }, signal }),
      // The chat owns the messages once open; a refetch would not change what it shows.
      staleTime: Number.POSITIVE_INFINITY,
    }),
  safetyPlan: () =>
    queryOptions({
      queryKey: keys.safetyPlan(),
      queryFn: ({ signal }) => api.get("/api/v1/experts/safety-plan", { signal }),
    }),
};

/** Starts a session; the page then opens it by its id. */
export function useCreateSessionMutation() {
  return expertsData.useMutation({
    mutationFn: (body: {
      expert: ExpertId;
      category?: ExpertSession["category"];
      journeyId?: string;
      shareSummaries: ExpertSession["shareSummaries"];
    }) =>
      api.post("/api/v1/experts/sessions", {
        body: {
          expert: body.expert,
          shareSummaries: body.shareSummaries,
          ...(body.category ? { category: body.category } : {}),
          ...(body.journeyId ? { journeyId: body.journeyId } : {}),
        },
      }),
    invalidate: (q) => [q.all()],
  });
}

/** Changes which module summaries the expert may read in this session. */
export function useShareSummariesMutation(id: string) {
  return expertsData.useMutation({
    mutationFn: (shareSummaries: ExpertSession["shareSummaries"]) =>
      api.patch("/api/v1/experts/sessions/{id}", { path: { id }, body: { shareSummaries } }),
    invalidate: (q) => [q.all()],
  });
}

/** Deletes a session and its messages. */
export function useDeleteSessionMutation() {
  return expertsData.useMutation({
    mutationFn: (id: string) => api.delete("/api/v1/experts/sessions/{id}", { path: { id } }),
    invalidate: (q) => [q.all()],
  });
}

/** Enrols the person in a journey. */
export function useEnrolMutation(journeyId: string) {
  return expertsData.useMutation({
    mutationFn: () =>
      api.post("/api/v1/experts/journeys/{journeyId}/enrolment", { path: { journeyId } }),
    invalidate: (q) => [q.journey(journeyId).queryKey, q.myJourneys().queryKey],
  });
}

export type JourneyStepBody = NonNullable<
  Parameters<typeof api.put<"/api/v1/experts/journeys/{journeyId}/steps/{stepId}">>[1]
>["body"];

/** Saves a step's answer and reflection, and marks it done. */
export function useSaveStepMutation(journeyId: string) {
  return expertsData.useMutation({
    mutationFn: ({ stepId, body }: { stepId: string; body: JourneyStepBody }) =>
      api.put("/api/v1/experts/journeys/{journeyId}/steps/{stepId}", {
        path: { journeyId, stepId },
        body,
      }),
    invalidate: (q) => [q.journey(journeyId).queryKey, q.myJourneys().queryKey],
  });
}

/** Saves the safety plan. */
export function useSaveSafetyPlanMutation() {
  return expertsData.useMutation({
    mutationFn: (plan: SafetyPlan) => api.put("/api/v1/experts/safety-plan", { body: plan }),
    invalidate: () => [keys.safetyPlan()],
  });
}

export { EMPTY_SAFETY_PLAN };
