import { Writable } from "node:stream";
import { DrizzleQueryError } from "drizzle-orm/errors";
import { describe, expect, it } from "vitest";
import { createLogger, isSensitiveKey, maskEmails, REDACTED, redact } from "./logger.ts";

describe("redact", () => {
  it("replaces every field named like a secret or an e-mail address, at any depth", () => {
    const record = {
      email: "ann@example.com",
      userEmail: "ann@example.com",
      password: "hunter22",
      newPassword: "hunter23",
      session_token: "abc",
      accessToken: "abc",
      apiKey: "k",
      API_KEY: "k",
      secretKey: "s",
      stripe_secret_key: "s",
      nested: { deeper: [{ refreshToken: "r", keep: 1 }], emailVerified: true },
      status: 200,
    };
    expect(redact(record)).toEqual({
      email: REDACTED,
      userEmail: REDACTED,
      password: REDACTED,
      newPassword: REDACTED,
      session_token: REDACTED,
      accessToken: REDACTED,
      apiKey: REDACTED,
      API_KEY: REDACTED,
      secretKey: REDACTED,
      stripe_secret_key: REDACTED,
      nested: { deeper: [{ refreshToken: REDACTED, keep: 1 }], emailVerified: REDACTED },
      status: 200,
    });
  });

  it("masks e-mail addresses written into free text", () => {
    expect(maskEmails("Sign-up attempt for existing email: Ann.Lee+x@example.co.uk")).toBe(
      `Sign-up attempt for existing email: ${REDACTED}`,
    );
    expect(redact({ msg: "user bob@example.com failed", path: "/api/v1/profile" })).toEqual({
      msg: `user ${REDACTED} failed`,
      path: "/api/v1/profile",
    });
  });

  it("keeps an error's type and message, not its extra properties", () => {
    const error = Object.assign(new Error("duplicate key"), { detail: "Key (email)=(x@y.z)" });
    expect(redact({ err: error })).toEqual({
      err: { type: "Error", message: "duplicate key", stack: expect.any(String) },
    });
  });

  it("leaves ordinary names alone", () => {
    for (const key of ["status", "path", "method", "userId", "reqId", "ms"]) {
      expect(isSensitiveKey(key)).toBe(false);
    }
  });
});

describe("createLogger", () => {
  it("writes JSON lines with the sensitive fields redacted", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = createLogger("info", sink).child({ reqId: "r1", token: "t" });
    log.info({ email: "ann@example.com", body: { password: "p" }, status: 200 }, "signed in");
    const record = JSON.parse(lines[0] ?? "{}");
    expect(record).toMatchObject({
      level: "info",
      reqId: "r1",
      token: REDACTED,
      email: REDACTED,
      body: { password: REDACTED },
      status: 200,
      msg: "signed in",
    });
    expect(lines.join()).not.toContain("ann@example.com");
  });

  it("lets a listed module log at its own level when that is the more verbose one", () => {
    const levelsOf = (level: "warn" | "debug" | "silent") => {
      const lines: string[] = [];
      const sink = new Writable({
        write(chunk, _encoding, done) {
          lines.push(String(chunk));
          done();
        },
      });
      const log = createLogger(level, sink, { mail: "info" });
      log.child({ module: "mail" }).info("mail written to the outbox");
      log.child({ module: "mail" }).debug("mail detail");
      log.child({ module: "auth" }).info("signed in");
      return lines.map((line) => JSON.parse(line).msg);
    };
    expect(levelsOf("warn")).toEqual(["mail written to the outbox"]);
    expect(levelsOf("debug")).toEqual(["mail written to the outbox", "mail detail", "signed in"]);
    expect(levelsOf("silent")).toEqual([]);
  });
});

describe("database errors in the log", () => {
  /** A failing insert into a health table, as Drizzle and PGlite/node-postgres raise it. */
  function failingInsert() {
    const cause = Object.assign(
      new Error('new row for relation "weight_entries" violates check constraint "weight_kg"'),
      {
        code: "23514",
        severity: "ERROR",
        table: "weight_entries",
        constraint: "weight_kg",
        detail: "Failing row contains (7f0c, 612.4, Feeling bloated).",
        query: "insert into weight_entries values ($1, $2, $3)",
        params: ["7f0c", 612.4, "Feeling bloated"],
      },
    );
    return new DrizzleQueryError(
      "insert into weight_entries values ($1, $2, $3)",
      ["7f0c", 612.4, "Feeling bloated\nafter dinner"],
      cause,
    );
  }

  it("never writes a query's parameters or the failing row", () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const log = createLogger("info", sink);
    const err = failingInsert();
    log.error({ err, path: "/api/v1/weight" }, "unhandled error");
    log.error(err.message);
    log.error({ params: [612.4], parameters: { weight: 612.4 } }, "query");
    const written = lines.join("\n");
    expect(written).not.toContain("612.4");
    expect(written).not.toContain("bloated");
    expect(written).not.toContain("after dinner");
    // What it failed on stays, for whoever reads the log.
    const record = JSON.parse(lines[0] ?? "{}");
    expect(record.err.message).toContain("Failed query: insert into weight_entries");
    expect(record.err.message).toContain(`params: ${REDACTED}`);
    expect(record.err.message).toContain('violates check constraint "weight_kg"');
    expect(JSON.parse(lines[1] ?? "{}").msg).toContain(`params: ${REDACTED}`);
  });

  it("hides the value PostgreSQL quotes in an invalid-input message", () => {
    const error = new Error('invalid input syntax for type numeric: "72,5 kg"');
    expect(JSON.stringify(redact({ err: error }))).not.toContain("72,5");
  });
});
