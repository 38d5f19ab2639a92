import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import { ZodError } from "zod";
import {
  AppError,
  type AppErrorCode,
  DATABASE_UNAVAILABLE,
  innerError,
  isDatabaseUnavailable,
} from "../errors.ts";
import type { AppEnv } from "./app-env.ts";

const MALFORMED_JSON = "The request body is not valid JSON";

/** Turns zod issues into VALIDATION_FAILED: the first issue's message plus one message per field. */
export function validationError(error: ZodError): AppError {
  const fields: Record<string, string> = Object.create(null);
  for (const issue of error.issues) {
    const keys =
      issue.code === "unrecognized_keys"
        ? issue.keys.map((key) => [...issue.path, key].join("."))
        : [issue.path.join(".")];
    for (const key of keys) {
      if (key && !Object.hasOwn(fields, key)) fields[key] = issue.message;
    }
  }
  return new AppError("VALIDATION_FAILED", error.issues[0]?.message, fields);
}

const STATUS_CODE: Record<number, AppErrorCode> = {
  400: "VALIDATION_FAILED",
  401: "UNAUTHENTICATED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  429: "RATE_LIMITED",
  503: "SERVICE_UNAVAILABLE",
};

/** Any thrown value as the AppError the client sees; unknown errors become INTERNAL. */
export function toAppError(err: unknown): AppError {
  if (err instanceof AppError) return err;
  if (err instanceof ZodError) return validationError(err);
  if (err instanceof HTTPException) {
    const code = STATUS_CODE[err.status];
    if (code === "VALIDATION_FAILED") {
      return new AppError(code, /json/i.test(err.message) ? MALFORMED_JSON : undefined);
    }
    if (code) return new AppError(code);
  }
  if (err instanceof SyntaxError && /JSON/.test(err.message)) {
    return new AppError("VALIDATION_FAILED", MALFORMED_JSON);
  }
  if (isDatabaseUnavailable(err)) return new AppError("SERVICE_UNAVAILABLE", DATABASE_UNAVAILABLE);
  return new AppError("INTERNAL");
}

/** The app's one error mapper: `{ error: { code, message, fields? } }`, never a stack. */
export function handleError(err: unknown, c: Context<AppEnv>): Response {
  const appError = toAppError(err);
  const log = c.get("log");
  if (appError.code === "INTERNAL") {
    log?.error({ err, path: c.req.path, method: c.req.method }, "unhandled error");
  } else if (appError.message === DATABASE_UNAVAILABLE && !(err instanceof AppError)) {
    // Not a fault of this request or of the code: the outage is what the log should say.
    log?.warn({ path: c.req.path, cause: connectionCause(err) }, "the database cannot be reached");
  } else if (!(err instanceof AppError)) {
    log?.debug({ code: appError.code, path: c.req.path }, "request rejected");
  }
  return c.json(appError.toBody(), appError.status);
}

/** The innermost message of a wrapped driver error (the socket's, never the query's text). */
function connectionCause(err: unknown): string | undefined {
  let message: string | undefined;
  for (let e = err, depth = 0; e && typeof e === "object" && depth < 8; depth++) {
    const inner = innerError(e);
    if (!inner) message = (e as { message?: string }).message;
    e = inner;
  }
  return message;
}
