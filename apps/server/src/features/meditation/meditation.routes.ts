import { z } from "@hono/zod-openapi";
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
import { createRouter, defineRoute, errorResponses, jsonContent } from "../../http/router.ts";
import { userContext } from "../../http/service-context.ts";
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

const SessionParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, format: "uuid" }),
});

const body = <T extends z.ZodType>(schema: T) => ({
  required: true,
  content: { "application/json": { schema } },
});

export function meditationRoutes({ db, guards }: ModuleDeps) {
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
    async (c) => c.json(await getStats(userContext(c, db), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/meditation-sessions",
      summary: "The person's sessions, newest first, paged by an opaque cursor",
      request: { query: MeditationSessionListQuery },
      responses: {
        200: jsonContent(MeditationSessionList, "One page"),
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json(await listSessions(userContext(c, db), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/meditation-sessions",
      summary: "Log a session: when it started and how long it lasted (1 s to 24 h)",
      request: { body: body(MeditationSessionInput) },
      responses: {
        201: jsonContent(MeditationSession, "The new session"),
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json(await createSession(userContext(c, db), c.req.valid("json")), 201),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/meditation-sessions/{id}",
      summary: "One session",
      request: { params: SessionParams },
      responses: {
        200: jsonContent(MeditationSession, "The session"),
        ...errorResponses(401, 404),
      },
    }),
    async (c) => c.json(await getSession(userContext(c, db), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "patch",
      path: "/meditation-sessions/{id}",
      summary: "Change a session's start, length or note",
      request: { params: SessionParams, body: body(MeditationSessionPatch) },
      responses: {
        200: jsonContent(MeditationSession, "The session"),
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) =>
      c.json(
        await updateSession(userContext(c, db), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "delete",
      path: "/meditation-sessions/{id}",
      summary: "Delete a session",
      request: { params: SessionParams },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      await deleteSession(userContext(c, db), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/meditation-settings",
      summary: "Whether the streak shows, and the default interval bell",
      responses: { 200: jsonContent(MeditationSettings, "The settings"), ...errorResponses(401) },
    }),
    async (c) => c.json(await getSettings(userContext(c, db)), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "patch",
      path: "/meditation-settings",
      summary: "Change the meditation settings",
      request: { body: body(MeditationSettingsPatch) },
      responses: {
        200: jsonContent(MeditationSettings, "The settings"),
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json(await updateSettings(userContext(c, db), c.req.valid("json")), 200),
  );

  return router;
}
