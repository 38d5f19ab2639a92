import { createRoute } from "@hono/zod-openapi";
import { AuthProviders } from "@vitalog/domain";
import type { Config } from "../env.ts";
import { ACCESS_EXTENSION, createRouter, jsonContent } from "../http/router.ts";

export function providerRoutes(config: Config) {
  const router = createRouter();
  const providers: AuthProviders = {
    google: Boolean(config.google),
    apple: Boolean(config.apple),
    googleClientId: config.google?.clientId ?? null,
  };

  router.openapi(
    createRoute({
      method: "get",
      [ACCESS_EXTENSION]: "public",
      path: "/auth/providers",
      tags: ["Auth"],
      summary: "Which social sign-in providers are configured",
      responses: { 200: jsonContent(AuthProviders, "One flag per provider") },
    }),
    (c) => c.json(providers, 200),
  );

  return router;
}
