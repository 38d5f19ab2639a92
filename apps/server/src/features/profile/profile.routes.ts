import { createRoute } from "@hono/zod-openapi";
import type { Database } from "@vitalog/db";
import { Profile, ProfileUpdate } from "@vitalog/domain";
import type { Guards } from "../../auth/guards.ts";
import { createRouter, errorResponses, jsonContent, SESSION_SECURITY } from "../../http/router.ts";
import { userContext } from "../../http/service-context.ts";
import { getProfile, updateProfile } from "./profile.service.ts";

export function profileRoutes(db: Database, guards: Guards) {
  const router = createRouter();

  router.openapi(
    createRoute({
      method: "get",
      path: "/profile",
      tags: ["Profile"],
      summary: "The signed-in person's profile",
      security: SESSION_SECURITY,
      middleware: [guards.requireUser],
      responses: { 200: jsonContent(Profile, "The profile"), ...errorResponses(401) },
    }),
    async (c) => c.json(await getProfile(userContext(c, db)), 200),
  );

  router.openapi(
    createRoute({
      method: "patch",
      path: "/profile",
      tags: ["Profile"],
      summary: "Update the profile; it is complete once date of birth and gender are set",
      security: SESSION_SECURITY,
      middleware: [guards.requireUser],
      request: {
        body: { required: true, content: { "application/json": { schema: ProfileUpdate } } },
      },
      responses: {
        200: jsonContent(Profile, "The updated profile"),
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json(await updateProfile(userContext(c, db), c.req.valid("json")), 200),
  );

  return router;
}
