import type { Profile } from "@vitalog/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  createTestApp,
  json,
  TEST_PASSWORD,
  type TestApp,
  uniqueEmail,
} from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const NATIVE_ORIGIN = "capacitor://localhost";

function asNative(token: string) {
  return { Authorization: `Bearer ${token}`, Origin: NATIVE_ORIGIN };
}

describe("bearer tokens for the native apps", () => {
  it("hands out a token at sign-up and sign-in that opens the API without cookies", async () => {
    // 1. The iOS shell signs up; the reply's set-auth-token header carries the session token.
    const email = uniqueEmail("native");
    const signUp = await t.request("/api/auth/sign-up/email", {
      json: { email, password: TEST_PASSWORD },
      headers: { Origin: NATIVE_ORIGIN },
    });
    expect(signUp.status).toBe(200);
    const signUpToken = signUp.headers.get("set-auth-token");
    expect(signUpToken).toBeTruthy();
    // The shell's web view (another origin) may read that header.
    expect(signUp.headers.get("access-control-expose-headers")?.toLowerCase()).toContain(
      "set-auth-token",
    );

    // 2. Signing in gives another token.
    const signIn = await t.request("/api/auth/sign-in/email", {
      json: { email, password: TEST_PASSWORD },
      headers: { Origin: NATIVE_ORIGIN },
    });
    const token = signIn.headers.get("set-auth-token") ?? "";
    expect(token).not.toBe("");

    // 3. Authorization: Bearer works on the API and on Better Auth's endpoints.
    const profile = await t.request("/api/v1/profile", { headers: asNative(token) });
    expect(profile.status).toBe(200);
    expect((await json<Profile>(profile)).email).toBe(email);
    const session = await t.request("/api/auth/get-session", { headers: asNative(token) });
    expect((await json<{ user: { email: string } }>(session)).user.email).toBe(email);

    // 4. Signing out with the token ends that session only.
    const out = await t.request("/api/auth/sign-out", {
      method: "POST",
      json: {},
      headers: asNative(token),
    });
    expect(out.status).toBe(200);
    expect((await t.request("/api/v1/profile", { headers: asNative(token) })).status).toBe(401);
    expect(
      (await t.request("/api/v1/profile", { headers: asNative(signUpToken ?? "") })).status,
    ).toBe(200);
  });

  it("refuses a made-up or tampered token", async () => {
    const user = await t.signUp();
    const signIn = await t.signIn(user.email, user.password);
    const token = signIn.response.headers.get("set-auth-token") ?? "";
    // Change the first character to one it is not, so the tampered token always differs.
    const tampered = `${token.startsWith("a") ? "b" : "a"}${token.slice(1)}`;
    for (const bad of ["made-up-token", `${token}x`, tampered]) {
      const response = await t.request("/api/v1/profile", { headers: asNative(bad) });
      expect(response.status, bad).toBe(401);
    }
  });
});
