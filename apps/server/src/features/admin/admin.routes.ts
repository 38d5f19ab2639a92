import {
  AdminActivityList,
  AdminActivityQuery,
  AdminOverview,
  SystemStatus,
} from "@vitalog/domain";
import { requestContext } from "../../http/request-context.ts";
import { createRouter, defineRoute, errorResponses, jsonContent } from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import { adminCounts } from "../../modules/user-lifecycle.ts";
import { systemStatus } from "./admin.status.ts";
import { listAdminActivity } from "./admin-audit.service.ts";

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
      summary:
        "The audit log, newest first and paged: sign-ins, account changes, exports, admin content changes, moderation and refused requests (kind filters)",
      request: { query: AdminActivityQuery },
      responses: {
        200: jsonContent(AdminActivityList, "Newest first; nextCursor is null on the last page"),
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => c.json(await listAdminActivity(requestContext(c), c.req.valid("query")), 200),
  );

  return router;
}
