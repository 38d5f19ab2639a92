import { createRoute } from "@hono/zod-openapi";
import type { Database } from "@vitalog/db";
import { ResetTokenCheck, ResetTokenStatus } from "@vitalog/domain";
import type { Clock } from "../context.ts";
import { ACCESS_EXTENSION, createRouter, errorResponses, jsonContent } from "../http/router.ts";
import { hasUnexpiredVerification } from "./verification.repository.ts";

/** Better Auth keeps a reset token in the verification table under this identifier. */
const RESET_IDENTIFIER_PREFIX = "reset-password:";

/**
 * Lets the reset page tell a used, expired or made-up link on arrival instead of on submit.
 * It only reads the token: POST /api/auth/reset-password is still what uses it up.
 */
export function resetTokenRoutes(db: Database, clock: Clock) {
  const router = createRouter();
  router.openapi(
    createRoute({
      method: "post",
      [ACCESS_EXTENSION]: "public",
      path: "/auth/reset-password/check",
      tags: ["Auth"],
      summary: "Whether a password-reset token can still be used (does not use it up)",
      request: {
        body: { required: true, content: { "application/json": { schema: ResetTokenCheck } } },
      },
      responses: {
        200: jsonContent(ResetTokenStatus, "valid: false for a used, expired or unknown token"),
        ...errorResponses(400),
      },
    }),
    async (c) => {
      const { token } = c.req.valid("json");
      const valid = await hasUnexpiredVerification(
        db,
        `${RESET_IDENTIFIER_PREFIX}${token}`,
        clock.now(),
      );
      return c.json({ valid }, 200);
    },
  );
  return router;
}
