import { createRoute } from "@hono/zod-openapi";
import type { Database } from "@vitalog/db";
import { AdminOverview } from "@vitalog/domain";
import type { Guards } from "../../auth/guards.ts";
import { createRouter, errorResponses, jsonContent, SESSION_SECURITY } from "../../http/router.ts";
import { serviceContext } from "../../http/service-context.ts";
import { getAdminOverview } from "./admin.service.ts";

export function adminRoutes(db: Database, guards: Guards) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/admin/overview",
      tags: ["Admin"],
      summary: "Counts for the admin dashboard",
      security: SESSION_SECURITY,
      middleware: [guards.requireAdmin],
      responses: {
        200: jsonContent(AdminOverview, "Users, risk factors, health goals and weight entries"),
        ...errorResponses(401, 403),
      },
    }),
    async (c) => c.json(await getAdminOverview(serviceContext(c, db)), 200),
  );

  return router;
}
