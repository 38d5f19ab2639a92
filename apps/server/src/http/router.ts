import { OpenAPIHono } from "@hono/zod-openapi";
import { ErrorBody } from "@vitalog/domain";
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

const DESCRIPTIONS = {
  400: "The request is not valid; `error.fields` names each bad field",
  401: "Not signed in",
  403: "Not allowed",
  404: "Not found",
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
