import { z } from "@hono/zod-openapi";
import {
  CycleDate,
  CycleDay,
  CycleDayInput,
  CycleDayList,
  CycleDaysQuery,
  CyclePredictions,
  CycleSettings,
  CycleSettingsPatch,
  CycleStats,
  Period,
  PeriodInput,
  PeriodList,
  PeriodListQuery,
  PeriodPatch,
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
  createPeriod,
  deleteDay,
  deletePeriod,
  getPeriod,
  getPredictions,
  getSettings,
  getStats,
  listDays,
  listPeriods,
  saveDay,
  updatePeriod,
  updateSettings,
} from "./cycle.service.ts";

const DateParams = z.object({
  date: CycleDate,
});

export function cycleRoutes({ guards }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Cycle"] };

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/cycle/predictions",
      summary: "The next period, ovulation day and fertile window, and the next three cycles",
      responses: { 200: jsonContent(CyclePredictions, "The predictions"), ...errorResponses(401) },
    }),
    async (c) => c.json(await getPredictions(viewerContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/cycle/stats",
      summary: "Average cycle and period length, variation, cycles, symptoms by phase",
      responses: { 200: jsonContent(CycleStats, "The figures"), ...errorResponses(401) },
    }),
    async (c) => c.json(await getStats(viewerContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/cycle/periods",
      summary: "The person's periods, newest first, paged by an opaque cursor",
      request: { query: PeriodListQuery },
      responses: { 200: jsonContent(PeriodList, "One page"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await listPeriods(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/cycle/periods",
      summary: "Log a period: its start date and, when known, its end date",
      request: { body: jsonBody(PeriodInput) },
      responses: {
        201: jsonContent(Period, "The new period"),
        ...errorResponses(400, 401, 409, 422),
      },
    }),
    async (c) => c.json(await createPeriod(viewerContext(c), c.req.valid("json")), 201),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/cycle/periods/{id}",
      summary: "One period",
      request: { params: IdParams },
      responses: { 200: jsonContent(Period, "The period"), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await getPeriod(viewerContext(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "patch",
      path: "/cycle/periods/{id}",
      summary: "Change a period's start or end date (null: not ended yet)",
      request: { params: IdParams, body: jsonBody(PeriodPatch) },
      responses: {
        200: jsonContent(Period, "The period"),
        ...errorResponses(400, 401, 404, 409, 422),
      },
    }),
    async (c) =>
      c.json(
        await updatePeriod(viewerContext(c), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "delete",
      path: "/cycle/periods/{id}",
      summary: "Delete a period",
      request: { params: IdParams },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      await deletePeriod(viewerContext(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/cycle/days",
      summary: "What was logged on each day from `from` to `to` (at most 366 days)",
      request: { query: CycleDaysQuery },
      responses: { 200: jsonContent(CycleDayList, "The days"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await listDays(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "put",
      path: "/cycle/days/{date}",
      summary: "Log a day's flow, symptoms and note, replacing what was there",
      request: { params: DateParams, body: jsonBody(CycleDayInput) },
      responses: {
        200: jsonContent(CycleDay, "The day, replaced"),
        201: jsonContent(CycleDay, "The day, new"),
        ...errorResponses(400, 401),
      },
    }),
    async (c) => {
      const { day, created } = await saveDay(
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
      path: "/cycle/days/{date}",
      summary: "Delete what was logged on a day",
      request: { params: DateParams },
      responses: { 204: { description: "Deleted" }, ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      await deleteDay(viewerContext(c), c.req.valid("param").date);
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/cycle/settings",
      summary: "Discreet mode and the reminder settings",
      responses: { 200: jsonContent(CycleSettings, "The settings"), ...errorResponses(401) },
    }),
    async (c) => c.json(await getSettings(viewerContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "patch",
      path: "/cycle/settings",
      summary: "Change discreet mode or the reminder settings",
      request: { body: jsonBody(CycleSettingsPatch) },
      responses: { 200: jsonContent(CycleSettings, "The settings"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await updateSettings(viewerContext(c), c.req.valid("json")), 200),
  );

  return router;
}
