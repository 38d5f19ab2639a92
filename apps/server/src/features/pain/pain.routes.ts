import { z } from "@hono/zod-openapi";
import {
  PainEntry,
  PainEntryInput,
  PainEntryList,
  PainEntryListQuery,
  PainEntryPatch,
  PainRegionCatalogue,
} from "@vitalog/domain";
import { createRouter, defineRoute, errorResponses, jsonContent } from "../../http/router.ts";
import { userContext } from "../../http/service-context.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import {
  createPainEntry,
  deletePainEntry,
  getPainEntry,
  listPainEntries,
  painRegionCatalogue,
  updatePainEntry,
} from "./pain.service.ts";

const EntryParams = z.object({
  id: z.string().openapi({ param: { name: "id", in: "path" }, format: "uuid" }),
});

export function painRoutes({ db, guards }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Pain"] };

  // The fixed path comes before /pain-entries/{id}.
  router.openapi(
    defineRoute(guards, "public", {
      ...common,
      method: "get",
      path: "/pain-entries/regions",
      summary: "The body map's regions (kebab-case ids), front then back",
      responses: { 200: jsonContent(PainRegionCatalogue, "Every region") },
    }),
    (c) => c.json(painRegionCatalogue(), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/pain-entries",
      summary: "The person's pain entries, newest first, paged by an opaque cursor",
      request: { query: PainEntryListQuery },
      responses: { 200: jsonContent(PainEntryList, "One page"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await listPainEntries(userContext(c, db), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/pain-entries",
      summary:
        "Record pain: when, each body region with its intensity (1-10) and type, and context",
      request: {
        body: { required: true, content: { "application/json": { schema: PainEntryInput } } },
      },
      responses: { 201: jsonContent(PainEntry, "The new entry"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await createPainEntry(userContext(c, db), c.req.valid("json")), 201),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/pain-entries/{id}",
      summary: "One entry",
      request: { params: EntryParams },
      responses: { 200: jsonContent(PainEntry, "The entry"), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await getPainEntry(userContext(c, db), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "patch",
      path: "/pain-entries/{id}",
      summary: "Change an entry; a given regions list replaces the old one",
      request: {
        params: EntryParams,
        body: { required: true, content: { "application/json": { schema: PainEntryPatch } } },
      },
      responses: {
        200: jsonContent(PainEntry, "The updated entry"),
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) =>
      c.json(
        await updatePainEntry(userContext(c, db), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "delete",
      path: "/pain-entries/{id}",
      summary: "Delete an entry",
      request: { params: EntryParams },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      await deletePainEntry(userContext(c, db), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  return router;
}
