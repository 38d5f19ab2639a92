import { randomUUID } from "node:crypto";
import { AuthMessage, type Profile } from "@vitalog/domain";
import { sql } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { outboxFor } from "../../test/outbox.ts";
import {
  applySetCookies,
  createTestApp,
  json,
  rowsOf,
  type TestApp,
  uniqueEmail,
} from "../../test/test-app.ts";

// Google's token endpoint is the only thing faked: it answers the code exchange with an ID token
// for `googleUser`, the way Google does. Everything else is the real sign-in flow.
const GOOGLE_TOKEN_ENDPOINT = "https://oauth2.googleapis.com/token";
let googleUser: { sub: string; email: string; name: string };

function unsignedJwt(payload: Record<string, unknown>): string {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString("base64url");
  return `${part({ alg: "RS256", typ: "JWT" })}.${part(payload)}.c2lnbmF0dXJl`;
}

const realFetch = globalThis.fetch;
function fakeGoogle(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = input instanceof Request ? input.url : String(input);
  if (!url.startsWith(GOOGLE_TOKEN_ENDPOINT)) return realFetch(input, init);
  const now = Math.floor(Date.now() / 1000);
  return Promise.resolve(
    Response.json({
      access_token: "google-access-token",
      expires_in: 3599,
      token_type: "Bearer",
      scope: "openid email profile",
      id_token: unsignedJwt({
        iss: "https://accounts.google.com",
        aud: "google-client-id",
        iat: now,
        exp: now + 3600,
        email_verified: true,
        ...googleUser,
      }),
    }),
  );
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    google: { clientId: "google-client-id", clientSecret: "google-client-secret" },
  });
  vi.stubGlobal("fetch", fakeGoogle);
});
afterAll(async () => {
  vi.unstubAllGlobals();
  await t.close();
});
afterEach(() => {
  googleUser = { sub: "", email: "", name: "" };
});

/** Runs "Continue with Google" to the end; returns where the browser lands and its cookie. */
async function continueWithGoogle(): Promise<{ location: string; cookie: string }> {
  const start = await t.request("/api/auth/sign-in/social", {
    json: {
      provider: "google",
      callbackURL: "/dashboard/weight",
      errorCallbackURL: "/auth",
      newUserCallbackURL: "/profile-completion",
    },
  });
  expect(start.status).toBe(200);
  const { url } = await json<{ url: string }>(start);
  const state = new URL(url).searchParams.get("state") ?? "";
  const cookie = applySetCookies("", start);

  const callback = await t.request(
    `/api/auth/callback/google?code=code-${randomUUID()}&state=${encodeURIComponent(state)}`,
    { as: { cookie } },
  );
  expect(callback.status).toBe(302);
  return {
    location: callback.headers.get("location") ?? "",
    cookie: applySetCookies(cookie, callback),
  };
}

describe("first sign-in with Google", () => {
  it("creates the profile, fasting settings and first entry, then opens profile completion", async () => {
    // 1. Gil has never used Vitalog and continues with Google.
    googleUser = { sub: `google-${randomUUID()}`, email: uniqueEmail("gil"), name: "Gil Google" };
    const first = await continueWithGoogle();
    expect(first.location).toBe("/profile-completion");

    // 2. His profile, fasting settings and first entry were written with the account, before
    //    anything asked for them.
    const userId = rowsOf<{ id: string }>(
      await t.db.execute(sql`select id from "user" where email = ${googleUser.email}`),
    )[0]?.id;
    const rows = rowsOf<Record<string, number>>(
      await t.db.execute(sql`
        select
          (select count(*)::int from profiles where user_id = ${userId}) as profiles,
          (select count(*)::int from fasting_settings where user_id = ${userId}) as fasting,
          (select count(*)::int from health_tracking_entries where user_id = ${userId}) as tracking,
          (select count(*)::int from account where user_id = ${userId} and provider_id = 'google') as google
      `),
    )[0];
    expect(rows).toEqual({ profiles: 1, fasting: 1, tracking: 1, google: 1 });

    // 3. He is signed in: verified address, no password, profile to complete.
    const profile = await json<Profile>(
      await t.request("/api/v1/profile", { as: { cookie: first.cookie } }),
    );
    expect(profile).toMatchObject({
      userId,
      email: googleUser.email,
      name: "Gil Google",
      emailVerified: true,
      hasPassword: false,
      photoUrl: null,
      profileCompleted: false,
    });

    // 4. Google vouched for the address, so no verification mail goes out.
    expect(await outboxFor(t, googleUser.email)).toEqual([]);

    // 5. Next time he lands where he was going, with the same account.
    const again = await continueWithGoogle();
    expect(again.location).toBe("/dashboard/weight");
    const same = await json<Profile>(
      await t.request("/api/v1/profile", { as: { cookie: again.cookie } }),
    );
    expect(same.userId).toBe(profile.userId);
  });
});

describe("deleting a Google-only account", () => {
  it("needs a sign-in within the last 5 minutes instead of a password", async () => {
    googleUser = { sub: `google-${randomUUID()}`, email: uniqueEmail("hana"), name: "Hana" };
    const { cookie } = await continueWithGoogle();
    const profile = await json<Profile>(await t.request("/api/v1/profile", { as: { cookie } }));

    // 1. Her session is ten minutes old: she is asked to sign in again.
    await t.db.execute(sql`
      update session set created_at = now() - interval '10 minutes' where user_id = ${profile.userId}
    `);
    for (const [path, method] of [
      ["/api/v1/account", "DELETE"],
      ["/api/auth/delete-user", "POST"],
    ] as const) {
      const stale = await t.request(path, { method, json: {}, as: { cookie } });
      expect(stale.status, path).toBe(403);
      expect(await json(stale)).toEqual({
        error: { code: "REAUTHENTICATION_REQUIRED", message: AuthMessage.reauthenticate },
      });
    }
    expect((await t.request("/api/v1/profile", { as: { cookie } })).status).toBe(200);

    // 2. She signs in with Google again and deletes the account at once.
    const fresh = await continueWithGoogle();
    const deleted = await t.request("/api/v1/account", {
      method: "DELETE",
      json: {},
      as: { cookie: fresh.cookie },
    });
    expect(deleted.status).toBe(204);
    const left = rowsOf<{ n: number }>(
      await t.db.execute(sql`select count(*)::int as n from "user" where id = ${profile.userId}`),
    );
    expect(left[0]?.n).toBe(0);
  });
});
