import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { matchedRoutes } from "hono/route";
import { recordAudit } from "../platform/audit.ts";
import type { AppEnv } from "./app-env.ts";

/**
 * The route a request matched, as registered ("/api/v1/groups/:id"): the first route of its own
 * method, past the middleware mounted for every method. The request's path when none matched.
 */
export function routePatternOf(c: Context<AppEnv>): string {
  const route = matchedRoutes(c).find((r) => r.method !== "ALL");
  return route?.path ?? c.req.path;
}

/**
 * Every 403 the server answers goes to the audit log as a refused request: the method and route
 * pattern as its target (never the path's ids or the query), the signed-in person as its actor
 * when there is one (on Better Auth's routes, the session the auth routes found).
 */
export const auditRefusals = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  if (c.res.status !== 403) return;
  await recordAudit(
    { db: c.get("db"), log: c.get("log"), now: () => c.get("clock").now() },
    {
      kind: "refused",
      action: "refused",
      outcome: "refused",
      actorId: c.get("user")?.id ?? c.get("sessionUserId") ?? null,
      targetId: `${c.req.method} ${routePatternOf(c)}`,
    },
  );
});
