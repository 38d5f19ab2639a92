import { CatalogList } from "@vitalog/domain";
import { createRouter, defineRoute, jsonContent } from "../../http/router.ts";
import { serviceContext } from "../../http/service-context.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import { listCatalogItems } from "./catalog.service.ts";

export function catalogRoutes({ db, guards }: ModuleDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(guards, "public", {
      method: "get",
      path: "/risk-factors",
      tags: ["Catalogue"],
      summary: "Every risk factor a profile can select",
      responses: { 200: jsonContent(CatalogList, "Risk factors by name") },
    }),
    async (c) =>
      c.json({ items: await listCatalogItems(serviceContext(c, db), "riskFactors") }, 200),
  );

  router.openapi(
    defineRoute(guards, "public", {
      method: "get",
      path: "/health-goals",
      tags: ["Catalogue"],
      summary: "Every health goal a profile can select",
      responses: { 200: jsonContent(CatalogList, "Health goals by name") },
    }),
    async (c) =>
      c.json({ items: await listCatalogItems(serviceContext(c, db), "healthGoals") }, 200),
  );

  return router;
}
