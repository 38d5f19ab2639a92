import type { z } from "@hono/zod-openapi";
import {
  CatalogItem,
  CatalogItemInput,
  CatalogItemPatch,
  CatalogList,
  RiskFactorInput,
  RiskFactorPatch,
} from "@vitalog/domain";
import { requestContext, viewerContext } from "../../http/request-context.ts";
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
  type CatalogKind,
  createCatalogItem,
  deleteCatalogEntry,
  listCatalogItems,
  updateCatalogEntry,
} from "./catalog.service.ts";

export function catalogRoutes({ guards, modules }: ModuleDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(guards, "public", {
      method: "get",
      path: "/risk-factors",
      tags: ["Catalogue"],
      summary: "Every risk factor a profile can select",
      responses: { 200: jsonContent(CatalogList, "Risk factors by name") },
    }),
    async (c) => c.json({ items: await listCatalogItems(requestContext(c), "riskFactors") }, 200),
  );

  router.openapi(
    defineRoute(guards, "public", {
      method: "get",
      path: "/health-goals",
      tags: ["Catalogue"],
      summary: "Every health goal a profile can select",
      responses: { 200: jsonContent(CatalogList, "Health goals by name") },
    }),
    async (c) => c.json({ items: await listCatalogItems(requestContext(c), "healthGoals") }, 200),
  );

  // A risk factor also has the group it is shown in; a health goal has none (and refuses one).
  for (const [kind, path, label, input, patch] of [
    ["riskFactors", "risk-factors", "risk factor", RiskFactorInput, RiskFactorPatch],
    ["healthGoals", "health-goals", "health goal", CatalogItemInput, CatalogItemPatch],
  ] as const satisfies readonly (readonly [CatalogKind, string, string, z.ZodType, z.ZodType])[]) {
    const tags = ["Admin: catalogue"];
    router.openapi(
      defineRoute(guards, "admin", {
        tags,
        method: "get",
        path: `/admin/${path}`,
        summary: `Every ${label}, by name`,
        responses: { 200: jsonContent(CatalogList, "The list"), ...errorResponses(401, 403) },
      }),
      async (c) => c.json({ items: await listCatalogItems(requestContext(c), kind) }, 200),
    );
    router.openapi(
      defineRoute(guards, "admin", {
        tags,
        method: "post",
        path: `/admin/${path}`,
        summary: `Add a ${label}`,
        request: { body: jsonBody(input) },
        responses: {
          201: jsonContent(CatalogItem, `The new ${label}`),
          ...errorResponses(400, 401, 403, 409),
        },
      }),
      async (c) =>
        c.json(await createCatalogItem(viewerContext(c), modules, kind, c.req.valid("json")), 201),
    );
    router.openapi(
      defineRoute(guards, "admin", {
        tags,
        method: "patch",
        path: `/admin/${path}/{id}`,
        summary: `Rename or describe a ${label}`,
        request: { params: IdParams, body: jsonBody(patch) },
        responses: {
          200: jsonContent(CatalogItem, `The ${label}`),
          ...errorResponses(400, 401, 403, 404, 409),
        },
      }),
      async (c) =>
        c.json(
          await updateCatalogEntry(
            viewerContext(c),
            modules,
            kind,
            c.req.valid("param").id,
            c.req.valid("json"),
          ),
          200,
        ),
    );
    router.openapi(
      defineRoute(guards, "admin", {
        tags,
        method: "delete",
        path: `/admin/${path}/{id}`,
        summary: `Delete a ${label}; profiles and recommendations that list it lose it`,
        request: { params: IdParams },
        responses: { 204: { description: "Deleted" }, ...errorResponses(401, 403, 404) },
      }),
      async (c) => {
        await deleteCatalogEntry(viewerContext(c), modules, kind, c.req.valid("param").id);
        return c.body(null, 204);
      },
    );
  }

  return router;
}
