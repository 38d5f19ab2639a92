import type { Journey } from "@vitalog/domain";
import type { ExpertSessionDetail } from "./api.ts";

/** A session as the API answers it. */
export function makeSession(overrides: Partial<ExpertSessionDetail> = {}): ExpertSessionDetail {
  return {
    id: "s1",
    expert: "psychologist",
    category: "anxiety",
    journeyId: null,
    shareSummaries: [],
    createdAt: "2026-11-20T09:00:00.000Z",
    updatedAt: "2026-11-20T09:00:00.000Z",
    messages: [],
    ...overrides,
  };
}

/** AI credits as `GET /api/v1/ai/credits` answers them. */
export function makeCredits(balance: number) {
  return {
    balance,
    freeRemaining: balance,
    freePerMonth: 5,
    freeRenewsAt: "2026-12-01T00:00:00.000Z",
    history: [],
  };
}

/** The expert's reply as the server streams it: the AI SDK's UI message chunks over SSE. */
export function streamedReply(words: readonly string[]): Response {
  const chunks = [
    { type: "start" },
    { type: "start-step" },
    { type: "text-start", id: "t1" },
    ...words.map((delta) => ({ type: "text-delta", id: "t1", delta })),
    { type: "text-end", id: "t1" },
    { type: "finish-step" },
    { type: "finish" },
  ];
  const body = `${chunks.map((c) => `data: ${JSON.stringify(c)}\n\n`).join("")}data: [DONE]\n\n`;
  return new Response(body, {
    status: 200,
    headers: { "Content-Type": "text/event-stream", "x-vercel-ai-ui-message-stream": "v1" },
  });
}

/** A journey's summary as the API lists it. */
export function summaryOf(journey: Journey) {
  return {
    id: journey.id,
    expert: journey.expert,
    category: journey.category,
    title: journey.title,
    summary: journey.summary,
    sources: [...journey.sources],
    steps: journey.steps.map((s) => ({ id: s.id, title: s.title })),
  };
}
