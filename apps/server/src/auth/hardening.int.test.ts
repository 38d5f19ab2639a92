import { AuthMessage, ProfileMessage } from "@vitalog/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, uniqueEmail } from "../../test/test-app.ts";

interface ErrorReply {
  error: { code: string; message: string };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ authRateLimit: true });
});
afterAll(() => t.close());

const someIp = () => `198.51.100.${Math.floor(Math.random() * 250) + 1}`;

describe("names through the auth endpoints", () => {
  it("refuses a null, blank, non-string or too long name on update-user and changes nothing", async () => {
    const user = await t.signUp({ name: "Kept Name" });
    for (const [name, message] of [
      [null, ProfileMessage.nameRequired],
      ["   ", ProfileMessage.nameRequired],
      [42, ProfileMessage.nameRequired],
      ["x".repeat(101), ProfileMessage.nameTooLong],
    ] as const) {
      const response = await t.request("/api/auth/update-user", { json: { name }, as: user });
      expect(response.status, JSON.stringify(name)).toBe(400);
      expect((await json<ErrorReply>(response)).error).toEqual({
        code: "VALIDATION_FAILED",
        message,
      });
    }
    const profile = await json<{ name: string }>(await t.request("/api/v1/profile", { as: user }));
    expect(profile.name).toBe("Kept Name");
  });

  it("stores a good name trimmed", async () => {
    const user = await t.signUp();
    const response = await t.request("/api/auth/update-user", {
      json: { name: "  Ada Lovelace " },
      as: user,
    });
    expect(response.status).toBe(200);
    const profile = await json<{ name: string }>(await t.request("/api/v1/profile", { as: user }));
    expect(profile.name).toBe("Ada Lovelace");
  });

  it("applies the same rule at sign-up, where leaving the name out is still fine", async () => {
    const ip = someIp();
    const blank = await t.request("/api/auth/sign-up/email", {
      json: { email: uniqueEmail(), password: "Sup3r-secret!", name: "   " },
      ip,
    });
    expect(blank.status).toBe(400);
    expect((await json<ErrorReply>(blank)).error.message).toBe(ProfileMessage.nameRequired);
    const nameless = await t.request("/api/auth/sign-up/email", {
      json: { email: uniqueEmail(), password: "Sup3r-secret!" },
      ip,
    });
    expect(nameless.status).toBe(200);
  });
});

describe("password checks outside /api/auth", () => {
  it("limits account-deletion attempts like sign-in, then keeps the account", async () => {
    const ip = someIp();
    const user = await t.signUp();
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 12; attempt++) {
      const response = await t.request("/api/v1/account", {
        method: "DELETE",
        json: { password: `wrong-${attempt}` },
        as: user,
        ip,
      });
      statuses.push(response.status);
      if (response.status === 429) {
        expect((await json<ErrorReply>(response)).error).toEqual({
          code: "RATE_LIMITED",
          message: AuthMessage.tooManyAttempts,
        });
      }
    }
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(400));
    expect(statuses.slice(10)).toEqual([429, 429]);
    // Even the right password waits for the window to pass.
    const right = await t.request("/api/v1/account", {
      method: "DELETE",
      json: { password: user.password },
      as: user,
      ip,
    });
    expect(right.status).toBe(429);
    expect((await t.request("/api/v1/profile", { as: user })).status).toBe(200);
  });
});

describe("verification mail", () => {
  it("goes to one address at most 3 times an hour, whoever asks", async () => {
    const user = await t.signUp();
    const other = await t.signUp();
    const ask = (email: string) =>
      t.request("/api/auth/send-verification-email", {
        json: { email, callbackURL: "/verify-email" },
        ip: someIp(),
      });
    // Sign-up itself sent the first one through Better Auth's sender, not this endpoint.
    for (let n = 0; n < 3; n++) expect((await ask(user.email)).status).toBe(200);
    const limited = await ask(user.email);
    expect(limited.status).toBe(429);
    expect((await json<ErrorReply>(limited)).error.code).toBe("RATE_LIMITED");
    expect((await ask(other.email)).status).toBe(200);
  });
});
