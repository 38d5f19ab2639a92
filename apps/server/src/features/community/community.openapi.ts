import type { RouteConfig, z } from "@hono/zod-openapi";
import type { Guards } from "../../auth/guards.ts";
import {
  type Actor,
  defineRoute,
  errorResponses,
  IdParams,
  jsonBody,
  jsonContent,
} from "../../http/router.ts";

// Route shapes the community's routes share, declared once: the rate-limit reply, and the shapes
// of the health groups' routes (groups, threads, posts).

/** The reply of a community write past its rate limit (community.service.ts, countAction). */
export const TOO_MANY = { 429: { description: "Too many in a short time" } };

type ErrorStatus = Parameters<typeof errorResponses>[number];
type GroupRouteConfig = Omit<RouteConfig, "tags">;

const HEALTH_GROUPS = { tags: ["Health groups"] };

/** A health-group route anyone may read; a signed-in viewer gets their own view of it. */
export function groupReadRoute<const R extends GroupRouteConfig>(guards: Guards, config: R) {
  return defineRoute(guards, "optional", { ...HEALTH_GROUPS, ...config });
}

/** A health-group route for a signed-in person acting as `actor` on rows others made too. */
export function groupMemberRoute<const R extends GroupRouteConfig>(
  guards: Guards,
  config: R,
  actor: Actor,
  signInMessage?: string,
) {
  return defineRoute(
    guards,
    "member",
    { ...HEALTH_GROUPS, ...config },
    signInMessage ? { actor, signInMessage } : { actor },
  );
}

/** `PATCH path`: changes one row by id (`body`), answering it. */
export function groupPatchRoute<const P extends string, B extends z.ZodType, A extends z.ZodType>(
  guards: Guards,
  route: {
    path: P;
    summary: string;
    body: B;
    answer: A;
    answerDescription: string;
    errors: ErrorStatus[];
    actor: Actor;
  },
) {
  return groupMemberRoute(
    guards,
    {
      method: "patch",
      path: route.path,
      summary: route.summary,
      request: { params: IdParams, body: jsonBody(route.body) },
      responses: {
        200: jsonContent(route.answer, route.answerDescription),
        ...errorResponses(...route.errors),
      },
    },
    route.actor,
  );
}

/** `DELETE path`: removes one row by id with what hangs off it; 204. */
export function groupDeleteRoute<const P extends string>(
  guards: Guards,
  route: { path: P; summary: string; errors: ErrorStatus[]; actor: Actor },
) {
  return groupMemberRoute(
    guards,
    {
      method: "delete",
      path: route.path,
      summary: route.summary,
      request: { params: IdParams },
      responses: { 204: { description: "Deleted" }, ...errorResponses(...route.errors) },
    },
    route.actor,
  );
}

/**
 * One half of a switch on a row by id: `POST path` turns it on, `DELETE path` off (pin, like,
 * hide), each answering the same shape.
 */
export function groupSwitchRoute<
  const M extends "post" | "delete",
  const P extends string,
  A extends z.ZodType,
>(
  guards: Guards,
  method: M,
  route: {
    path: P;
    summary: Record<"post" | "delete", string>;
    answer: A;
    answerDescription: string;
    errors: ErrorStatus[];
    actor: Actor;
    signInMessage?: string;
    rateLimited?: boolean;
  },
) {
  return groupMemberRoute(
    guards,
    {
      method,
      path: route.path,
      summary: route.summary[method],
      request: { params: IdParams },
      responses: {
        200: jsonContent(route.answer, route.answerDescription),
        ...errorResponses(...route.errors),
        ...(route.rateLimited ? TOO_MANY : {}),
      },
    },
    route.actor,
    route.signInMessage,
  );
}
