import {
  type Bindings,
  type ChildLoggerOptions,
  type DestinationStream,
  type Logger,
  pino,
} from "pino";
import type { LogLevel } from "./env.ts";

export type { Logger };

const SENSITIVE_KEY = /password|token|email|apikey|secretkey/i;
const EMAIL_IN_TEXT = /[^\s@"'<>()[\],;:]+@[^\s@"'<>()[\],;:]+\.[^\s@"'<>()[\],;:]+/g;
export const REDACTED = "[redacted]";
const MAX_DEPTH = 8;
/** An AI call's token counts (figures, not credentials) keep their names in the log. */
const TOKEN_COUNT_KEYS = new Set(["inputTokens", "outputTokens", "totalTokens"]);

/**
 * Fields of a database error that carry the values of the row or query: a failing insert into
 * a health table would log the person's health values. Drizzle's errors carry `params` (and
 * write them into their message), node-postgres and PGlite put the row into `detail`.
 */
const QUERY_VALUE_KEYS = new Set(["params", "parameters", "detail", "queryparams", "bindings"]);
/** Drizzle's "Failed query: …\nparams: 1,72.5", up to the stack or a cause that follows. */
const PARAMS_IN_TEXT = /\nparams: [\s\S]*?(?=\n\s+at |\ncaused by: |$)/g;
/** PostgreSQL quotes the refused value: `invalid input syntax for type numeric: "72,5"`. */
const VALUE_IN_PG_MESSAGE = /(invalid input (?:syntax|value) for [^:\n]*: )"[^\n]*"/g;
/** What a database error may keep besides its message: where it failed, never the values. */
const SAFE_ERROR_FIELDS = ["code", "severity", "constraint", "table", "column", "routine"];

/** Removes query parameters and refused values from an error message or stack. */
export function scrubQueryValues(text: string): string {
  return text
    .replaceAll(PARAMS_IN_TEXT, `\nparams: ${REDACTED}`)
    .replaceAll(VALUE_IN_PG_MESSAGE, `$1"${REDACTED}"`);
}

/**
 * Whether a log field's name marks it as secret or personal (password, token, email, API key)
 * or as the values a database query carried (params, detail).
 */
export function isSensitiveKey(key: string): boolean {
  if (TOKEN_COUNT_KEYS.has(key)) return false;
  const bare = key.replaceAll(/[-_]/g, "");
  return SENSITIVE_KEY.test(bare) || QUERY_VALUE_KEYS.has(bare.toLowerCase());
}

/** Masks e-mail addresses inside free text, such as a library's log message. */
export function maskEmails(text: string): string {
  return text.replaceAll(EMAIL_IN_TEXT, REDACTED);
}

function redactText(text: string): string {
  const scrubbed =
    text.includes("params: ") || text.includes("invalid input") ? scrubQueryValues(text) : text;
  return scrubbed.includes("@") ? maskEmails(scrubbed) : scrubbed;
}

/**
 * Returns a copy of a log record with every sensitive field, at any depth, replaced. An error
 * keeps its type, message and stack (query values removed), its cause, and where a database
 * error failed (code, constraint, table, column), never the row or the query's parameters.
 */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return redactText(value);
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return "[truncated]";
  if (value instanceof Error) {
    const { name: type, message, stack, cause } = value;
    const out: Record<string, unknown> = { type, message, stack };
    const fields = value as unknown as Record<string, unknown>;
    for (const key of SAFE_ERROR_FIELDS) {
      const field = fields[key];
      if (typeof field === "string" || typeof field === "number") out[key] = field;
    }
    if (cause !== undefined) out.cause = cause;
    return redact(out, depth);
  }
  if (value instanceof Date) return value;
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  const out: Record<string, unknown> = {};
  for (const [key, item] of Object.entries(value)) {
    out[key] = isSensitiveKey(key) ? REDACTED : redact(item, depth + 1);
  }
  return out;
}

export function createLogger(level: LogLevel, destination?: DestinationStream): Logger {
  const logger = pino(
    {
      level,
      base: { service: "vitalog" },
      timestamp: pino.stdTimeFunctions.isoTime,
      formatters: {
        level: (label) => ({ level: label }),
        bindings: redactBindings,
        log: (record) => redact(record) as Record<string, unknown>,
      },
      serializers: { err: pino.stdSerializers.err },
      // The message text is not part of the record the formatter sees: redacted here.
      hooks: {
        logMethod(args, method) {
          method.apply(
            this,
            args.map((arg) => (typeof arg === "string" ? redactText(arg) : arg)) as typeof args,
          );
        },
      },
    },
    destination ?? pino.destination({ dest: 1, sync: true }),
  );
  // pino formats only the root's bindings; a child's (e.g. a request's) are redacted here.
  type ChildFn = (this: Logger, bindings: Bindings, options?: ChildLoggerOptions) => Logger;
  const baseChild = logger.child as unknown as ChildFn;
  const redactingChild: ChildFn = function (bindings, options) {
    return baseChild.call(this, bindings, {
      ...options,
      formatters: { ...options?.formatters, bindings: redactBindings },
    });
  };
  logger.child = redactingChild as unknown as Logger["child"];
  return logger;
}

function redactBindings(bindings: Record<string, unknown>): Record<string, unknown> {
  return redact(bindings) as Record<string, unknown>;
}
