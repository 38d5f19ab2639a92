import { createRoute } from "@hono/zod-openapi";
import { HealthStatus } from "@vitalog/domain";
import { ACCESS_EXTENSION, createRouter, jsonContent } from "./router.ts";

export function healthRoutes(ping: () => Promise<boolean>) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      [ACCESS_EXTENSION]: "public",
      path: "/health",
      tags: ["Service"],
      summary: "Whether the server and its database answer",
      responses: {
        200: jsonContent(HealthStatus, "Up"),
        503: jsonContent(HealthStatus, "The database does not answer"),
      },
    }),
    async (c) =>
      (await ping())
        ? c.json({ status: "ok" as const, database: "up" as const }, 200)
        : c.json({ status: "unavailable" as const, database: "down" as const }, 503),
  );

  return router;
}
