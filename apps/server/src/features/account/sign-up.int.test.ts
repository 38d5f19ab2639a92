import { randomUUID } from "node:crypto";
import { AuthMessage } from "@vitalog/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, expect, it } from "vitest";
import {
  createTestApp,
  json,
  rowsOf,
  TEST_PASSWORD,
  type TestApp,
} from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function rowsFor(email: string) {
  const result = await t.db.execute(sql`
    select
      (select count(*)::int from "user" u where u.email = ${email}) as users,
      (select count(*)::int from account a join "user" u on u.id = a.user_id where u.email = ${email}) as accounts,
      (select count(*)::int from session s join "user" u on u.id = s.user_id where u.email = ${email}) as sessions,
      (select count(*)::int from profiles p join "user" u on u.id = p.user_id where u.email = ${email}) as profiles,
      (select count(*)::int from fasting_settings f join "user" u on u.id = f.user_id where u.email = ${email}) as fasting,
      (select count(*)::int from health_tracking_entries h join "user" u on u.id = h.user_id where u.email = ${email}) as tracking
  `);
  return rowsOf<Record<string, number>>(result)[0];
}

it("creates the profile, fasting settings and first tracking entry with the account", async () => {
  const user = await t.signUp();
  expect(await rowsFor(user.email)).toEqual({
    users: 1,
    accounts: 1,
    sessions: 1,
    profiles: 1,
    fasting: 1,
    tracking: 1,
  });
  const result = await t.db.execute(sql`
    select f.default_duration_hours, f.start_reminder, f.progress_updates, f.end_reminder, h.metrics
    from fasting_settings f join health_tracking_entries h on h.user_id = f.user_id
    where f.user_id = ${user.id}
  `);
  expect(rowsOf(result)[0]).toEqual({
    default_duration_hours: 16,
    start_reminder: true,
    progress_updates: true,
    end_reminder: true,
    metrics: {},
  });
});

it("leaves nothing behind when any of the account's rows cannot be written", async () => {
  const suffix = randomUUID().slice(0, 8);
  const email = `refused-${suffix}@example.com`;
  const trigger = `refuse_tracking_${suffix}`;

  // 1. The database refuses the initial health-tracking entry for this one address.
  await t.db.execute(
    sql.raw(`
      create function ${trigger}() returns trigger language plpgsql as $$
      begin
        if exists (select 1 from "user" where id = new.user_id and email = '${email}') then
          raise exception 'tracking entry refused';
        end if;
        return new;
      end $$
    `),
  );
  await t.db.execute(
    sql.raw(`
      create trigger ${trigger} before insert on health_tracking_entries
        for each row execute function ${trigger}()
    `),
  );

  try {
    // 2. Sign-up fails with the spec's message and signs nobody in.
    const response = await t.request("/api/auth/sign-up/email", {
      json: { email, password: TEST_PASSWORD },
    });
    expect(response.status).toBe(500);
    expect(await json(response)).toEqual({
      error: { code: "PROFILE_CREATE_FAILED", message: AuthMessage.profileCreateFailed },
    });
    expect(response.headers.getSetCookie().join()).not.toContain("session_token");

    // 3. No user, account, session, profile, fasting settings or tracking entry remains.
    expect(await rowsFor(email)).toEqual({
      users: 0,
      accounts: 0,
      sessions: 0,
      profiles: 0,
      fasting: 0,
      tracking: 0,
    });
  } finally {
    await t.db.execute(sql.raw(`drop trigger ${trigger} on health_tracking_entries`));
    await t.db.execute(sql.raw(`drop function ${trigger}()`));
  }

  // 4. With the database accepting again, the same address signs up normally.
  const user = await t.signUp({ email });
  expect(await rowsFor(user.email)).toMatchObject({ users: 1, profiles: 1, tracking: 1 });
});
