import {
  type ClientLogger,
  createClientLogger,
  LOG_LEVELS,
  type LogEntry,
  type LogLevel,
} from "@vitalog/domain";

/** How often queued errors go to the configured endpoint. */
export const LOG_SEND_INTERVAL_MS = 30_000;

export interface WebLoggerOptions {
  level?: LogLevel;
  /** Where queued errors are POSTed as JSON; without it nothing leaves the device. */
  endpoint?: string;
  console?: Pick<Console, "error" | "warn" | "info" | "debug">;
  send?: (url: string, body: string) => Promise<unknown>;
}

export interface WebLogger extends ClientLogger {
  /** Sends the queued errors now (none when no endpoint is configured). */
  flush(): Promise<number>;
  stop(): void;
}

export function parseLogLevel(value: string | undefined): LogLevel | undefined {
  const upper = value?.toUpperCase();
  return LOG_LEVELS.find((level) => level === upper);
}

/**
 * The web's logger over the domain's rules (levels, caps, redaction): kept entries also go to
 * the browser console, and errors to `endpoint` every 30 s only when one is configured.
 */
export function createWebLogger(options: WebLoggerOptions = {}): WebLogger {
  const out = options.console ?? console;
  const sink = (entry: LogEntry) => {
    const write =
      entry.level === "ERROR"
        ? out.error
        : entry.level === "WARN"
          ? out.warn
          : entry.level === "INFO"
            ? out.info
            : out.debug;
    write.call(
      out,
      `[${entry.level}] ${entry.message}`,
      ...(entry.data === undefined ? [] : [entry.data]),
    );
  };
  const core = createClientLogger({ level: options.level, sink, now: () => new Date() });
  const { endpoint } = options;
  const send =
    options.send ??
    ((url: string, body: string) =>
      fetch(url, { method: "POST", body, headers: { "Content-Type": "application/json" } }));

  const flush = async () => {
    if (!endpoint) return 0;
    const errors = core.drainErrors();
    if (errors.length === 0) return 0;
    await send(endpoint, JSON.stringify({ errors })).catch(() => undefined);
    return errors.length;
  };
  const timer = endpoint ? setInterval(() => void flush(), LOG_SEND_INTERVAL_MS) : undefined;
  return { ...core, flush, stop: () => clearInterval(timer) };
}

/** The app's logger: the level from VITE_LOG_LEVEL (default WARN), sending only with VITE_CLIENT_LOG_URL. */
export const logger: WebLogger = createWebLogger({
  level: parseLogLevel(import.meta.env.VITE_LOG_LEVEL),
  endpoint: import.meta.env.VITE_CLIENT_LOG_URL || undefined,
});
