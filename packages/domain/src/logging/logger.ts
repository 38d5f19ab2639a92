/**
 * The client logger's pure core: levels, the history and error queue, and redaction (spec
 * learning-devices-commerce §5 "Logger" and §9 "Logging", "Error queue max 50").
 */

/** §9: levels ERROR to TRACE, most severe first. */
export const LOG_LEVELS = ["ERROR", "WARN", "INFO", "DEBUG", "TRACE"] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
/** §9: the default level. */
export const LOG_LEVEL_DEFAULT: LogLevel = "WARN";
/** §9: the history keeps the last 1,000 entries. */
export const LOG_HISTORY_MAX = 1_000;
/** §9: the error queue waiting to be sent keeps at most 50. */
export const LOG_ERROR_QUEUE_MAX = 50;
/** §5: fields whose names contain one of these (any case) are redacted. */
export const LOG_REDACTED_FIELD_PARTS = [
  "password",
  "token",
  "email",
  "apiKey",
  "secretKey",
] as const;
export const LOG_REDACTED = "[REDACTED]";

export interface LogEntry {
  level: LogLevel;
  message: string;
  at: Date;
  data?: unknown;
}

const redactedParts = LOG_REDACTED_FIELD_PARTS.map((part) => part.toLowerCase());

/** Whether a field name is one to redact: it contains password, token, email, apiKey or secretKey. */
export function isRedactedField(name: string): boolean {
  const lower = name.toLowerCase();
  return redactedParts.some((part) => lower.includes(part));
}

/**
 * A copy of a value with every redacted field's value replaced, through nested objects and
 * arrays; a value met twice (a cycle) is written "[Circular]".
 */
export function redactLogData(value: unknown, seen: WeakSet<object> = new WeakSet()): unknown {
  if (value === null || typeof value !== "object") return value;
  if (value instanceof Date) return new Date(value.getTime());
  if (seen.has(value)) return "[Circular]";
  seen.add(value);
  if (Array.isArray(value)) return value.map((item) => redactLogData(item, seen));
  if (value instanceof Error) {
    return { name: value.name, message: value.message };
  }
  const out: Record<string, unknown> = {};
  for (const [key, field] of Object.entries(value)) {
    out[key] = isRedactedField(key) ? LOG_REDACTED : redactLogData(field, seen);
  }
  return out;
}

/** Whether an entry at `level` is kept when the logger is set to `threshold`. */
export function isLevelEnabled(level: LogLevel, threshold: LogLevel): boolean {
  return LOG_LEVELS.indexOf(level) <= LOG_LEVELS.indexOf(threshold);
}

export interface ClientLoggerOptions {
  level?: LogLevel;
  /** Receives each kept entry, already redacted (the console, or nothing). */
  sink?: (entry: LogEntry) => void;
  now: () => Date;
}

export interface ClientLogger {
  error(message: string, data?: unknown): void;
  warn(message: string, data?: unknown): void;
  info(message: string, data?: unknown): void;
  debug(message: string, data?: unknown): void;
  trace(message: string, data?: unknown): void;
  setLevel(level: LogLevel): void;
  getLevel(): LogLevel;
  /** The kept entries, oldest first, at most 1,000. */
  history(): readonly LogEntry[];
  /** Takes the queued errors (at most 50, oldest first) for sending, leaving the queue empty. */
  drainErrors(): LogEntry[];
  clear(): void;
}

/** A logger keeping a capped, redacted history and error queue; the web wraps it. */
export function createClientLogger(options: ClientLoggerOptions): ClientLogger {
  let threshold = options.level ?? LOG_LEVEL_DEFAULT;
  let entries: LogEntry[] = [];
  let errors: LogEntry[] = [];
  const log = (level: LogLevel, message: string, data?: unknown) => {
    if (!isLevelEnabled(level, threshold)) return;
    const entry: LogEntry = {
      level,
      message,
      at: options.now(),
      ...(data === undefined ? {} : { data: redactLogData(data) }),
    };
    entries.push(entry);
    if (entries.length > LOG_HISTORY_MAX) entries = entries.slice(-LOG_HISTORY_MAX);
    if (level === "ERROR") {
      errors.push(entry);
      if (errors.length > LOG_ERROR_QUEUE_MAX) errors = errors.slice(-LOG_ERROR_QUEUE_MAX);
    }
    options.sink?.(entry);
  };
  return {
    error: (message, data) => log("ERROR", message, data),
    warn: (message, data) => log("WARN", message, data),
    info: (message, data) => log("INFO", message, data),
    debug: (message, data) => log("DEBUG", message, data),
    trace: (message, data) => log("TRACE", message, data),
    setLevel: (level) => {
      threshold = level;
    },
    getLevel: () => threshold,
    history: () => entries.slice(),
    drainErrors: () => {
      const drained = errors;
      errors = [];
      return drained;
    },
    clear: () => {
      entries = [];
      errors = [];
    },
  };
}
