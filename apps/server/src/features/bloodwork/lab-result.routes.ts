import { z } from "@hono/zod-openapi";
import {
  LabMarkerList,
  LabPanel,
  LabPanelInput,
  LabResult,
  LabResultList,
  LabResultListQuery,
  LabResultPatch,
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
  createLabPanel,
  deleteLabResult,
  getLabResult,
  getMarkerHistory,
  listLabMarkers,
  listLabResults,
  updateLabResult,
} from "./lab-result.service.ts";

const MarkerParams = z.object({
  code: z
    .string()
    .openapi({ param: { name: "code", in: "path" }, description: "A marker's code (LOINC)" }),
});

const MarkerHistory = z.object({ code: z.string(), items: z.array(LabResult) });

export function labResultRoutes({ guards }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Bloodwork"] };

  router.openapi(
    defineRoute(guards, "public", {
      ...common,
      method: "get",
      path: "/lab-markers",
      summary:
        "The catalogue of lab markers: LOINC code, canonical unit, accepted units with their conversion factors, typical adult ranges and their sources",
      responses: { 200: jsonContent(LabMarkerList, "Every marker of the catalogue") },
    }),
    (c) => c.json(listLabMarkers(), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/lab-results",
      summary: "The person's lab results, newest first, paged by an opaque cursor",
      request: { query: LabResultListQuery },
      responses: { 200: jsonContent(LabResultList, "One page"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await listLabResults(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/lab-results",
      summary:
        "Record a panel of results taken together (test date, lab); each is stored as entered and in its marker's canonical unit, and flagged",
      request: {
        body: jsonBody(LabPanelInput),
      },
      responses: {
        201: jsonContent(LabPanel, "The new results"),
        ...errorResponses(400, 401, 422),
      },
    }),
    async (c) => c.json(await createLabPanel(viewerContext(c), c.req.valid("json")), 201),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/lab-results/markers/{code}",
      summary: "One marker's history: the person's results with that code, newest first",
      request: { params: MarkerParams },
      responses: {
        200: jsonContent(MarkerHistory, "The history"),
        ...errorResponses(401, 404),
      },
    }),
    async (c) => c.json(await getMarkerHistory(viewerContext(c), c.req.valid("param").code), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/lab-results/{id}",
      summary: "One result",
      request: { params: IdParams },
      responses: { 200: jsonContent(LabResult, "The result"), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await getLabResult(viewerContext(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "patch",
      path: "/lab-results/{id}",
      summary: "Change a result's date, lab, value, unit, the lab's limits or the note",
      request: {
        params: IdParams,
        body: jsonBody(LabResultPatch),
      },
      responses: {
        200: jsonContent(LabResult, "The updated result"),
        ...errorResponses(400, 401, 404, 422),
      },
    }),
    async (c) =>
      c.json(
        await updateLabResult(viewerContext(c), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "delete",
      path: "/lab-results/{id}",
      summary: "Delete a result",
      request: { params: IdParams },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      await deleteLabResult(viewerContext(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  return router;
}
