import { AdminActivityList, AdminOverview, SystemStatus } from "@vitalog/domain";
import { requestContext } from "../../http/request-context.ts";
import { createRouter, defineRoute, errorResponses, jsonContent } from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import { adminCounts } from "../../modules/user-lifecycle.ts";
import { systemStatus } from "./admin.status.ts";
import { listAdminActivity } from "./admin-audit.service.ts";

/** How many changes the dashboard's recent activity shows. */
const RECENT_ACTIVITY = 20;

export function adminRoutes(deps: ModuleDeps) {
  const { guards, modules } = deps;
  const router = createRouter();

  router.openapi(
    defineRoute(guards, "admin", {
      method: "get",
      path: "/admin/overview",
      tags: ["Admin"],
      summary: "Figures for the admin dashboard",
      responses: {
        200: jsonContent(
          AdminOverview,
          "Each module's figures, e.g. users, activeUsers, engagement (percent), risk factors, recommendations",
        ),
        ...errorResponses(401, 403),
      },
    }),
    async (c) => c.json(await adminCounts(requestContext(c), modules), 200),
  );

  router.openapi(
    defineRoute(guards, "admin", {
      method: "get",
      path: "/admin/system-status",
      tags: ["Admin"],
      summary: "Database, mail, storage, AI and payments: up, down, configured or not",
      responses: { 200: jsonContent(SystemStatus, "Each check"), ...errorResponses(401, 403) },
    }),
    async (c) => c.json(await systemStatus(deps), 200),
  );

  router.openapi(
    defineRoute(guards, "admin", {
      method: "get",
      path: "/admin/activity",
      tags: ["Admin"],
      summary: "The newest admin content changes (audit log)",
      responses: {
        200: jsonContent(AdminActivityList, "Newest first"),
        ...errorResponses(401, 403),
      },
    }),
    async (c) =>
      c.json({ items: await listAdminActivity(requestContext(c), RECENT_ACTIVITY) }, 200),
  );

  return router;
}
