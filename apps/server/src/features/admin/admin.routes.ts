import { AdminOverview } from "@vitalog/domain";
import { createRouter, defineRoute, errorResponses, jsonContent } from "../../http/router.ts";
import { serviceContext } from "../../http/service-context.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import { adminCounts } from "../../modules/user-lifecycle.ts";

export function adminRoutes({ db, guards, modules }: ModuleDeps) {
  const router = createRouter();

  router.openapi(
    defineRoute(guards, "admin", {
      method: "get",
      path: "/admin/overview",
      tags: ["Admin"],
      summary: "Counts for the admin dashboard",
      responses: {
        200: jsonContent(
          AdminOverview,
          "Each module's figures, e.g. users, risk factors, health goals, weight entries",
        ),
        ...errorResponses(401, 403),
      },
    }),
    async (c) => c.json(await adminCounts(serviceContext(c, db), modules), 200),
  );

  return router;
}
