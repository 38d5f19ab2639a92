import {
  AuthMessage,
  PasswordPolicyMessage,
  ProfileMessage,
  ResetMessage,
  ValidationMessage,
} from "@vitalog/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { latestLink, tokenOf } from "../../test/outbox.ts";
import {
  applySetCookies,
  createTestApp,
  json,
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

/** Every value under a key named `token`, at any depth. */
function tokensIn(value: unknown): unknown[] {
  if (Array.isArray(value)) return value.flatMap(tokensIn);
  if (typeof value !== "object" || value === null) return [];
  return Object.entries(value).flatMap(([key, inner]) =>
    key === "token" ? [inner, ...tokensIn(inner)] : tokensIn(inner),
  );
}

/** The raw session token behind a cookie header ("vitalog.session_token=<token>.<signature>"). */
function rawTokenOf(cookie: string): string {
  const value = decodeURIComponent(cookie.match(/vitalog\.session_token=([^;]+)/)?.[1] ?? "");
  return value.slice(0, value.lastIndexOf("."));
}

describe("session tokens stay out of reply bodies", () => {
  it("gives none in sign-up, sign-in, get-session and list-sessions, and lists sessions by id", async () => {
    const email = uniqueEmail("tokens");
    const signUp = await t.request("/api/auth/sign-up/email", {
      json: { email, password: "Sup3r-secret!" },
    });
    expect(signUp.status).toBe(200);
    expect(tokensIn(await json(signUp))).toEqual([]);
    const signIn = await t.signIn(email, "Sup3r-secret!");
    expect(tokensIn(await json(signIn.response))).toEqual([]);

    const as = { cookie: signIn.cookie };
    const session = await t.request("/api/auth/get-session", { as });
    const sessionBody = await json<{ session: { id: string } }>(session);
    expect(sessionBody.session.id).toBeTruthy();
    expect(tokensIn(sessionBody)).toEqual([]);

    const list = await t.request("/api/auth/list-sessions", { as });
    const sessions = await json<{ id: string }[]>(list);
    expect(sessions).toHaveLength(2);
    expect(tokensIn(sessions)).toEqual([]);
    expect(sessions.every((s) => typeof s.id === "string")).toBe(true);
  });

  it("does not accept a raw session token as a Bearer token", async () => {
    const user = await t.signUp();
    const raw = rawTokenOf(user.cookie);
    expect(raw.length).toBeGreaterThan(16);
    const response = await t.request("/api/v1/profile", {
      headers: { Authorization: `Bearer ${raw}` },
    });
    expect(response.status).toBe(401);
  });

  it("revokes a session by its id, and only the person's own", async () => {
    const user = await t.signUp();
    const phone = await t.signIn(user.email, user.password);
    const other = await t.signUp();
    const sessions = await json<{ id: string }[]>(
      await t.request("/api/auth/list-sessions", { as: user }),
    );
    const current = await json<{ session: { id: string } }>(
      await t.request("/api/auth/get-session", { as: user }),
    );
    const phoneSession = sessions.find((s) => s.id !== current.session.id);
    expect(phoneSession).toBeDefined();

    // Someone else cannot end it.
    await t.request("/api/auth/revoke-session", { json: { id: phoneSession?.id }, as: other });
    expect((await t.request("/api/v1/profile", { as: { cookie: phone.cookie } })).status).toBe(200);

    // A body without an id (a token, say) is refused.
    const noId = await t.request("/api/auth/revoke-session", {
      json: { token: rawTokenOf(phone.cookie) },
      as: user,
    });
    expect(noId.status).toBe(400);
    expect((await t.request("/api/v1/profile", { as: { cookie: phone.cookie } })).status).toBe(200);

    // Its owner can, from another device.
    const revoked = await t.request("/api/auth/revoke-session", {
      json: { id: phoneSession?.id },
      as: user,
    });
    expect(revoked.status).toBe(200);
    expect((await t.request("/api/v1/profile", { as: { cookie: phone.cookie } })).status).toBe(401);
    expect((await t.request("/api/v1/profile", { as: user })).status).toBe(200);
  });
});

describe("no account enumeration", () => {
  it("answers sign-in identically for an unknown address and a wrong password", async () => {
    const user = await t.signUp();
    const unknown = await t.signIn(uniqueEmail("nobody"), "Wrong-pass-1");
    const wrong = await t.signIn(user.email, "Wrong-pass-1");
    expect(unknown.response.status).toBe(401);
    expect(wrong.response.status).toBe(401);
    const unknownBody = await json<ErrorReply>(unknown.response);
    expect(unknownBody).toEqual(await json<ErrorReply>(wrong.response));
    expect(unknownBody.error).toEqual({
      code: "INVALID_CREDENTIALS",
      message: AuthMessage.invalidCredentials,
    });
  });

  it("takes as long for an unknown address as for a wrong password (a dummy hash)", async () => {
    const user = await t.signUp();
    const timed = async (email: string) => {
      const started = performance.now();
      await t.signIn(email, "Wrong-pass-1");
      return performance.now() - started;
    };
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2] ?? 0;
    const unknown: number[] = [];
    const known: number[] = [];
    const refused: number[] = [];
    for (let round = 0; round < 5; round++) {
      unknown.push(await timed(uniqueEmail("nobody")));
      known.push(await timed(user.email));
      // A malformed address is refused before any password work: the cost of the round trip.
      refused.push(await timed("not-an-email"));
    }
    const base = median(refused);
    // The password work (an argon2 hash or check) shows in both, not only for a known address.
    expect(median(unknown) - base).toBeGreaterThan((median(known) - base) * 0.5);
  });

  it("answers the reset request identically for an unknown and a known address", async () => {
    const user = await t.signUp();
    const ask = (email: string) =>
      t.request("/api/auth/request-password-reset", {
        json: { email, redirectTo: "/reset-password" },
      });
    const unknown = await ask(uniqueEmail("nobody"));
    const known = await ask(user.email);
    expect(unknown.status).toBe(200);
    expect(known.status).toBe(200);
    expect(await unknown.text()).toBe(await known.text());
  });
});

describe("weak passwords", () => {
  const refusals = [
    ["123456", "PASSWORD_TOO_COMMON", PasswordPolicyMessage.tooCommon],
    ["password", "PASSWORD_TOO_COMMON", PasswordPolicyMessage.tooCommon],
    ["qwerty123", "PASSWORD_TOO_COMMON", PasswordPolicyMessage.tooCommon],
    ["aaaaaa", "PASSWORD_TOO_COMMON", PasswordPolicyMessage.tooCommon],
    ["PassWord", "PASSWORD_TOO_COMMON", PasswordPolicyMessage.tooCommon],
    ["      ", "PASSWORD_BLANK", PasswordPolicyMessage.blank],
    ["abc", "PASSWORD_TOO_SHORT", ValidationMessage.passwordMin],
  ] as const;

  it.each(refusals)("refuses %j at sign-up", async (password, code, message) => {
    const response = await t.request("/api/auth/sign-up/email", {
      json: { email: uniqueEmail("weak"), password },
    });
    expect(response.status).toBe(400);
    expect((await json<ErrorReply>(response)).error).toEqual({ code, message });
  });

  it("refuses them on change-password and reset too", async () => {
    const user = await t.signUp();
    const change = await t.request("/api/auth/change-password", {
      json: { currentPassword: user.password, newPassword: "qwerty123" },
      as: user,
    });
    expect(change.status).toBe(400);
    expect((await json<ErrorReply>(change)).error.code).toBe("PASSWORD_TOO_COMMON");

    await t.request("/api/auth/request-password-reset", {
      json: { email: user.email, redirectTo: "/reset-password" },
    });
    const token = tokenOf(await latestLink(t, user.email, "/reset-password?"));
    const reset = await t.request("/api/auth/reset-password", {
      json: { newPassword: "      ", token },
    });
    expect(reset.status).toBe(400);
    expect((await json<ErrorReply>(reset)).error.code).toBe("PASSWORD_BLANK");
    expect((await t.signIn(user.email, user.password)).response.status).toBe(200);
  });

  it("accepts an uncommon password of 6 characters", async () => {
    const response = await t.request("/api/auth/sign-up/email", {
      json: { email: uniqueEmail("fine"), password: "kX9#vq" },
    });
    expect(response.status).toBe(200);
  });
});

describe("change-password ends the other sessions by default", () => {
  it("revokes them when the client says nothing, keeps them only when asked", async () => {
    const user = await t.signUp();
    const phone = await t.signIn(user.email, user.password);
    const changed = await t.request("/api/auth/change-password", {
      json: { currentPassword: user.password, newPassword: "Changed-pass-99" },
      as: user,
    });
    expect(changed.status).toBe(200);
    expect(tokensIn(await json(changed))).toEqual([]);
    const laptop = { cookie: applySetCookies(user.cookie, changed) };
    expect((await t.request("/api/v1/profile", { as: { cookie: phone.cookie } })).status).toBe(401);
    expect((await t.request("/api/v1/profile", { as: laptop })).status).toBe(200);

    const tablet = await t.signIn(user.email, "Changed-pass-99");
    const kept = await t.request("/api/auth/change-password", {
      json: {
        currentPassword: "Changed-pass-99",
        newPassword: "Changed-again-77",
        revokeOtherSessions: false,
      },
      as: laptop,
    });
    expect(kept.status).toBe(200);
    expect((await t.request("/api/v1/profile", { as: { cookie: tablet.cookie } })).status).toBe(
      200,
    );
  });
});

describe("update-user's image", () => {
  it.each([
    "javascript:alert(1)",
    "data:image/png;base64,iVBORw0KGgo=",
    "http://evil.example/me.png",
    "//evil.example/me.png",
    "not a url",
    "",
  ])("refuses %j", async (image) => {
    const user = await t.signUp();
    const response = await t.request("/api/auth/update-user", { json: { image }, as: user });
    expect(response.status).toBe(400);
    expect((await json<ErrorReply>(response)).error).toEqual({
      code: "VALIDATION_FAILED",
      message: ProfileMessage.photoAddress,
    });
  });

  it.each([
    "https://images.example/me.png",
    "/api/v1/profile/photo/123",
    "http://localhost:3000/api/v1/profile/photo/123",
  ])("accepts %j", async (image) => {
    const user = await t.signUp();
    const response = await t.request("/api/auth/update-user", { json: { image }, as: user });
    expect(response.status).toBe(200);
  });
});

describe("email verification links", () => {
  it("carry an opaque token that does not hold the address, and still verify", async () => {
    const user = await t.signUp();
    const link = await latestLink(t, user.email, "/api/auth/verify-email?");
    const token = tokenOf(link);
    expect(token).not.toContain(".");
    const readable = Buffer.from(token, "base64url").toString("latin1");
    expect(readable).not.toContain(user.email);
    expect(readable).not.toContain(user.email.split("@")[0]);

    const url = new URL(link);
    const opened = await t.request(url.pathname + url.search);
    expect(opened.headers.get("location")).toBe("/verify-email");
    const profile = await json<{ emailVerified: boolean }>(
      await t.request("/api/v1/profile", { as: user }),
    );
    expect(profile.emailVerified).toBe(true);
  });
});

describe("checking a reset link on arrival", () => {
  const check = (token: string) =>
    t.request("/api/v1/auth/reset-password/check", { json: { token } });

  it("tells a usable token from a used or made-up one, without using it up", async () => {
    const user = await t.signUp();
    await t.request("/api/auth/request-password-reset", {
      json: { email: user.email, redirectTo: "/reset-password" },
    });
    const token = tokenOf(await latestLink(t, user.email, "/reset-password?"));

    expect(await json(await check("made-up-token"))).toEqual({ valid: false });
    expect(await json(await check(token))).toEqual({ valid: true });
    expect(await json(await check(token))).toEqual({ valid: true });

    const reset = await t.request("/api/auth/reset-password", {
      json: { newPassword: "Brand-new-pass-42", token },
    });
    expect(reset.status).toBe(200);
    expect(await json(await check(token))).toEqual({ valid: false });

    const again = await t.request("/api/auth/reset-password", {
      json: { newPassword: "Brand-new-pass-43", token },
    });
    expect((await json<ErrorReply>(again)).error.message).toBe(ResetMessage.invalidLink);
  });

  it("refuses a missing token with a 400", async () => {
    const response = await t.request("/api/v1/auth/reset-password/check", { json: {} });
    expect(response.status).toBe(400);
  });
});
