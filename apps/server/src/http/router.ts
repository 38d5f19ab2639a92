import { createRoute, OpenAPIHono, type RouteConfig, z } from "@hono/zod-openapi";
import { ErrorBody, isUuid } from "@vitalog/domain";
import type { Guards } from "../auth/guards.ts";
import type { ViewerContext } from "../context.ts";
import type { AppEnv } from "./app-env.ts";
import { validationError } from "./error-handler.ts";
import { viewerContext } from "./request-context.ts";

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
 * a signed-in person on their own data (`user`), a signed-in person on community content that
 * others made too (`member`: a like, a vote, a reply, an edit of their own post), or an admin
 * (`admin`).
 */
export type Access = "public" | "optional" | "user" | "member" | "admin";
export const ACCESS_LEVELS: readonly Access[] = ["public", "optional", "user", "member", "admin"];
/** The OpenAPI operation field that carries a route's access level. */
export const ACCESS_EXTENSION = "x-vitalog-access";

/**
 * On a `member` route, who may act on a row someone else made: anyone signed in (`anyone`),
 * only its author (`author`), or only a moderator (`moderator`: the group's creator or an admin).
 */
export type Actor = "anyone" | "author" | "moderator";
export const ACTORS: readonly Actor[] = ["anyone", "author", "moderator"];
/** The OpenAPI operation field that carries a `member` route's actor. */
export const ACTOR_EXTENSION = "x-vitalog-actor";

const SECURITY: Record<Access, NonNullable<RouteConfig["security"]>> = {
  public: [],
  optional: [{}, ...SESSION_SECURITY],
  user: SESSION_SECURITY,
  member: SESSION_SECURITY,
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
  {
    signInMessage,
    actor,
  }: {
    /** What a visitor is told on a `user` or `member` route ("You must be logged in to ..."). */
    signInMessage?: string;
    /** Who may act on others' rows: required on a `member` route, and only there. */
    actor?: Actor;
  } = {},
) {
  if ((access === "member") !== (actor !== undefined)) {
    throw new Error(
      `${config.method} ${config.path}: a member route, and only one, names its actor`,
    );
  }
  const signedIn = [signInMessage ? guards.requireUserSaying(signInMessage) : guards.requireUser];
  const guard = {
    public: [],
    optional: [guards.optionalUser],
    user: signedIn,
    member: signedIn,
    admin: [guards.requireAdmin],
  }[access];
  const own = config.middleware
    ? Array.isArray(config.middleware)
      ? config.middleware
      : [config.middleware]
    : [];
  return createRoute({
    operationId: operationIdOf(config.method, config.path),
    ...config,
    security: SECURITY[access],
    middleware: [...guard, ...own],
    [ACCESS_EXTENSION]: access,
    ...(actor ? { [ACTOR_EXTENSION]: actor } : {}),
  });
}

/**
 * A route's stable operationId, from its method and path: `GET /weight-entries/{id}` is
 * `getWeightEntriesById`. A route may name its own instead.
 */
export function operationIdOf(method: string, path: string): string {
  const words = path
    .split("/")
    .filter(Boolean)
    .map((segment) => {
      const param = /^\{(.+)\}$/.exec(segment);
      const word = (param ? param[1] : segment) ?? segment;
      const pascal = word
        .split(/[^A-Za-z0-9]+/)
        .filter(Boolean)
        .map((part) => part[0]?.toUpperCase() + part.slice(1))
        .join("");
      return param ? `By${pascal}` : pascal;
    });
  return method.toLowerCase() + words.join("");
}

/** A path parameter holding a row's id: documented as a UUID, checked by the service (404). */
export function pathId(name: string) {
  return z.string().openapi({ param: { name, in: "path" }, format: "uuid" });
}

/** The path parameters of a route on one row: `{id}`. */
export const IdParams = z.object({ id: pathId("id") });

/** A required JSON request body of `schema`. */
export function jsonBody<T>(schema: T) {
  return { required: true, content: { "application/json": { schema } } } as const;
}

/** Whether a path or query value is a UUID (the one check; ids that are not answer 404). */
export { isUuid };

const DESCRIPTIONS = {
  400: "The request is not valid; `error.fields` names each bad field",
  401: "Not signed in",
  402: "Not enough AI credits for the action (code PAYMENT_REQUIRED)",
  403: "Not allowed",
  404: "Not found",
  409: "In conflict with what is stored",
  503: "A service this needs is not available (AI or payments not configured, or not answering)",
  422: "A value outside its usual range, sent without `confirmed: true`; `error.fields` names each (code CONFIRMATION_REQUIRED)",
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

/**
 * `GET <path>`: one page of the person's own rows, newest first, read with `query` (its cursor
 * and limit) and answered as `list`; 400 on a bad query, 401 for a visitor.
 */
export function defineListPageRoute<Q extends z.ZodObject, L extends z.ZodType>(
  guards: Guards,
  config: { tags: string[]; path: string; summary: string; query: Q; list: L },
) {
  const { query, list, ...rest } = config;
  return defineRoute(guards, "user", {
    ...rest,
    method: "get",
    request: { query },
    responses: { 200: jsonContent(list, "One page"), ...errorResponses(400, 401) },
  });
}

/**
 * Adds `DELETE <path>` (a path ending in `{id}`) on one of the person's own rows: `remove`
 * deletes it (404 when it is not theirs), then 204; 401 for a visitor.
 */
export function addDeleteOwnRoute(
  router: OpenAPIHono<AppEnv>,
  guards: Guards,
  config: { tags: string[]; path: `${string}/{id}`; summary: string },
  remove: (ctx: ViewerContext, id: string) => Promise<unknown>,
): void {
  router.openapi(
    defineRoute(guards, "user", {
      ...config,
      method: "delete",
      request: { params: IdParams },
      responses: { 204: { description: "Deleted" }, ...errorResponses(401, 404) },
    }),
    async (c) => {
      await remove(viewerContext(c), c.req.valid("param").id);
      return c.body(null, 204);
    },
  );
}

/**
 * Completes the documentation of routes declared without `defineRoute` (registerPath entries,
 * platform routes): an operationId from method and path, and the security of their access level.
 * Call once every router is mounted; what a route states itself is kept.
 */
export function completeOperations(app: OpenAPIHono<AppEnv>): void {
  for (const definition of app.openAPIRegistry.definitions) {
    if (definition.type !== "route") continue;
    const route = definition.route as RouteConfig & { [ACCESS_EXTENSION]?: Access };
    route.operationId ??= operationIdOf(route.method, route.path.replace(/^\/api(\/v1)?/, ""));
    const access = route[ACCESS_EXTENSION];
    if (route.security === undefined && access) route.security = SECURITY[access];
  }
}
