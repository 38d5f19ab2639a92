import { z } from "@hono/zod-openapi";
import {
  WeightEntry,
  WeightEntryInput,
  WeightEntryList,
  WeightEntryListQuery,
  WeightEntryPatch,
} from "@vitalog/domain";
import { createRouter, defineRoute, errorResponses, jsonContent } from "../../http/router.ts";
import { userContext } from "../../http/service-context.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import {
  createWeightEntry,
  deleteWeightEntry,
  getWeightEntry,
  listWeightEntries,
  updateWeightEntry,
} from "./weight-entry.service.ts";

const EntryParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, format: "uuid" }),
});

export function weightEntryRoutes({ db, guards }: ModuleDeps) {
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
    async (c) => c.json(await listWeightEntries(userContext(c, db), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/weight-entries",
      summary: "Record a weight (kg), when it was measured and an optional note",
      request: {
        body: { required: true, content: { "application/json": { schema: WeightEntryInput } } },
      },
      responses: {
        201: jsonContent(WeightEntry, "The new entry"),
        ...errorResponses(400, 401, 422),
      },
    }),
    async (c) => c.json(await createWeightEntry(userContext(c, db), c.req.valid("json")), 201),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/weight-entries/{id}",
      summary: "One entry",
      request: { params: EntryParams },
      responses: { 200: jsonContent(WeightEntry, "The entry"), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await getWeightEntry(userContext(c, db), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "patch",
      path: "/weight-entries/{id}",
      summary: "Change an entry's weight, date or note",
      request: {
        params: EntryParams,
        body: { required: true, content: { "application/json": { schema: WeightEntryPatch } } },
      },
      responses: {
        200: jsonContent(WeightEntry, "The updated entry"),
        ...errorResponses(400, 401, 404, 422),
      },
    }),
    async (c) =>
      c.json(
        await updateWeightEntry(userContext(c, db), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "delete",
      path: "/weight-entries/{id}",
      summary: "Delete an entry",
      request: { params: EntryParams },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      await deleteWeightEntry(userContext(c, db), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  return router;
}
