import { LOG_ERROR_QUEUE_MAX, LOG_HISTORY_MAX } from "@vitalog/domain";
import { describe, expect, it, vi } from "vitest";
import { createWebLogger, parseLogLevel } from "./logger.ts";

const quiet = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() };

describe("the web logger", () => {
  it("keeps WARN and above by default, redacted, in the console too", () => {
    const out = { error: vi.fn(), warn: vi.fn(), info: vi.fn(), debug: vi.fn() };
    const log = createWebLogger({ console: out });
    log.info("hidden");
    log.warn("sign-in slow", { email: "a@example.com", ms: 900 });
    expect(log.history().map((e) => e.message)).toEqual(["sign-in slow"]);
    expect(out.info).not.toHaveBeenCalled();
    expect(out.warn).toHaveBeenCalledWith("[WARN] sign-in slow", { email: "[REDACTED]", ms: 900 });
    log.stop();
  });

  it("caps the history at 1,000 and the error queue at 50", () => {
    const log = createWebLogger({ console: quiet, level: "TRACE" });
    for (let i = 0; i < LOG_HISTORY_MAX + 10; i++) log.error(`e${i}`);
    expect(log.history()).toHaveLength(1_000);
    expect(log.drainErrors()).toHaveLength(LOG_ERROR_QUEUE_MAX);
    log.stop();
  });

  it("sends nothing unless an endpoint is configured", async () => {
    const send = vi.fn(async () => undefined);
    const off = createWebLogger({ console: quiet, send });
    off.error("boom", { token: "t0k" });
    expect(await off.flush()).toBe(0);
    expect(send).not.toHaveBeenCalled();

    const on = createWebLogger({ console: quiet, send, endpoint: "/logs" });
    on.error("boom", { token: "t0k" });
    expect(await on.flush()).toBe(1);
    expect(send).toHaveBeenCalledOnce();
    const [url, body] = send.mock.calls[0] as unknown as [string, string];
    expect(url).toBe("/logs");
    expect(JSON.parse(body).errors[0]).toMatchObject({
      level: "ERROR",
      data: { token: "[REDACTED]" },
    });
    on.stop();
  });

  it("reads a level name in any case", () => {
    expect(parseLogLevel("debug")).toBe("DEBUG");
    expect(parseLogLevel("loud")).toBeUndefined();
    expect(parseLogLevel(undefined)).toBeUndefined();
  });
});
