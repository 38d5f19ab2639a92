import {
  CurrentFast,
  Fast,
  FastEndInput,
  FastInput,
  FastingSettings,
  FastingSettingsPatch,
  FastList,
  FastListQuery,
  FastPatch,
  FastStats,
  FastStatsQuery,
} from "@vitalog/domain";
import { viewerContext } from "../../http/request-context.ts";
import {
  createRouter,
  defineRoute,
  errorResponses,
  IdParams,
  jsonBody,
  jsonContent,
} from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import {
  deleteFast,
  endFast,
  getCurrentFast,
  getFast,
  getFastingSettings,
  getFastStats,
  listFasts,
  startFast,
  updateFast,
  updateFastingSettings,
} from "./fasting.service.ts";

export function fastingRoutes({ guards }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Fasting"] };

  // The fixed paths come before /fasts/{id}.
  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/fasts/current",
      summary: "The fast in progress, or null",
      responses: { 200: jsonContent(CurrentFast, "The fast in progress"), ...errorResponses(401) },
    }),
    async (c) => c.json(await getCurrentFast(viewerContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/fasts/stats",
      summary: "Completed fasts, averages and streaks (days in the time zone `tz`)",
      request: { query: FastStatsQuery },
      responses: { 200: jsonContent(FastStats, "The figures"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await getFastStats(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/fasts",
      summary: "The person's fasts, newest first, paged by an opaque cursor",
      request: { query: FastListQuery },
      responses: { 200: jsonContent(FastList, "One page"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await listFasts(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/fasts",
      summary: "Start a fast (now, or at an earlier startTime) with a target of 1 to 168 hours",
      request: { body: jsonBody(FastInput) },
      responses: {
        201: jsonContent(Fast, "The fast in progress"),
        ...errorResponses(400, 401, 409),
      },
    }),
    async (c) => c.json(await startFast(viewerContext(c), c.req.valid("json")), 201),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/fasts/{id}/end",
      summary: "End the fast in progress, now or at endTime",
      request: { params: IdParams, body: jsonBody(FastEndInput) },
      responses: {
        200: jsonContent(Fast, "The ended fast"),
        ...errorResponses(400, 401, 404, 409, 422),
      },
    }),
    async (c) =>
      c.json(await endFast(viewerContext(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/fasts/{id}",
      summary: "One fast",
      request: { params: IdParams },
      responses: { 200: jsonContent(Fast, "The fast"), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await getFast(viewerContext(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "patch",
      path: "/fasts/{id}",
      summary: "Change a fast's start, end or target",
      request: { params: IdParams, body: jsonBody(FastPatch) },
      responses: { 200: jsonContent(Fast, "The fast"), ...errorResponses(400, 401, 404, 422) },
    }),
    async (c) =>
      c.json(await updateFast(viewerContext(c), c.req.valid("param").id, c.req.valid("json")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "delete",
      path: "/fasts/{id}",
      summary: "Delete a fast",
      request: { params: IdParams },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      await deleteFast(viewerContext(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/fasting-settings",
      summary: "Default duration, notification flags, streak display and the safety note",
      responses: { 200: jsonContent(FastingSettings, "The settings"), ...errorResponses(401) },
    }),
    async (c) => c.json(await getFastingSettings(viewerContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "patch",
      path: "/fasting-settings",
      summary: "Change fasting settings, or record that the safety note was read",
      request: { body: jsonBody(FastingSettingsPatch) },
      responses: { 200: jsonContent(FastingSettings, "The settings"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await updateFastingSettings(viewerContext(c), c.req.valid("json")), 200),
  );

  return router;
}
