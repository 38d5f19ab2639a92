import { randomUUID } from "node:crypto";
import type { Database } from "@vitalog/db";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import type { Clock, RequestContext, Viewer, ViewerContext } from "../context.ts";
import { AppError } from "../errors.ts";
import type { Logger } from "../logger.ts";
import type { AppEnv } from "./app-env.ts";

const REQUEST_ID = /^[\w.-]{1,64}$/;
/** Path segments that are credentials (reset links), kept out of the logs. */
const SECRET_SEGMENT = /(\/reset-password\/)[^/]+/;

/**
 * Gives each request an id (echoed in X-Request-Id), a child logger, the database and clock its
 * context is built on, and one log line.
 */
export function requestScope({ log, db, clock }: { log: Logger; db: Database; clock: Clock }) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const requestLog = log.child({ reqId: requestId });
    c.set("requestId", requestId);
    c.set("log", requestLog);
    c.set("user", undefined);
    c.set("db", db);
    c.set("clock", clock);
    const started = performance.now();
    await next();
    // On the final reply itself: `c.header` here would copy the reply off the fast path.
    c.res.headers.set("x-request-id", requestId);
    const status = c.res.status;
    // A 503 is a dependency that is down (the database, AI, payments), said to the client; a
    // warning, not a fault of the server's own.
    const level =
      status === 503
        ? "warn"
        : status >= 500
          ? "error"
          : c.req.path === "/api/health"
            ? "debug"
            : "info";
    requestLog[level](
      {
        method: c.req.method,
        path: c.req.path.replace(SECRET_SEGMENT, "$1[redacted]"),
        status,
        ms: Math.round((performance.now() - started) * 10) / 10,
        userId: c.get("user")?.id,
      },
      "request",
    );
  });
}

function viewerOf(c: Context<AppEnv>): Viewer | undefined {
  const user = c.get("user");
  return user ? { id: user.id, isAdmin: user.isAdmin } : undefined;
}

/** The context of a request: its database, logger and clock, and the viewer the guard set. */
export function requestContext(c: Context<AppEnv>): RequestContext {
  const clock = c.get("clock");
  return { db: c.get("db"), log: c.get("log"), now: () => clock.now(), viewer: viewerOf(c) };
}

/** The context of a request a guard has signed in (a 401 when none did). */
export function viewerContext(c: Context<AppEnv>): ViewerContext {
  const ctx = requestContext(c);
  if (!ctx.viewer) throw new AppError("UNAUTHENTICATED");
  return { ...ctx, viewer: ctx.viewer };
}
