import { createRoute, OpenAPIHono, type RouteConfig } from "@hono/zod-openapi";
import { ErrorBody } from "@vitalog/domain";
import type { Guards } from "../auth/guards.ts";
import type { AppEnv } from "./app-env.ts";
import { validationError } from "./error-handler.ts";

/** A feature router whose request validation failures go through the one error mapper. */
export function createRouter(): OpenAPIHono<AppEnv> {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result) => {
      if (!result.success) throw validationError(result.error);
    },
  });
}

export const SESSION_SECURITY = [{ session: [] }];

/**
 * Who may call a route: anyone (`public`), anyone with or without a session (`optional`),
 * a signed-in person on their own data (`user`), or an admin (`admin`).
 */
export type Access = "public" | "optional" | "user" | "admin";
export const ACCESS_LEVELS: readonly Access[] = ["public", "optional", "user", "admin"];
/** The OpenAPI operation field that carries a route's access level. */
export const ACCESS_EXTENSION = "x-vitalog-access";

const SECURITY: Record<Access, RouteConfig["security"]> = {
  public: undefined,
  optional: [{}, ...SESSION_SECURITY],
  user: SESSION_SECURITY,
  admin: SESSION_SECURITY,
};

/**
 * An OpenAPI route with its access level declared where it is defined: the level sets the
 * guard, the documented security and the `x-vitalog-access` field the access matrix reads.
 */
export function defineRoute<const R extends RouteConfig>(
  guards: Guards,
  access: Access,
  config: R,
  /** What a visitor is told on a `user` route (the spec's "You must be logged in to ..."). */
  { signInMessage }: { signInMessage?: string } = {},
) {
  const guard = {
    public: [],
    optional: [guards.optionalUser],
    user: [signInMessage ? guards.requireUserSaying(signInMessage) : guards.requireUser],
    admin: [guards.requireAdmin],
  }[access];
  const own = config.middleware
    ? Array.isArray(config.middleware)
      ? config.middleware
      : [config.middleware]
    : [];
  const security = SECURITY[access];
  return createRoute({
    ...config,
    ...(security ? { security } : {}),
    middleware: [...guard, ...own],
    [ACCESS_EXTENSION]: access,
  });
}

const DESCRIPTIONS = {
  400: "The request is not valid; `error.fields` names each bad field",
  401: "Not signed in",
  403: "Not allowed",
  404: "Not found",
  409: "In conflict with what is stored",
} as const;

/** OpenAPI entries for the error replies a route can give, all `{ error: { code, message } }`. */
export function errorResponses<S extends keyof typeof DESCRIPTIONS>(...statuses: S[]) {
  return Object.fromEntries(
    statuses.map((status) => [
      status,
      {
        description: DESCRIPTIONS[status],
        content: { "application/json": { schema: ErrorBody } },
      },
    ]),
  ) as unknown as Record<S, ReturnType<typeof jsonContent<typeof ErrorBody>>>;
}

export function jsonContent<T>(schema: T, description: string) {
  return { description, content: { "application/json": { schema } } };
}
