import {
  PainEntry,
  PainEntryInput,
  PainEntryList,
  PainEntryListQuery,
  PainEntryPatch,
  PainRegionCatalogue,
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
  createPainEntry,
  deletePainEntry,
  getPainEntry,
  listPainEntries,
  painRegionCatalogue,
  updatePainEntry,
} from "./pain.service.ts";

export function painRoutes({ guards }: ModuleDeps) {
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
    async (c) => c.json(await listPainEntries(viewerContext(c), c.req.valid("query")), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "post",
      path: "/pain-entries",
      summary:
        "Record pain: when, each body region with its intensity (1-10) and type, and context",
      request: {
        body: jsonBody(PainEntryInput),
      },
      responses: { 201: jsonContent(PainEntry, "The new entry"), ...errorResponses(400, 401) },
    }),
    async (c) => c.json(await createPainEntry(viewerContext(c), c.req.valid("json")), 201),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/pain-entries/{id}",
      summary: "One entry",
      request: { params: IdParams },
      responses: { 200: jsonContent(PainEntry, "The entry"), ...errorResponses(401, 404) },
    }),
    async (c) => c.json(await getPainEntry(viewerContext(c), c.req.valid("param").id), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "patch",
      path: "/pain-entries/{id}",
      summary: "Change an entry; a given regions list replaces the old one",
      request: {
        params: IdParams,
        body: jsonBody(PainEntryPatch),
      },
      responses: {
        200: jsonContent(PainEntry, "The updated entry"),
        ...errorResponses(400, 401, 404),
      },
    }),
    async (c) =>
      c.json(
        await updatePainEntry(viewerContext(c), c.req.valid("param").id, c.req.valid("json")),
        200,
      ),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "delete",
      path: "/pain-entries/{id}",
      summary: "Delete an entry",
      request: { params: IdParams },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      await deletePainEntry(viewerContext(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );

  return router;
}
