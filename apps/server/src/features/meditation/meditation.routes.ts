import {
  MeditationSession,
  MeditationSessionInput,
  MeditationSessionList,
  MeditationSessionListQuery,
  MeditationSessionPatch,
  MeditationSettings,
  MeditationSettingsPatch,
  MeditationStats,
  MeditationStatsQuery,
} from "@vitalog/domain";
import { viewerContext } from "../../http/request-context.ts";
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
  createSession,
  deleteSession,
  getSession,
  getSettings,
  getStats,
  listSessions,
  updateSession,
  updateSettings,
} from "./meditation.service.ts";

export function meditationRoutes({ guards }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Meditation"] };

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/meditation-sessions/stats",
      summary: "Total minutes, this week, average, streaks and minutes per week (days in `tz`)",
      request: { query: MeditationStatsQuery },
      responses: { 200: jsonContent(MeditationStats, "The figures"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await getStats(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineListPageRoute(guards, {
      ...common,
      path: "/meditation-sessions",
      summary: "The person's sessions, newest first, paged by an opaque cursor",
      query: MeditationSessionListQuery,
      list: MeditationSessionList,
    }),
    async (c) => c.json(await listSessions(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/meditation-sessions",
      summary: "Log a session: when it started and how long it lasted (1 s to 24 h)",
      request: { body: jsonBody(MeditationSessionInput) },
      responses: {
        201: jsonContent(MeditationSession, "The new session"),
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json(await createSession(viewerContext(c), c.req.valid("json")), 201),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/meditation-sessions/{id}",
      summary: "One session",
      request: { params: IdParams },
      responses: {
        200: jsonContent(MeditationSession, "The session"),
        ...errorResponses(401, 404),
      },
    }),
    async (c) => c.json(await getSession(viewerContext(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "patch",
      path: "/meditation-sessions/{id}",
      summary: "Change a session's start, length or note",
      request: { params: IdParams, body: jsonBody(MeditationSessionPatch) },
      responses: {
        200: jsonContent(MeditationSession, "The session"),
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) =>
      c.json(
        await updateSession(viewerContext(c), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  addDeleteOwnRoute(
    router,
    guards,
    { ...common, path: "/meditation-sessions/{id}", summary: "Delete a session" },
    deleteSession,
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/meditation-settings",
      summary: "Whether the streak shows, and the default interval bell",
      responses: { 200: jsonContent(MeditationSettings, "The settings"), ...errorResponses(401) },
    }),
    async (c) => c.json(await getSettings(viewerContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "patch",
      path: "/meditation-settings",
      summary: "Change the meditation settings",
      request: { body: jsonBody(MeditationSettingsPatch) },
      responses: {
        200: jsonContent(MeditationSettings, "The settings"),
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json(await updateSettings(viewerContext(c), c.req.valid("json")), 200),
  );

  return router;
}
