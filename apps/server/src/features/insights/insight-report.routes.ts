import { z } from "@hono/zod-openapi";
import {
  CreateInsightReportBody,
  ErrorBody,
  InsightStatisticsSchema,
  timeSeriesListQuery,
  timeSeriesPage,
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
import { writeInsightNarrative } from "./insight-narrative.service.ts";
import {
  createInsightReport,
  deleteInsightReport,
  getInsightReport,
  listInsightReports,
} from "./insight-report.service.ts";

export const InsightReportSchema = z
  .object({
    id: z.uuid(),
    from: z.string().meta({ example: "2026-01-01" }),
    to: z.string().meta({ example: "2026-03-31" }),
    tz: z.string().meta({ example: "Europe/London" }),
    createdAt: z.iso.datetime(),
    statistics: InsightStatisticsSchema,
    narrative: z.string().nullable(),
    narrativeAt: z.iso.datetime().nullable(),
    disclaimer: z.string(),
  })
  .openapi("InsightReport");

const InsightReportListQuery = timeSeriesListQuery({ defaultLimit: 20, maxLimit: 50 });
const InsightReportList = timeSeriesPage(InsightReportSchema);

const errorReply = (description: string) => ({
  description,
  content: { "application/json": { schema: ErrorBody } },
});

export function insightReportRoutes({ guards, modules, ai }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Health insights"] };

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/health-insights/reports",
      summary:
        "Compute and store a report over the person's modules for local days from..to (at most 2 years, not after today in tz)",
      request: { body: jsonBody(CreateInsightReportBody) },
      responses: {
        201: jsonContent(InsightReportSchema, "The new report"),
        ...errorResponses(400, 401),
      },
    }),
    async (c) =>
      c.json(await createInsightReport(viewerContext(c), modules, c.req.valid("json")), 201),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/health-insights/reports",
      summary: "The person's reports, newest first, paged by an opaque cursor",
      request: { query: InsightReportListQuery },
      responses: { 200: jsonContent(InsightReportList, "One page"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await listInsightReports(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/health-insights/reports/{id}",
      summary: "One report",
      request: { params: IdParams },
      responses: {
        200: jsonContent(InsightReportSchema, "The report"),
        ...errorResponses(401, 404),
      },
    }),
    async (c) => c.json(await getInsightReport(viewerContext(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "delete",
      path: "/health-insights/reports/{id}",
      summary: "Delete a report",
      request: { params: IdParams },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      await deleteInsightReport(viewerContext(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/health-insights/reports/{id}/narrative",
      summary:
        "Write the report's AI summary (costs 2 AI credits): it restates the report's figures only and is checked against them before it is stored",
      request: { params: IdParams, body: jsonBody(z.object({}).strict()) },
      responses: {
        200: jsonContent(InsightReportSchema, "The report with its narrative"),
        ...errorResponses(400, 401, 402, 404, 409, 503),
        422: errorReply(
          "The AI summary did not match the report's figures twice and was not saved; nothing was charged (code UNPROCESSABLE)",
        ),
      },
    }),
    async (c) =>
      c.json(await writeInsightNarrative(viewerContext(c), ai, c.req.valid("param").id), 200),
  );

  return router;
}
