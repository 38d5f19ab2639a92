import { z } from "@hono/zod-openapi";
import {
  ActivityDay,
  ActivityDayInput,
  ActivityDayList,
  ActivityDayListQuery,
  ActivitySummary,
  ActivitySummaryQuery,
  CalendarDate,
} from "@vitalog/domain";
import { viewerContext } from "../../http/request-context.ts";
import {
  createRouter,
  defineRoute,
  errorResponses,
  jsonBody,
  jsonContent,
} from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import {
  deleteActivityDay,
  getActivitySummary,
  listActivityDays,
  saveActivityDay,
} from "./activity-day.service.ts";

const DateParams = z.object({ date: CalendarDate });

export function activityDayRoutes({ guards }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Activity"] };

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/activity-days/summary",
      summary: "Average steps and active minutes, weekly averages and days at the step goal",
      request: { query: ActivitySummaryQuery },
      responses: { 200: jsonContent(ActivitySummary, "The figures"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await getActivitySummary(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/activity-days",
      summary:
        "The person's days of steps and active minutes, newest first, paged by an opaque cursor",
      request: { query: ActivityDayListQuery },
      responses: { 200: jsonContent(ActivityDayList, "One page"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await listActivityDays(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "put",
      path: "/activity-days/{date}",
      summary:
        "Record a day's steps and active minutes (the person's calendar day), replacing any there",
      request: { params: DateParams, body: jsonBody(ActivityDayInput) },
      responses: {
        200: jsonContent(ActivityDay, "The day, replaced"),
        201: jsonContent(ActivityDay, "The day, new"),
        ...errorResponses(400, 401, 422),
      },
    }),
    async (c) => {
      const { day, created } = await saveActivityDay(
        viewerContext(c),
        c.req.valid("param").date,
        c.req.valid("json"),
      );
      return created ? c.json(day, 201) : c.json(day, 200);
    },
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "delete",
      path: "/activity-days/{date}",
      summary: "Delete a day's activity",
      request: { params: DateParams },
      responses: { 204: { description: "Deleted" }, ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      await deleteActivityDay(viewerContext(c), c.req.valid("param").date);
      return c.body(null, 204);
    },
  );

  return router;
}
