import { AccountMessage, AuthMessage } from "@vitalog/domain";
import { sql } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { rowsMentioning, storedPathsMentioning } from "../../../test/leftovers.ts";
import {
  createTestApp,
  json,
  rowsOf,
  type TestApp,
  type TestUser,
} from "../../../test/test-app.ts";
import { createDiskStorage } from "../../platform/storage.ts";

interface ErrorReply {
  error: { code: string; message: string };
}

let t: TestApp;
let photo: Uint8Array<ArrayBuffer>;
beforeAll(async () => {
  t = await createTestApp();
  photo = new Uint8Array(
    await sharp({ create: { width: 64, height: 48, channels: 3, background: "#8ab17d" } })
      .jpeg()
      .toBuffer(),
  );
});
afterAll(() => t.close());

/** A person who has used every part of the app: the rows and files deletion must find. */
async function busyUser(): Promise<TestUser> {
  const user = await t.signUp({ name: "Busy Bee" });
  await t.signIn(user.email, user.password);
  for (const [weightKg, day] of [
    [71.2, "2026-10-01"],
    [70.4, "2026-10-08"],
  ] as const) {
    const response = await t.request("/api/v1/weight-entries", {
      json: { weightKg, measuredAt: `${day}T07:30:00Z`, note: "after run" },
      as: user,
    });
    expect(response.status).toBe(201);
  }
  await t.request("/api/v1/profile", {
    method: "PATCH",
    json: { dateOfBirth: "1988-03-04", gender: "female", heightCm: 165 },
    as: user,
  });
  const body = new FormData();
  body.append("file", new File([photo], "me.jpg", { type: "image/jpeg" }));
  expect(
    (await t.request("/api/v1/profile/photo", { method: "POST", body, as: user })).status,
  ).toBe(200);
  await t.request("/api/auth/request-password-reset", {
    json: { email: user.email, redirectTo: "/reset-password" },
  });
  await t.db.execute(sql`insert into admins (user_id) values (${user.id})`);
  return user;
}

async function countOwnedRows(userId: string): Promise<Record<string, number>> {
  const [row] = rowsOf<Record<string, number>>(
    await t.db.execute(sql`
      select
        (select count(*)::int from "user" where id = ${userId}) as users,
        (select count(*)::int from session where user_id = ${userId}) as sessions,
        (select count(*)::int from weight_entries where user_id = ${userId}) as weights,
        (select count(*)::int from stored_files where user_id = ${userId}) as files,
        (select count(*)::int from mail_outbox where user_id = ${userId}) as mail,
        (select count(*)::int from verification where value = ${userId}) as verifications
    `),
  );
  return row ?? {};
}

async function expectNothingLeft(user: TestUser): Promise<void> {
  expect(await rowsMentioning(t, [user.id, user.email])).toEqual([]);
  expect(storedPathsMentioning(t.storageRoot, user.id)).toEqual([]);
  const signIn = await t.signIn(user.email, user.password);
  expect(signIn.response.status).toBe(401);
  expect((await json<ErrorReply>(signIn.response)).error.code).toBe("INVALID_CREDENTIALS");
  expect((await t.request("/api/v1/profile", { as: user })).status).toBe(401);
}

describe("deleting an account with a password", () => {
  it("refuses a wrong or missing password and keeps everything", async () => {
    const user = await busyUser();
    const before = await countOwnedRows(user.id);
    expect(before).toEqual({
      users: 1,
      sessions: 2,
      weights: 2,
      files: 1,
      mail: 2,
      verifications: 1,
    });

    for (const [path, method] of [
      ["/api/v1/account", "DELETE"],
      ["/api/auth/delete-user", "POST"],
    ] as const) {
      const wrong = await t.request(path, { method, json: { password: "Wrong-pass-1" }, as: user });
      expect(wrong.status, path).toBe(400);
      expect((await json<ErrorReply>(wrong)).error).toEqual({
        code: "INCORRECT_PASSWORD",
        message: AuthMessage.incorrectPassword,
      });

      const missing = await t.request(path, { method, json: {}, as: user });
      expect(missing.status, path).toBe(400);
      expect((await json<ErrorReply>(missing)).error).toEqual({
        code: "PASSWORD_REQUIRED",
        message: AccountMessage.passwordRequired,
      });
    }

    expect(await countOwnedRows(user.id)).toEqual(before);
    expect(storedPathsMentioning(t.storageRoot, user.id)).not.toEqual([]);
    expect((await t.request("/api/v1/profile", { as: user })).status).toBe(200);
  });

  it("deletes every row and file of the person, signs them out, and leaves others alone", async () => {
    // 1. Two people use the app; Lena deletes her account from the settings page.
    const lena = await busyUser();
    const other = await busyUser();
    const response = await t.request("/api/v1/account", {
      method: "DELETE",
      json: { password: lena.password },
      as: lena,
    });
    expect(response.status).toBe(204);

    // 2. The reply clears her session cookie.
    const cleared = response.headers
      .getSetCookie()
      .find((c) => c.startsWith("vitalog.session_token="));
    expect(cleared).toMatch(/Max-Age=0/i);

    // 3. No row in any table and no stored file mentions her id or her address; she cannot
    //    sign in again.
    await expectNothingLeft(lena);

    // 4. The other person still has everything.
    expect(await countOwnedRows(other.id)).toMatchObject({ users: 1, weights: 2, files: 1 });
    expect(storedPathsMentioning(t.storageRoot, other.id)).not.toEqual([]);
    expect((await t.request("/api/v1/profile", { as: other })).status).toBe(200);
  });

  it("runs the same deletion through Better Auth's delete-user endpoint", async () => {
    const user = await busyUser();
    const response = await t.request("/api/auth/delete-user", {
      json: { password: user.password },
      as: user,
    });
    expect(response.status).toBe(200);
    expect(
      response.headers.getSetCookie().find((c) => c.startsWith("vitalog.session_token=")),
    ).toMatch(/Max-Age=0/i);
    await expectNothingLeft(user);
  });

  it("applies the password rule to the native apps' bearer tokens too", async () => {
    const user = await busyUser();
    const signIn = await t.signIn(user.email, user.password);
    const token = signIn.response.headers.get("set-auth-token") ?? "";
    const headers = { Authorization: `Bearer ${token}` };

    const missing = await t.request("/api/auth/delete-user", { json: {}, headers });
    expect(missing.status).toBe(400);
    expect((await json<ErrorReply>(missing)).error.code).toBe("PASSWORD_REQUIRED");

    const deleted = await t.request("/api/v1/account", {
      method: "DELETE",
      json: { password: user.password },
      headers,
    });
    expect(deleted.status).toBe(204);
    await expectNothingLeft(user);
  });

  it("needs a signed-in person", async () => {
    const response = await t.request("/api/v1/account", {
      method: "DELETE",
      json: { password: "whatever" },
    });
    expect(response.status).toBe(401);
  });
});

describe("when storage fails", () => {
  it("still deletes the account, and logs the files it could not remove", async () => {
    const broken = await createTestApp(
      {},
      {
        storage: (config) => ({
          ...createDiskStorage(`${config.dataDir}/files`),
          delete: () => Promise.reject(new Error("storage is down")),
          deleteFolder: () => Promise.reject(new Error("storage is down")),
        }),
      },
    );
    try {
      const user = await broken.signUp();
      const body = new FormData();
      body.append("file", new File([photo], "me.jpg", { type: "image/jpeg" }));
      await broken.request("/api/v1/profile/photo", { method: "POST", body, as: user });

      const response = await broken.request("/api/v1/account", {
        method: "DELETE",
        json: { password: user.password },
        as: user,
      });
      expect(response.status).toBe(204);
      const [row] = rowsOf<{ n: number }>(
        await broken.db.execute(
          sql`select (select count(*) from "user" where id = ${user.id})::int
                   + (select count(*) from stored_files where user_id = ${user.id})::int as n`,
        ),
      );
      expect(row?.n).toBe(0);
      expect((await broken.signIn(user.email, user.password)).response.status).toBe(401);
    } finally {
      await broken.close();
    }
  });
});
