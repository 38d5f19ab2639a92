import type { ExpertId, SupportCategoryId } from "@vitalog/domain";
import { dashboardPath, previewPath } from "../../lib/web-module.ts";

/** Each expert's route segment (end-user-app §2: psychologist, health-coach, physician). */
export const EXPERT_SEGMENT: Record<ExpertId, string> = {
  psychologist: "psychologist",
  healthcoach: "health-coach",
  physician: "physician",
};

/** Each expert's session page: the physician's is a consultation. */
const SESSION_SEGMENT: Record<ExpertId, string> = {
  psychologist: "session",
  healthcoach: "session",
  physician: "consultation",
};

function withQuery(path: string, query: Record<string, string | undefined>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value) search.set(key, value);
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}

function pathsIn(root: (...segments: string[]) => string) {
  return {
    hub: () => root("experts"),
    safetyPlan: () => root("experts", "safety-plan"),
    expert: (expert: ExpertId) => root(EXPERT_SEGMENT[expert]),
    journeys: () => root("psychologist", "journeys"),
    /** The spec gives the psychologist and the physician journey pages; the coach's sit under experts. */
    journey: (expert: ExpertId, journeyId: string) =>
      root(expert === "healthcoach" ? "experts" : EXPERT_SEGMENT[expert], "journey", journeyId),
    /** A new session (with a category chosen beforehand), or an open one by its id. */
    session: (
      expert: ExpertId,
      options: { id?: string; category?: SupportCategoryId; journeyId?: string } = {},
    ) =>
      withQuery(root(EXPERT_SEGMENT[expert], SESSION_SEGMENT[expert]), {
        session: options.id,
        category: options.category,
        journey: options.journeyId,
      }),
  };
}

// Apart from module.ts so that pages linking here do not pull in the routes' lazy loaders.
export const expertsPaths = {
  ...pathsIn(dashboardPath),
  preview: pathsIn(previewPath),
};
