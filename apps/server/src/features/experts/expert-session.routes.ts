import { ErrorBody } from "@vitalog/domain";
import { createUIMessageStreamResponse } from "ai";
import { z } from "zod";
import { requestContext, viewerContext } from "../../http/request-context.ts";
import {
  addDeleteOwnRoute,
  createRouter,
  defineListPageRoute,
  defineRoute,
  errorResponses,
  IdParams,
  jsonBody,
  jsonContent,
} from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import {
  CreateExpertSessionBody,
  CrisisReply,
  ExpertMessageBody,
  ExpertSessionDetail,
  ExpertSessionList,
  ExpertSessionListQuery,
  ExpertSessionPatch,
  ExpertSessionSchema,
  ExpertsOverview,
  JourneyDetail,
  JourneyList,
  JourneyParams,
  JourneyProgressSchema,
  JourneyStepBody,
  JourneyStepParams,
  JourneysQuery,
  MyJourneyList,
  SafetyPlan,
  SafetyPlanReply,
  SupportCategoryList,
} from "./expert.schemas.ts";
import {
  createExpertSession,
  deleteExpertSession,
  enrolInJourney,
  getExpertSession,
  getJourney,
  getJourneyProgress,
  getSafetyPlan,
  listExpertSessions,
  listExperts,
  listJourneys,
  listMyJourneys,
  saveJourneyStep,
  saveSafetyPlan,
  sendExpertMessage,
  updateExpertSession,
} from "./expert-session.service.ts";

const errorContent = { "application/json": { schema: ErrorBody } };

export function expertRoutes({ guards, ai }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Experts"] };

  router.openapi(
    defineRoute(guards, "public", {
      ...common,
      method: "get",
      path: "/experts",
      summary: "The three experts, each with its role and limits, and the support categories",
      responses: { 200: jsonContent(ExpertsOverview, "Experts and categories") },
    }),
    (c) => c.json(listExperts(), 200),
  );

  router.openapi(
    defineRoute(guards, "public", {
      ...common,
      method: "get",
      path: "/experts/categories",
      summary: "The psychologist's support categories",
      responses: { 200: jsonContent(SupportCategoryList, "The categories") },
    }),
    (c) => c.json({ items: listExperts().categories }, 200),
  );

  router.openapi(
    defineRoute(guards, "public", {
      ...common,
      method: "get",
      path: "/experts/journeys",
      summary: "The guided journeys, of one expert when `expert` is given",
      request: { query: JourneysQuery },
      responses: { 200: jsonContent(JourneyList, "The journeys"), ...errorResponses(400) },
    }),
    (c) => c.json(listJourneys(c.req.valid("query").expert), 200),
  );

  // Declared before `/experts/journeys/{journeyId}`: Hono answers with the first route that
  // matches, so `mine` is never read as a journey id.
  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/experts/journeys/mine",
      summary:
        "The journeys the person enrolled in, with steps done, last activity and next step, most recent first",
      responses: { 200: jsonContent(MyJourneyList, "The journeys"), ...errorResponses(401) },
    }),
    async (c) => c.json(await listMyJourneys(viewerContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "optional", {
      ...common,
      method: "get",
      path: "/experts/journeys/{journeyId}",
      summary: "A journey's steps and sources, with the signed-in person's progress",
      request: { params: JourneyParams },
      responses: { 200: jsonContent(JourneyDetail, "The journey"), ...errorResponses(404) },
    }),
    async (c) => c.json(await getJourney(requestContext(c), c.req.valid("param").journeyId), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/experts/journeys/{journeyId}/progress",
      summary: "The person's enrolment and saved answers in a journey",
      request: { params: JourneyParams },
      responses: {
        200: jsonContent(JourneyProgressSchema, "The progress"),
        ...errorResponses(401, 404),
      },
    }),
    async (c) =>
      c.json(await getJourneyProgress(viewerContext(c), c.req.valid("param").journeyId), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/experts/journeys/{journeyId}/enrolment",
      summary: "Enrol in a journey (enrolling again keeps the first date)",
      request: { params: JourneyParams },
      responses: {
        200: jsonContent(JourneyProgressSchema, "The progress"),
        ...errorResponses(401, 404),
      },
    }),
    async (c) =>
      c.json(await enrolInJourney(viewerContext(c), c.req.valid("param").journeyId), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "put",
      path: "/experts/journeys/{journeyId}/steps/{stepId}",
      summary: "Save the answer to a step's exercise, its reflection, and whether it is done",
      request: { params: JourneyStepParams, body: jsonBody(JourneyStepBody) },
      responses: {
        200: jsonContent(JourneyProgressSchema, "The progress"),
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) => {
      const { journeyId, stepId } = c.req.valid("param");
      return c.json(
        await saveJourneyStep(viewerContext(c), journeyId, stepId, c.req.valid("json")),
        200,
      );
    },
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/experts/sessions",
      summary: "Start a session with an expert; nothing is shared unless `shareSummaries` names it",
      request: { body: jsonBody(CreateExpertSessionBody) },
      responses: {
        201: jsonContent(ExpertSessionSchema, "The new session"),
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json(await createExpertSession(viewerContext(c), c.req.valid("json")), 201),
  );

  router.openapi(
    defineListPageRoute(guards, {
      ...common,
      path: "/experts/sessions",
      summary: "The person's sessions, newest first, paged by an opaque cursor",
      query: ExpertSessionListQuery,
      list: ExpertSessionList,
    }),
    async (c) => c.json(await listExpertSessions(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/experts/sessions/{id}",
      summary: "One session with its messages, oldest first (crisis cards included)",
      request: { params: IdParams },
      responses: {
        200: jsonContent(ExpertSessionDetail, "The session"),
        ...errorResponses(401, 404),
      },
    }),
    async (c) => c.json(await getExpertSession(viewerContext(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "patch",
      path: "/experts/sessions/{id}",
      summary: "Change which module summaries the expert may read in this session",
      request: { params: IdParams, body: jsonBody(ExpertSessionPatch) },
      responses: {
        200: jsonContent(ExpertSessionSchema, "The session"),
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) =>
      c.json(
        await updateExpertSession(viewerContext(c), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  addDeleteOwnRoute(
    router,
    guards,
    { ...common, path: "/experts/sessions/{id}", summary: "Delete a session and its messages" },
    deleteExpertSession,
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/experts/sessions/{id}/messages",
      summary:
        "Send a message: a crisis is answered at once with the crisis card (JSON, no credit); otherwise the expert's reply streams as the AI SDK's UI message stream (1 credit when it completes)",
      request: { params: IdParams, body: jsonBody(ExpertMessageBody) },
      responses: {
        200: {
          description:
            "A crisis card (application/json), or the reply as server-sent UI message chunks (text/event-stream)",
          content: {
            "application/json": { schema: CrisisReply },
            "text/event-stream": { schema: z.string() },
          },
        },
        ...errorResponses(400, 401, 404),
        402: { description: "Not enough AI credits", content: errorContent },
        503: { description: "AI is not configured on this server", content: errorContent },
      },
    }),
    async (c) => {
      const result = await sendExpertMessage(
        viewerContext(c),
        ai,
        c.req.valid("param").id,
        c.req.valid("json"),
        c.req.raw.signal,
      );
      if (result.kind === "crisis") return c.json(result.reply, 200);
      return createUIMessageStreamResponse({ stream: result.stream }) as never;
    },
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/experts/safety-plan",
      summary: "The person's safety plan (empty sections until saved)",
      responses: { 200: jsonContent(SafetyPlanReply, "The plan"), ...errorResponses(401) },
    }),
    async (c) => c.json(await getSafetyPlan(viewerContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "put",
      path: "/experts/safety-plan",
      summary: "Save the person's safety plan (its six sections)",
      request: { body: jsonBody(SafetyPlan) },
      responses: { 200: jsonContent(SafetyPlanReply, "The plan"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await saveSafetyPlan(viewerContext(c), c.req.valid("json")), 200),
  );

  return router;
}
