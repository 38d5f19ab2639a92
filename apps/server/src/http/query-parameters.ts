import type { MiddlewareHandler } from "hono";
import { AppError } from "../errors.ts";
import type { AppEnv } from "./app-env.ts";

/** The message of a query parameter the operation does not declare. */
export function undeclaredQueryMessage(name: string): string {
  return `Unknown query parameter: ${name}`;
}

/** What this reads of the app's OpenAPI document: each operation's query parameters. */
export interface QueryParameterSource {
  paths?: object;
}

interface Operation {
  method: string;
  pattern: RegExp;
  /** Path parameters in the template: fewer is more specific (`/journeys/mine` before `/journeys/{id}`). */
  params: number;
  query: ReadonlySet<string>;
}

const METHODS = new Set(["get", "post", "put", "patch", "delete"]);

function operationsOf(document: QueryParameterSource): Operation[] {
  const operations: Operation[] = [];
  for (const [path, item] of Object.entries(document.paths ?? {})) {
    // Better Auth's routes (verify-email, the social callbacks) take what the providers send.
    if (path.startsWith("/api/auth/")) continue;
    for (const [method, operation] of Object.entries((item ?? {}) as object)) {
      if (!METHODS.has(method)) continue;
      const parameters = (operation as { parameters?: { in?: string; name?: string }[] })
        .parameters;
      const query = new Set(
        (parameters ?? []).filter((p) => p.in === "query" && p.name).map((p) => p.name as string),
      );
      const literal = path
        .split(/\{[^}]+\}/)
        .map((part) => part.replace(/[.*+?^$()|[\]\\]/g, "\\$&"));
      operations.push({
        method: method.toUpperCase(),
        pattern: new RegExp(`^${literal.join("[^/]+")}$`),
        params: literal.length - 1,
        query,
      });
    }
  }
  return operations.sort((a, b) => a.params - b.params);
}

/**
 * Refuses query parameters the operation does not declare in the OpenAPI document (400 naming
 * the parameter), as a strict body refuses undeclared keys: a misspelt filter is an error the
 * client hears of, not a filter silently ignored, and the document is the whole of what an
 * operation takes. Read from the document (built once, on the first request, after every route
 * is registered), so every route is covered however it was defined. A path no operation
 * documents is left to the router (its 404), and Better Auth's routes to Better Auth.
 */
export function refuseUndeclaredQuery(
  document: () => QueryParameterSource,
): MiddlewareHandler<AppEnv> {
  let operations: Operation[] | undefined;
  return async (c, next) => {
    const url = c.req.url;
    const start = url.indexOf("?");
    if (start !== -1) {
      operations ??= operationsOf(document());
      const path = c.req.path;
      const operation = operations.find((o) => o.method === c.req.method && o.pattern.test(path));
      if (operation) {
        for (const name of new URLSearchParams(url.slice(start + 1)).keys()) {
          if (!operation.query.has(name))
            throw AppError.invalid(name, undeclaredQueryMessage(name));
        }
      }
    }
    await next();
  };
}
