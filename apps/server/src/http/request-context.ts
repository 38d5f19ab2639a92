import { randomUUID } from "node:crypto";
import { createMiddleware } from "hono/factory";
import type { Logger } from "../logger.ts";
import type { AppEnv } from "./app-env.ts";

const REQUEST_ID = /^[\w.-]{1,64}$/;
/** Path segments that are credentials (reset links), kept out of the logs. */
const SECRET_SEGMENT = /(\/reset-password\/)[^/]+/;

/** Gives each request an id (echoed in X-Request-Id), a child logger, and one log line. */
export function requestContext(log: Logger) {
  return createMiddleware<AppEnv>(async (c, next) => {
    const incoming = c.req.header("x-request-id");
    const requestId = incoming && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    const requestLog = log.child({ reqId: requestId });
    c.set("requestId", requestId);
    c.set("log", requestLog);
    c.set("user", undefined);
    const started = performance.now();
    await next();
    // On the final reply itself: `c.header` here would copy the reply off the fast path.
    c.res.headers.set("x-request-id", requestId);
    const status = c.res.status;
    const level = status >= 500 ? "error" : c.req.path === "/api/health" ? "debug" : "info";
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
