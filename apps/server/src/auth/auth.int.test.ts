import { AuthMessage } from "@vitalog/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  applySetCookies,
  createTestApp,
  json,
  TEST_PASSWORD,
  type TestApp,
  uniqueEmail,
} from "../../test/test-app.ts";

interface ErrorReply {
  error: { code: string; message: string };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

function sessionCookie(response: Response): string | undefined {
  return response.headers.getSetCookie().find((c) => c.startsWith("vitalog.session_token="));
}

describe("sign-up", () => {
  it("creates the account, signs it in and starts an incomplete profile", async () => {
    // 1. A visitor signs up with just an e-mail address and a password, as the web app does.
    const email = uniqueEmail("new");
    const response = await t.request("/api/auth/sign-up/email", {
      json: { email, password: TEST_PASSWORD },
    });
    expect(response.status).toBe(200);
    const cookie = applySetCookies("", response);
    expect(cookie).toContain("vitalog.session_token=");

    // 2. The session cookie is httpOnly and, over plain http, not Secure.
    const setCookie = sessionCookie(response) ?? "";
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).not.toMatch(/Secure/i);

    // 3. The profile exists and is not complete yet.
    const profile = await json(await t.request("/api/v1/profile", { as: { cookie } }));
    expect(profile).toMatchObject({
      email,
      name: "",
      profileCompleted: false,
      measurementPreference: "metric",
      selectedRiskFactors: [],
      selectedHealthGoals: [],
      isAdmin: false,
    });
  });

  it("keeps the name when one is given", async () => {
    const user = await t.signUp({ name: "Ada" });
    const profile = await json(await t.request("/api/v1/profile", { as: user }));
    expect(profile.name).toBe("Ada");
  });

  it("says an address is already registered", async () => {
    const user = await t.signUp();
    const response = await t.request("/api/auth/sign-up/email", {
      json: { email: user.email.toUpperCase(), password: TEST_PASSWORD },
    });
    expect(response.status).toBe(409);
    expect(await json<ErrorReply>(response)).toEqual({
      error: { code: "EMAIL_TAKEN", message: AuthMessage.emailTaken },
    });
  });

  it("rejects an invalid e-mail address", async () => {
    for (const email of ["not-an-email", "someone@example", 42]) {
      const response = await t.request("/api/auth/sign-up/email", {
        json: { email, password: TEST_PASSWORD },
      });
      expect(response.status).toBe(400);
      expect((await json<ErrorReply>(response)).error).toEqual({
        code: "INVALID_EMAIL",
        message: AuthMessage.invalidEmailFormat,
      });
    }
  });

  it("rejects a password shorter than 6 characters", async () => {
    const response = await t.request("/api/auth/sign-up/email", {
      json: { email: uniqueEmail(), password: "12345" },
    });
    expect(response.status).toBe(400);
    expect((await json<ErrorReply>(response)).error).toEqual({
      code: "PASSWORD_TOO_SHORT",
      message: AuthMessage.passwordTooShort,
    });
  });

  it("refuses a name PostgreSQL cannot store, leaving no account", async () => {
    const email = uniqueEmail("nul");
    const response = await t.request("/api/auth/sign-up/email", {
      body: JSON.stringify({ email, password: TEST_PASSWORD, name: "a\u0000b" }),
    });
    expect(response.status).toBe(400);
    expect((await t.signIn(email, TEST_PASSWORD)).response.status).toBe(401);
  });

  it("answers malformed JSON with 400", async () => {
    const response = await t.request("/api/auth/sign-up/email", { body: '{"email": "a@b.co",' });
    expect(response.status).toBe(400);
    expect((await json<ErrorReply>(response)).error.code).toBe("VALIDATION_FAILED");
  });
});

describe("sign-in", () => {
  it("answers an unknown address as a wrong password (docs/decisions.md)", async () => {
    const response = await t.request("/api/auth/sign-in/email", {
      json: { email: uniqueEmail("nobody"), password: TEST_PASSWORD },
    });
    expect(response.status).toBe(401);
    expect((await json<ErrorReply>(response)).error).toEqual({
      code: "INVALID_CREDENTIALS",
      message: AuthMessage.invalidCredentials,
    });
  });

  it("says when the password is wrong", async () => {
    const user = await t.signUp();
    const { response } = await t.signIn(user.email, "Wrong-password-1");
    expect(response.status).toBe(401);
    expect((await json<ErrorReply>(response)).error).toEqual({
      code: "INVALID_CREDENTIALS",
      message: AuthMessage.invalidCredentials,
    });
  });

  it("gives a long-lived cookie by default and a browser-session cookie without remember me", async () => {
    const user = await t.signUp();

    // 1. Remember me (the default): the cookie carries a Max-Age of 30 days.
    const remembered = await t.signIn(user.email, user.password);
    expect(remembered.response.status).toBe(200);
    const longLived = sessionCookie(remembered.response) ?? "";
    expect(longLived).toMatch(/Max-Age=2592000/i);

    // 2. Remember me unchecked: no Max-Age or Expires, so the browser drops it on close.
    const forgotten = await t.signIn(user.email, user.password, false);
    expect(forgotten.response.status).toBe(200);
    const sessionOnly = sessionCookie(forgotten.response) ?? "";
    expect(sessionOnly).toContain("vitalog.session_token=");
    expect(sessionOnly).not.toMatch(/Max-Age|Expires/i);

    // 3. Both sessions work.
    for (const cookie of [remembered.cookie, forgotten.cookie]) {
      expect((await t.request("/api/v1/profile", { as: { cookie } })).status).toBe(200);
    }
  });

  it("matches the address whatever its case", async () => {
    const user = await t.signUp();
    const { response } = await t.signIn(user.email.toUpperCase(), user.password);
    expect(response.status).toBe(200);
  });
});

describe("sign-out", () => {
  it("ends the session on the server at once", async () => {
    // 1. Bea signs in twice (two devices).
    const user = await t.signUp();
    const other = await t.signIn(user.email, user.password);
    expect((await t.request("/api/v1/profile", { as: user })).status).toBe(200);

    // 2. She signs out on the first device.
    const out = await t.request("/api/auth/sign-out", { method: "POST", json: {}, as: user });
    expect(out.status).toBe(200);

    // 3. The first device's cookie no longer opens anything, even if kept.
    const after = await t.request("/api/v1/profile", { as: user });
    expect(after.status).toBe(401);
    expect((await json<ErrorReply>(after)).error.code).toBe("UNAUTHENTICATED");

    // 4. The other device is still signed in.
    expect((await t.request("/api/v1/profile", { as: { cookie: other.cookie } })).status).toBe(200);
  });
});

describe("password reset request", () => {
  it("answers an unknown address as a known one, sending nothing", async () => {
    const email = uniqueEmail("nobody");
    const response = await t.request("/api/auth/request-password-reset", {
      json: { email, redirectTo: "/reset-password" },
    });
    expect(response.status).toBe(200);
    expect(t.sentMail.some((m) => m.to === email)).toBe(false);
  });

  it("sends a reset link to a registered address", async () => {
    const user = await t.signUp();
    const response = await t.request("/api/auth/request-password-reset", {
      json: { email: user.email, redirectTo: "/reset-password" },
    });
    expect(response.status).toBe(200);
    const mail = t.sentMail.find((m) => m.to === user.email && /reset/i.test(m.subject));
    expect(mail?.text).toMatch(/\/reset-password\?token=[\w-]{10,}/);
  });
});

describe("providers", () => {
  it("reports no social provider when none is configured", async () => {
    const response = await t.request("/api/v1/auth/providers");
    expect(await json(response)).toEqual({ google: false, apple: false, googleClientId: null });
  });
});
