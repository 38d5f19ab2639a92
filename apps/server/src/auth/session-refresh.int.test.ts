import { TOKEN_REFRESH_MS } from "@vitalog/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, rowsOf, type TestApp } from "../../test/test-app.ts";
import { SESSION_UPDATE_AGE_S } from "./auth.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const MINUTE = 60_000;
const THIRTY_DAYS = 30 * 86_400_000;

async function expiry(userId: string): Promise<number> {
  const [row] = rowsOf<{ expires_at: string | Date }>(
    await t.db.execute(sql`select expires_at from session where user_id = ${userId}`),
  );
  return new Date(String(row?.expires_at)).getTime();
}

/** Makes the session look as if it was last extended `minutes` ago. */
async function lastExtended(userId: string, minutes: number): Promise<number> {
  const at = Date.now() + THIRTY_DAYS - minutes * MINUTE;
  await t.db.execute(
    sql`update session set expires_at = ${new Date(at).toISOString()}::timestamptz where user_id = ${userId}`,
  );
  return at;
}

it("extends an active session at the spec's 50-minute token refresh", async () => {
  expect(SESSION_UPDATE_AGE_S * 1000).toBe(TOKEN_REFRESH_MS);

  // 1. Extended 49 minutes ago: a request leaves the session as it is.
  const user = await t.signUp();
  const recent = await lastExtended(user.id, 49);
  expect((await t.request("/api/v1/profile", { as: user })).status).toBe(200);
  expect(await expiry(user.id)).toBe(recent);

  // 2. Extended 51 minutes ago (the web app's refresh comes every 50): the next request slides
  //    it to 30 days from now and renews the cookie.
  await lastExtended(user.id, 51);
  const response = await t.request("/api/v1/profile", { as: user });
  expect(response.status).toBe(200);
  expect(await expiry(user.id)).toBeGreaterThan(Date.now() + THIRTY_DAYS - MINUTE);
  expect(response.headers.getSetCookie().join()).toMatch(/vitalog\.session_token=/);
});

it("renews the cookie when a Better Auth route that needs the session extends it", async () => {
  // Extended 51 minutes ago: listing the sessions reads the session once, extends it, and the
  // renewed cookie comes back with the list.
  const user = await t.signUp();
  await lastExtended(user.id, 51);
  const response = await t.request("/api/auth/list-sessions", { as: user });
  expect(response.status).toBe(200);
  expect(await expiry(user.id)).toBeGreaterThan(Date.now() + THIRTY_DAYS - MINUTE);
  expect(response.headers.getSetCookie().join()).toMatch(/vitalog\.session_token=/);
});
