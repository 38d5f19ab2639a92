import { z } from "@hono/zod-openapi";
import { AuthMessage } from "@vitalog/domain";
import type { Context } from "hono";
import { deleteCookie } from "hono/cookie";
import { clientAddress } from "../../auth/auth.routes.ts";
import type { Auth } from "../../auth/auth.ts";
import { exportUserData, storedFilesExporter } from "../../data-export/data-export.service.ts";
import { ExporterRegistry } from "../../data-export/exporters.ts";
import { AppError } from "../../errors.ts";
import type { AppEnv } from "../../http/app-env.ts";
import { viewerContext } from "../../http/request-context.ts";
import { createRouter, defineRoute, errorResponses } from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import { PASSWORD_CHECK_RULE } from "../../platform/rate-limiter.ts";
import { assertDeletionAllowed, deleteAccount } from "./account-deletion.service.ts";

const DeleteAccountBody = z
  .object({
    password: z
      .string()
      .max(1024)
      .optional()
      .openapi({ description: "Required when the account has a password" }),
  })
  .strict();

/** Expires the session cookies on this reply, as signing out does. */
async function clearSessionCookies(c: Context<AppEnv>, auth: Auth): Promise<void> {
  const { authCookies } = await auth.$context;
  for (const cookie of [
    authCookies.sessionToken,
    authCookies.sessionData,
    authCookies.dontRememberToken,
  ]) {
    const { secure, path, httpOnly, sameSite, domain } = cookie.attributes;
    deleteCookie(c, cookie.name, {
      path: path ?? "/",
      ...(secure ? { secure: true } : {}),
      ...(httpOnly ? { httpOnly: true } : {}),
      ...(sameSite ? { sameSite: sameSite as "lax" | "strict" | "none" } : {}),
      ...(domain ? { domain } : {}),
    });
  }
}

export function accountRoutes({ guards, auth, storage, limiter, config, modules }: ModuleDeps) {
  const exporters = new ExporterRegistry();
  for (const module of modules) {
    for (const exporter of module.exporters ?? []) exporters.registerExporter(exporter);
  }
  exporters.registerExporter(storedFilesExporter);
  const router = createRouter();

  router.openapi(
    defineRoute(guards, "user", {
      method: "delete",
      path: "/account",
      tags: ["Account"],
      summary:
        "Delete the account and everything it holds. Accounts with a password confirm with it; social-only accounts must have signed in within 5 minutes (403 otherwise).",
      request: {
        body: { required: false, content: { "application/json": { schema: DeleteAccountBody } } },
      },
      responses: {
        204: { description: "Deleted; the session cookie is cleared" },
        ...errorResponses(400, 401, 403),
      },
    }),
    async (c) => {
      const ctx = viewerContext(c);
      const { password } = c.req.valid("json") ?? {};
      const current = await auth.api.getSession({ headers: c.req.raw.headers });
      if (!current || current.user.id !== ctx.viewer.id) throw new AppError("UNAUTHENTICATED");
      // A password check, limited like sign-in so it cannot be used to guess the password.
      await limiter.hit(
        `password-check:${clientAddress(c, config.trustProxy) ?? "unknown"}`,
        PASSWORD_CHECK_RULE,
        AuthMessage.tooManyAttempts,
      );
      await assertDeletionAllowed(ctx, {
        userId: ctx.viewer.id,
        password,
        sessionCreatedAt: new Date(current.session.createdAt),
      });
      await deleteAccount(
        ctx,
        { storage, modules },
        { id: ctx.viewer.id, email: current.user.email },
      );
      await clearSessionCookies(c, auth);
      return c.body(null, 204);
    },
  );

  router.openapi(
    defineRoute(guards, "user", {
      method: "get",
      path: "/account/export",
      tags: ["Account"],
      summary:
        "Download my data: a ZIP with vitalog-data.json (everything the account holds), one CSV per tracking module and the uploaded files",
      responses: {
        200: {
          description: "vitalog-export-<date>.zip",
          content: { "application/zip": { schema: z.string().openapi({ format: "binary" }) } },
        },
        ...errorResponses(401),
      },
    }),
    async (c) => {
      const { fileName, zip } = await exportUserData(viewerContext(c), { storage, exporters });
      c.header("Content-Type", "application/zip");
      c.header("Content-Disposition", `attachment; filename="${fileName}"`);
      return c.body(zip as Uint8Array<ArrayBuffer>, 200);
    },
  );

  return router;
}
