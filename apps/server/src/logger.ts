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

/** Whether a log field's name marks it as secret or personal (password, token, email, API key). */
export function isSensitiveKey(key: string): boolean {
  return SENSITIVE_KEY.test(key.replaceAll(/[-_]/g, ""));
}

/** Masks e-mail addresses inside free text, such as a library's log message. */
export function maskEmails(text: string): string {
  return text.replaceAll(EMAIL_IN_TEXT, REDACTED);
}

/** Returns a copy of a log record with every sensitive field, at any depth, replaced. */
export function redact(value: unknown, depth = 0): unknown {
  if (typeof value === "string") return value.includes("@") ? maskEmails(value) : value;
  if (value === null || typeof value !== "object") return value;
  if (depth >= MAX_DEPTH) return "[truncated]";
  if (value instanceof Error) {
    const { name: type, message, stack, cause } = value;
    return redact(
      cause === undefined ? { type, message, stack } : { type, message, stack, cause },
      depth,
    );
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
