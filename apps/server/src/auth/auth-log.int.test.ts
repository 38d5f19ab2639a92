// Better Auth's log goes through the app's logger: every line JSON with a level, addresses
// masked, nothing printed beside it on stderr, and a database that cannot be reached a warning.
import { Writable } from "node:stream";
import { openDatabase } from "@vitalog/db";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { createTestApp, type TestApp, type TestUser } from "../../test/test-app.ts";
import { createLogger } from "../logger.ts";

/** A PostgreSQL address where nothing listens: every query fails with ECONNREFUSED. */
const UNREACHABLE = "postgres://postgres@127.0.0.1:9/vitalog";

let t: TestApp;
let down: TestApp;
let person: TestUser;
const written: string[] = [];

interface LogLine {
  level: string;
  msg: string;
  module?: string;
}

/** What the logger wrote since the last call, one parsed line each (a line that is not JSON fails). */
function logLines(): LogLine[] {
  const text = written.splice(0).join("");
  return text
    .split("\n")
    .filter(Boolean)
    .map((line) => JSON.parse(line) as LogLine);
}

beforeAll(async () => {
  const log = createLogger(
    "info",
    new Writable({
      write(chunk, _encoding, done) {
        written.push(String(chunk));
        done();
      },
    }),
  );
  t = await createTestApp({}, { log });
  down = await createTestApp(
    {},
    {
      log,
      database: await openDatabase({ kind: "postgres", url: UNREACHABLE, maxConnections: 1 }),
    },
  );
  person = await t.signUp();
  logLines();
});
afterAll(async () => {
  await t?.close();
  await down?.close();
});
afterEach(() => {
  vi.restoreAllMocks();
});

describe("Better Auth's log", () => {
  it("is the app's JSON log, each line at its level", async () => {
    const stderr = vi.spyOn(console, "error");
    // Better Auth logs a wrong password as a warning, an unknown provider as an error.
    const wrong = await t.request("/api/auth/sign-in/email", {
      json: { email: person.email, password: "Wrong-password-1" },
    });
    expect(wrong.status).toBe(401);
    const social = await t.request("/api/auth/sign-in/social", {
      json: { provider: "nowhere", callbackURL: "/dashboard" },
    });
    expect(social.status).toBeGreaterThanOrEqual(400);
    expect(social.status).toBeLessThan(500);

    const lines = logLines();
    expect(lines).toContainEqual(
      expect.objectContaining({ level: "warn", module: "auth", msg: "Invalid password" }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: "error",
        module: "auth",
        msg: expect.stringContaining("Provider not found"),
      }),
    );
    expect(JSON.stringify(lines)).not.toContain(person.email);
    expect(stderr).not.toHaveBeenCalled();
  });

  it("says a database that cannot be reached as a warning, never on stderr", async () => {
    const stderr = vi.spyOn(console, "error");
    // 1. A sign-in whose query fails: Better Auth throws it out of its handler.
    const signIn = await down.request("/api/auth/sign-in/email", {
      json: { email: person.email, password: person.password },
    });
    expect(signIn.status).toBe(503);
    // 2. A session check whose query fails: Better Auth logs it and answers 500.
    const session = await down.request("/api/auth/get-session", { as: person });
    expect(session.status).toBe(503);

    const lines = logLines();
    expect(lines).toContainEqual(
      expect.objectContaining({ level: "warn", msg: "the database cannot be reached" }),
    );
    expect(lines).toContainEqual(
      expect.objectContaining({
        level: "warn",
        module: "auth",
        msg: "an auth endpoint could not reach the database",
      }),
    );
    expect(lines.filter((line) => line.level === "error")).toEqual([]);
    // The failed query's parameters (the address) are in no line.
    expect(JSON.stringify(lines)).not.toContain(person.email);
    expect(stderr).not.toHaveBeenCalled();
  });
});
