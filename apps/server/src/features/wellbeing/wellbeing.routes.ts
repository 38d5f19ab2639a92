import { z } from "@hono/zod-openapi";
import {
  CheckinDate,
  WellbeingCheckin,
  WellbeingCheckinInput,
  WellbeingCheckinList,
  WellbeingCheckinListQuery,
  WellbeingSummary,
  WellbeingSummaryQuery,
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
import { deleteCheckin, getSummary, listCheckins, saveCheckin } from "./wellbeing.service.ts";

const DateParams = z.object({
  date: CheckinDate,
});

export function wellbeingRoutes({ guards }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Wellbeing"] };

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/wellbeing-checkins/summary",
      summary: "Averages, weekly averages, best and worst days of the last 7, 30 or 90 days",
      request: { query: WellbeingSummaryQuery },
      responses: { 200: jsonContent(WellbeingSummary, "The trend"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await getSummary(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/wellbeing-checkins",
      summary: "The person's check-ins, newest day first, paged by an opaque cursor",
      request: { query: WellbeingCheckinListQuery },
      responses: {
        200: jsonContent(WellbeingCheckinList, "One page"),
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json(await listCheckins(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "put",
      path: "/wellbeing-checkins/{date}",
      summary: "Record the check-in of a day (the person's calendar day), replacing any there",
      request: {
        params: DateParams,
        body: jsonBody(WellbeingCheckinInput),
      },
      responses: {
        200: jsonContent(WellbeingCheckin, "The day's check-in, replaced"),
        201: jsonContent(WellbeingCheckin, "The day's check-in, new"),
        ...errorResponses(400, 401),
      },
    }),
    async (c) => {
      const { checkin, created } = await saveCheckin(
        viewerContext(c),
        c.req.valid("param").date,
        c.req.valid("json"),
      );
      return created ? c.json(checkin, 201) : c.json(checkin, 200);
    },
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "delete",
      path: "/wellbeing-checkins/{date}",
      summary: "Delete the check-in of a day",
      request: { params: DateParams },
      responses: { 204: { description: "Deleted" }, ...errorResponses(400, 401, 404) },
    }),
    async (c) => {
      await deleteCheckin(viewerContext(c), c.req.valid("param").date);
      return c.body(null, 204);
    },
  );

  return router;
}
