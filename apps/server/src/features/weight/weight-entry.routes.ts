import {
  WeightEntry,
  WeightEntryInput,
  WeightEntryList,
  WeightEntryListQuery,
  WeightEntryPatch,
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
  createWeightEntry,
  deleteWeightEntry,
  getWeightEntry,
  listWeightEntries,
  updateWeightEntry,
} from "./weight-entry.service.ts";

export function weightEntryRoutes({ guards }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Weight"] };

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/weight-entries",
      summary: "The person's weight entries, newest first, paged by an opaque cursor",
      request: { query: WeightEntryListQuery },
      responses: { 200: jsonContent(WeightEntryList, "One page"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await listWeightEntries(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/weight-entries",
      summary: "Record a weight (kg), when it was measured and an optional note",
      request: {
        body: jsonBody(WeightEntryInput),
      },
      responses: {
        201: jsonContent(WeightEntry, "The new entry"),
        ...errorResponses(400, 401, 422),
      },
    }),
    async (c) => c.json(await createWeightEntry(viewerContext(c), c.req.valid("json")), 201),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/weight-entries/{id}",
      summary: "One entry",
      request: { params: IdParams },
      responses: { 200: jsonContent(WeightEntry, "The entry"), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await getWeightEntry(viewerContext(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "patch",
      path: "/weight-entries/{id}",
      summary: "Change an entry's weight, date or note",
      request: {
        params: IdParams,
        body: jsonBody(WeightEntryPatch),
      },
      responses: {
        200: jsonContent(WeightEntry, "The updated entry"),
        ...errorResponses(400, 401, 404, 422),
      },
    }),
    async (c) =>
      c.json(
        await updateWeightEntry(viewerContext(c), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "delete",
      path: "/weight-entries/{id}",
      summary: "Delete an entry",
      request: { params: IdParams },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      await deleteWeightEntry(viewerContext(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  return router;
}
