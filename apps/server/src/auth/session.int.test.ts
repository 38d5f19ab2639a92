import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { applySetCookies, createTestApp, rowsOf, type TestApp } from "../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;

async function sessionExpiry(userId: string): Promise<number> {
  const result = await t.db.execute(
    sql`select expires_at from session where user_id = ${userId} order by created_at desc limit 1`,
  );
  return new Date(String(rowsOf<{ expires_at: string | Date }>(result)[0]?.expires_at)).getTime();
}

async function setSessionExpiry(userId: string, at: Date): Promise<void> {
  await t.db.execute(
    sql`update session set expires_at = ${at.toISOString()}::timestamptz where user_id = ${userId}`,
  );
}

it("slides a session that is more than a day old, renewing its cookie", async () => {
  // 1. Eve signed in 2 days ago: her 30-day session has 28 days left.
  const eve = await t.signUp();
  await setSessionExpiry(eve.id, new Date(Date.now() + 28 * DAY));

  // 2. Her next request is answered and extends the session to 30 days again.
  const response = await t.request("/api/v1/profile", { as: eve });
  expect(response.status).toBe(200);
  expect(response.headers.getSetCookie().join()).toMatch(
    /vitalog\.session_token=.*Max-Age=2592000/,
  );
  expect(await sessionExpiry(eve.id)).toBeGreaterThan(Date.now() + 29 * DAY);

  // 3. The renewed cookie keeps working.
  const renewed = applySetCookies(eve.cookie, response);
  expect((await t.request("/api/v1/profile", { as: { cookie: renewed } })).status).toBe(200);
});

it("refuses an expired session", async () => {
  const finn = await t.signUp();
  await setSessionExpiry(finn.id, new Date(Date.now() - 1000));
  expect((await t.request("/api/v1/profile", { as: finn })).status).toBe(401);
});

it("keeps a browser-session sign-in working without extending it", async () => {
  const gia = await t.signUp();
  const { cookie } = await t.signIn(gia.email, gia.password, false);
  const before = await sessionExpiry(gia.id);
  const response = await t.request("/api/v1/weight-entries", { as: { cookie } });
  expect(response.status).toBe(200);
  expect(await sessionExpiry(gia.id)).toBe(before);
});

it("refuses a cookie whose signature does not match", async () => {
  const hal = await t.signUp();
  const tampered = hal.cookie.replace(
    /(session_token=[^.;]+)\.[^;]+/,
    "$1.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA%3D",
  );
  expect(tampered).not.toBe(hal.cookie);
  expect((await t.request("/api/v1/profile", { as: { cookie: tampered } })).status).toBe(401);
});
