import { describe, expect, it } from "vitest";
import {
  createClientLogger,
  isLevelEnabled,
  isRedactedField,
  LOG_ERROR_QUEUE_MAX,
  LOG_HISTORY_MAX,
  LOG_LEVEL_DEFAULT,
  LOG_LEVELS,
  type LogEntry,
  redactLogData,
} from "./logger.ts";

const now = () => new Date("2026-05-01T12:00:00Z");

describe("log levels", () => {
  it("run ERROR to TRACE with WARN by default", () => {
    expect(LOG_LEVELS).toEqual(["ERROR", "WARN", "INFO", "DEBUG", "TRACE"]);
    expect(LOG_LEVEL_DEFAULT).toBe("WARN");
    expect(LOG_LEVELS.filter((level) => isLevelEnabled(level, "WARN"))).toEqual(["ERROR", "WARN"]);
    expect(LOG_LEVELS.filter((level) => isLevelEnabled(level, "TRACE"))).toEqual([...LOG_LEVELS]);
    expect(LOG_LEVELS.filter((level) => isLevelEnabled(level, "ERROR"))).toEqual(["ERROR"]);
  });

  it("keeps only what the level lets through", () => {
    const logger = createClientLogger({ now });
    logger.trace("t");
    logger.debug("d");
    logger.info("i");
    logger.warn("w");
    logger.error("e");
    expect(logger.history().map((e) => e.level)).toEqual(["WARN", "ERROR"]);
    logger.setLevel("DEBUG");
    expect(logger.getLevel()).toBe("DEBUG");
    logger.debug("d2");
    logger.trace("t2");
    expect(logger.history().map((e) => e.message)).toEqual(["w", "e", "d2"]);
  });
});

describe("redaction", () => {
  it("matches names containing password, token, email, apiKey or secretKey, in any case", () => {
    expect(
      [
        "password",
        "newPassword",
        "accessToken",
        "TOKEN",
        "userEmail",
        "api_key",
        "apikey",
        "APIKEY",
        "mySecretKey",
        "name",
        "secret",
        "key",
      ].map(isRedactedField),
    ).toEqual([true, true, true, true, true, false, true, true, true, false, false, false]);
  });

  it("redacts nested objects and arrays and leaves the rest", () => {
    const input = {
      user: { id: "u1", email: "a@b.c", profile: { Password: "x", nick: "n" } },
      items: [{ refreshToken: "r", n: 1 }, "plain", [{ apiKey: "k" }]],
      secretKeyValue: { deep: "object" },
      at: new Date("2026-01-01T00:00:00Z"),
      missing: null,
    };
    expect(redactLogData(input)).toEqual({
      user: { id: "u1", email: "[REDACTED]", profile: { Password: "[REDACTED]", nick: "n" } },
      items: [{ refreshToken: "[REDACTED]", n: 1 }, "plain", [{ apiKey: "[REDACTED]" }]],
      secretKeyValue: "[REDACTED]",
      at: new Date("2026-01-01T00:00:00Z"),
      missing: null,
    });
    expect(input.user.email).toBe("a@b.c");
  });

  it("survives cycles and errors", () => {
    const loop: Record<string, unknown> = { token: "t" };
    loop.self = loop;
    expect(redactLogData(loop)).toEqual({ token: "[REDACTED]", self: "[Circular]" });
    expect(redactLogData(new TypeError("boom"))).toEqual({ name: "TypeError", message: "boom" });
  });

  it("is applied before anything is kept or sent", () => {
    const sent: LogEntry[] = [];
    const logger = createClientLogger({ now, sink: (entry) => sent.push(entry) });
    logger.error("sign-in failed", { email: "a@b.c", attempt: 2 });
    expect(sent).toEqual([
      {
        level: "ERROR",
        message: "sign-in failed",
        at: now(),
        data: { email: "[REDACTED]", attempt: 2 },
      },
    ]);
    expect(logger.history()[0]?.data).toEqual({ email: "[REDACTED]", attempt: 2 });
    expect(logger.drainErrors()[0]?.data).toEqual({ email: "[REDACTED]", attempt: 2 });
  });
});

describe("caps", () => {
  it("keeps the last 1,000 entries", () => {
    const logger = createClientLogger({ level: "INFO", now });
    for (let i = 0; i < 1_200; i++) logger.info(`m${i}`);
    const history = logger.history();
    expect(LOG_HISTORY_MAX).toBe(1_000);
    expect(history).toHaveLength(1_000);
    expect(history[0]?.message).toBe("m200");
    expect(history.at(-1)?.message).toBe("m1199");
  });

  it("queues at most 50 errors, oldest dropped, and empties the queue when drained", () => {
    const logger = createClientLogger({ now });
    for (let i = 0; i < 60; i++) logger.error(`e${i}`);
    logger.warn("not an error");
    expect(LOG_ERROR_QUEUE_MAX).toBe(50);
    const drained = logger.drainErrors();
    expect(drained).toHaveLength(50);
    expect(drained[0]?.message).toBe("e10");
    expect(logger.drainErrors()).toEqual([]);
    expect(logger.history()).toHaveLength(61);
    logger.clear();
    expect(logger.history()).toEqual([]);
  });
});
