import type { AdminActivity, AdminActivityList, Article, Group, Post } from "@vitalog/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, inject, it } from "vitest";
import { latestLink, tokenOf } from "../../../test/outbox.ts";
import {
  createTestApp,
  json,
  rowsOf,
  type TestApp,
  type TestUser,
  uniqueEmail,
} from "../../../test/test-app.ts";
import type { Logger } from "../../logger.ts";
import { AUDIT_RETENTION_DAYS, recordAudit, startAuditPruning } from "../../platform/audit.ts";
import { grantAdmin } from "./admin.service.ts";

let t: TestApp;
let admin: TestUser;
let member: TestUser;
let other: TestUser;

const WEIGHT_KG = 83.47;
const POST_TEXT = "My private note about how I slept badly";
const THREAD_TEXT = "Opening words of the walking thread";

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ name: "Audra Admin" });
  member = await t.signUp({ name: "Mel Member" });
  other = await t.signUp({ name: "Olly Other" });
  await grantAdmin({ db: t.db, log: t.log }, admin.email);
  for (const person of [admin, member, other]) ours.add(person.id);
  await markSeen();
});
afterAll(() => t.close());

const seen = new Set<string>();
/** This file's people: entries of anyone else are other test files' work. */
const ours = new Set<string>();
/**
 * On PostgreSQL every test file shares one database, so entries with no actor (an unknown
 * address, a deleted account, a visitor) may come from other files running at the same time;
 * there, such an entry is checked to be present rather than alone. On PGlite each file has its
 * own database and every entry is checked to be the only one.
 */
const shared = inject("testDatabase").kind === "postgres";

async function activity(query = ""): Promise<AdminActivityList> {
  const response = await t.request(`/api/v1/admin/activity?limit=100${query}`, { as: admin });
  expect(response.status, await response.clone().text()).toBe(200);
  return json<AdminActivityList>(response);
}

async function markSeen(): Promise<void> {
  for (const item of (await activity()).items) seen.add(item.id);
}

/** The entries written since the last look, newest first: this file's, or with no actor. */
async function newEntries(): Promise<AdminActivity[]> {
  const fresh = (await activity()).items.filter((item) => !seen.has(item.id));
  for (const item of fresh) seen.add(item.id);
  return fresh.filter((item) => item.actorId === null || ours.has(item.actorId) || !shared);
}

/** Exactly one new entry, and it is `entry` (see `shared` for entries with no actor). */
async function expectOne(entry: Partial<AdminActivity>): Promise<void> {
  const fresh = await newEntries();
  if (!shared) {
    expect(fresh).toEqual([expect.objectContaining(entry)]);
    return;
  }
  const named = fresh.filter((item) => item.actorId !== null);
  if (entry.actorId === null) {
    expect(named).toEqual([]);
    expect(fresh).toContainEqual(expect.objectContaining(entry));
  } else {
    expect(named).toEqual([expect.objectContaining(entry)]);
  }
}

/** No new entry (of this file's people, where the database is shared). */
async function expectNone(): Promise<void> {
  const fresh = await newEntries();
  expect(shared ? fresh.filter((item) => item.actorId !== null) : fresh).toEqual([]);
}

async function send(method: string, path: string, as: TestUser | undefined, body?: unknown) {
  return t.request(path, {
    method,
    ...(body !== undefined ? { json: body } : {}),
    ...(as ? { as } : {}),
  });
}

const day = (offset: number) => new Date(Date.now() + offset * 86_400_000).toISOString();

describe("the audit log", () => {
  it("writes exactly one entry for each action", async () => {
    // Health data and message text the entries must never hold.
    expect(
      (
        await send("POST", "/api/v1/weight-entries", member, {
          weightKg: WEIGHT_KG,
          measuredAt: day(0),
        })
      ).status,
    ).toBe(201);
    const groupReply = await send("POST", "/api/v1/groups", member, {
      name: `Walkers ${Date.now()}`,
      description: "We walk.",
      topic: "fitness",
    });
    expect(groupReply.status).toBe(201);
    const group = await json<Group>(groupReply);
    expect((await send("POST", `/api/v1/groups/${group.id}/join`, other)).status).toBe(200);
    const threadReply = await send("POST", `/api/v1/groups/${group.id}/threads`, other, {
      title: "Morning walks",
      content: THREAD_TEXT,
    });
    expect(threadReply.status).toBe(201);
    const thread = await json<{ id: string }>(threadReply);
    const postReply = await send("POST", `/api/v1/threads/${thread.id}/posts`, other, {
      content: POST_TEXT,
    });
    expect(postReply.status).toBe(201);
    const post = await json<Post>(postReply);
    const articleReply = await send("POST", "/api/v1/articles", other, {
      title: `Notes ${Date.now()}`,
      content: "<p>Some words to read.</p>",
      publishStatus: "published",
      visibility: "public",
    });
    expect(articleReply.status).toBe(201);
    const article = await json<Article>(articleReply);
    // None of that is an audited action.
    await expectNone();

    // Sign-in, and a failed one for a known and an unknown address.
    expect((await t.signIn(member.email, member.password)).response.status).toBe(200);
    await expectOne({ kind: "signIn", action: "signIn", outcome: "success", actorId: member.id });
    expect((await t.signIn(member.email, "Wrong-password-1")).response.status).toBe(401);
    await expectOne({
      kind: "signIn",
      action: "signInFailed",
      outcome: "failure",
      actorId: member.id,
    });
    expect((await t.signIn(uniqueEmail("nobody"), "Wrong-password-1")).response.status).toBe(401);
    await expectOne({ action: "signInFailed", outcome: "failure", actorId: null });

    // Sign-out of a second session.
    const second = await t.signIn(other.email, other.password);
    await expectOne({ action: "signIn", actorId: other.id });
    const signOut = await t.request("/api/auth/sign-out", {
      method: "POST",
      json: {},
      as: { cookie: second.cookie },
    });
    expect(signOut.status).toBe(200);
    await expectOne({ kind: "signIn", action: "signOut", outcome: "success", actorId: other.id });

    // Each export.
    expect((await send("GET", "/api/v1/account/export", member)).status).toBe(200);
    await expectOne({
      kind: "export",
      action: "exported",
      entity: "dataExport",
      actorId: member.id,
    });
    expect((await send("GET", "/api/v1/export/fhir", member)).status).toBe(200);
    await expectOne({
      kind: "export",
      action: "exported",
      entity: "fhirExport",
      actorId: member.id,
    });
    const period = `from=${day(-30).slice(0, 10)}&to=${day(0).slice(0, 10)}`;
    const pdf = await send("GET", `/api/v1/export/clinician-summary?${period}`, member);
    expect(pdf.status).toBe(200);
    await expectOne({
      kind: "export",
      action: "exported",
      entity: "clinicianSummary",
      actorId: member.id,
    });

    // An admin content change, named by the admin's name.
    const goal = `Sleep better ${Date.now()}`;
    expect((await send("POST", "/api/v1/admin/health-goals", admin, { name: goal })).status).toBe(
      201,
    );
    await expectOne({
      kind: "content",
      action: "created",
      entity: "healthGoal",
      actorId: admin.id,
      actorName: "Audra Admin",
      summary: goal,
    });

    // Moderation: the group's creator hides a member's post, an admin deletes an article.
    expect((await send("POST", `/api/v1/posts/${post.id}/hide`, member)).status).toBe(200);
    await expectOne({
      kind: "moderation",
      action: "hidden",
      entity: "groupPost",
      targetId: post.id,
      actorId: member.id,
    });
    expect((await send("DELETE", `/api/v1/articles/${article.id}`, admin)).status).toBe(204);
    await expectOne({
      kind: "moderation",
      action: "deleted",
      entity: "article",
      targetId: article.id,
      actorId: admin.id,
    });

    // Refused requests: the route's pattern, never its ids; the actor when signed in.
    expect((await send("GET", "/api/v1/admin/overview", member)).status).toBe(403);
    await expectOne({
      kind: "refused",
      action: "refused",
      outcome: "refused",
      actorId: member.id,
      targetId: "GET /api/v1/admin/overview",
    });
    const status = await send("PATCH", `/api/v1/threads/${thread.id}`, member, { title: "Mine" });
    expect(status.status).toBe(403);
    await expectOne({ actorId: member.id, targetId: "PATCH /api/v1/threads/:id" });
    const crossSite = await t.request("/api/v1/weight-entries", {
      json: { weightKg: 70 },
      headers: { Origin: "https://elsewhere.example" },
    });
    expect(crossSite.status).toBe(403);
    await expectOne({ kind: "refused", actorId: null, targetId: "POST /api/v1/weight-entries" });
    // Better Auth's own refusals (its origin check) name the session's person too, on a route
    // that reads the session and on one that does not.
    for (const path of ["/api/auth/change-password", "/api/auth/sign-in/email"]) {
      const foreign = await t.request(path, {
        json: {
          email: member.email,
          password: member.password,
          currentPassword: member.password,
          newPassword: "Never-set-pass-11",
        },
        headers: { Origin: "https://elsewhere.example" },
        as: member,
      });
      expect(foreign.status, `${path} ${await foreign.clone().text()}`).toBe(403);
      await expectOne({ kind: "refused", actorId: member.id, targetId: "POST /api/auth/*" });
    }

    // Password change, and a reset through the e-mailed link.
    const changed = await send("POST", "/api/auth/change-password", member, {
      currentPassword: member.password,
      newPassword: "Changed-pass-99",
      revokeOtherSessions: false,
    });
    expect(changed.status).toBe(200);
    await expectOne({
      kind: "account",
      action: "passwordChanged",
      outcome: "success",
      actorId: member.id,
    });
    const asked = await t.request("/api/auth/request-password-reset", {
      json: { email: member.email, redirectTo: "/reset-password" },
    });
    expect(asked.status).toBe(200);
    await expectNone();
    const token = tokenOf(await latestLink(t, member.email, "/reset-password?token="));
    const reset = await t.request("/api/auth/reset-password", {
      json: { newPassword: "Reset-pass-77", token },
    });
    expect(reset.status).toBe(200);
    await expectOne({ kind: "account", action: "passwordReset", actorId: member.id });

    // Account deletion, both ways: one entry each, naming no one.
    const gone = await t.signUp();
    ours.add(gone.id);
    await newEntries();
    const deleted = await send("DELETE", "/api/v1/account", gone, { password: gone.password });
    expect(deleted.status).toBe(204);
    await expectOne({ kind: "account", action: "accountDeleted", actorId: null, targetId: null });
    const alsoGone = await t.signUp();
    ours.add(alsoGone.id);
    const viaAuth = await send("POST", "/api/auth/delete-user", alsoGone, {
      password: alsoGone.password,
    });
    expect(viaAuth.status).toBe(200);
    await expectOne({ kind: "account", action: "accountDeleted", actorId: null });

    // Nothing in the log holds a health value, message text, an address or a password.
    const dump = JSON.stringify(
      rowsOf(await t.db.execute(sql`select * from admin_audit_log`)),
    ).toLowerCase();
    for (const secret of [
      String(WEIGHT_KG),
      POST_TEXT,
      THREAD_TEXT,
      member.email,
      other.email,
      admin.email,
      member.password,
      "Changed-pass-99",
      "Reset-pass-77",
      "Wrong-password-1",
      "@",
    ]) {
      expect(dump, secret).not.toContain(secret.toLowerCase());
    }
  });

  it("records a sign-in the rate limiter refused as one failed sign-in, rate-limited", async () => {
    // 1. An app with the sign-in rate limit on, and a person of its own.
    const limited = await createTestApp({ authRateLimit: true });
    try {
      const person = await limited.signUp();
      const ip = `198.18.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const since = new Date();
      const signIn = (email: string) =>
        limited.request("/api/auth/sign-in/email", {
          json: { email, password: "Wrong-password-1" },
          ip,
        });
      // 2. Ten wrong passwords from one address are answered, the eleventh refused.
      for (let attempt = 0; attempt < 10; attempt++) {
        expect((await signIn(person.email)).status).toBe(401);
      }
      expect((await signIn(person.email)).status).toBe(429);
      // 3. Another address from the same client: refused too, and it names no account.
      const unknown = uniqueEmail("nobody");
      expect((await signIn(unknown)).status).toBe(429);

      const entries = rowsOf<{ actor_id: string | null; action: string; outcome: string }>(
        await limited.db.execute(
          sql`select actor_id, action, outcome from admin_audit_log
              where kind = 'signIn' and at >= ${since.toISOString()}::timestamptz order by at`,
        ),
      );
      const own = entries.filter((entry) => entry.actor_id === person.id);
      expect(own.filter((entry) => entry.outcome === "failure")).toHaveLength(10);
      expect(own.filter((entry) => entry.outcome === "rateLimited")).toEqual([
        { actor_id: person.id, action: "signInFailed", outcome: "rateLimited" },
      ]);
      const anonymous = entries.filter(
        (entry) => entry.actor_id === null && entry.outcome === "rateLimited",
      );
      if (shared) expect(anonymous.length).toBeGreaterThanOrEqual(1);
      else expect(anonymous).toHaveLength(1);
      const dump = JSON.stringify(
        rowsOf(await limited.db.execute(sql`select * from admin_audit_log`)),
      ).toLowerCase();
      expect(dump).not.toContain(unknown.toLowerCase());
      expect(dump).not.toContain(person.email.toLowerCase());
    } finally {
      await limited.close();
    }
  });

  it("filters by kind, newest first, a page at a time", async () => {
    for (const person of [admin, other]) await t.signIn(person.email, person.password);
    const signIns = await activity("&kind=signIn");
    expect(signIns.items.length).toBeGreaterThanOrEqual(2);
    expect(signIns.items.every((item) => item.kind === "signIn")).toBe(true);
    const times = signIns.items.map((item) => item.at);
    expect([...times].sort().reverse()).toEqual(times);

    // Consecutive pages: the second starts where the first ended, nothing twice, newest first.
    const first = await json<AdminActivityList>(
      await t.request("/api/v1/admin/activity?limit=3", { as: admin }),
    );
    expect(first.items).toHaveLength(3);
    expect(first.nextCursor).not.toBeNull();
    const second = await json<AdminActivityList>(
      await t.request(
        `/api/v1/admin/activity?limit=3&cursor=${encodeURIComponent(first.nextCursor ?? "")}`,
        { as: admin },
      ),
    );
    expect(second.items).toHaveLength(3);
    const both = [...first.items, ...second.items];
    expect(new Set(both.map((item) => item.id)).size).toBe(6);
    const order = both.map((item) => item.at);
    expect([...order].sort().reverse()).toEqual(order);
  });

  it("answers bad filters with 400, and only admins may read it", async () => {
    for (const query of ["kind=everything", "limit=0", "limit=101", "cursor=not-a-cursor"]) {
      const response = await t.request(`/api/v1/admin/activity?${query}`, { as: admin });
      expect(response.status, query).toBe(400);
      expect((await json<{ error: { code: string } }>(response)).error.code).toBe(
        "VALIDATION_FAILED",
      );
    }
    // (The member's sessions ended with the reset above.)
    expect((await t.request("/api/v1/admin/activity", { as: other })).status).toBe(403);
    expect((await t.request("/api/v1/admin/activity")).status).toBe(401);
  });

  it("never breaks the change it records: a failed insert is logged, the transaction goes on", async () => {
    const errors: unknown[] = [];
    const log = { error: (...args: unknown[]) => errors.push(args) } as unknown as Logger;
    const name = `kept-${Date.now()}`;
    await t.db.transaction(async (tx) => {
      await tx.execute(sql`insert into seed_runs (name) values (${name})`);
      // No such account: the foreign key refuses the entry.
      await recordAudit(
        { db: tx, log, now: () => new Date() },
        { kind: "signIn", action: "signIn", actorId: "no-such-account" },
      );
      await tx.execute(sql`update seed_runs set name = ${`${name}-2`} where name = ${name}`);
    });
    const kept = rowsOf(
      await t.db.execute(sql`select 1 from seed_runs where name = ${`${name}-2`}`),
    );
    expect(kept).toHaveLength(1);
    expect(errors).toHaveLength(1);
  });

  it("keeps entries for a year: the pruning job removes older ones and nothing newer", async () => {
    const now = new Date();
    const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000);
    const tag = `pruning-${Date.now()}`;
    for (const [days, suffix] of [
      [AUDIT_RETENTION_DAYS + 30, "old"],
      [AUDIT_RETENTION_DAYS + 1, "just-over"],
      [AUDIT_RETENTION_DAYS - 1, "just-under"],
      [2, "recent"],
    ] as const) {
      await recordAudit(
        { db: t.db, log: t.log, now: () => daysAgo(days) },
        {
          kind: "refused",
          action: "refused",
          outcome: "refused",
          actorId: null,
          targetId: `${tag}-${suffix}`,
        },
      );
    }
    const kept = async () =>
      rowsOf<{ entity_id: string }>(
        await t.db.execute(
          sql`select entity_id from admin_audit_log where entity_id like ${`${tag}-%`} order by at`,
        ),
      ).map((row) => row.entity_id);
    expect(await kept()).toHaveLength(4);

    const loop = startAuditPruning({ db: t.db, log: t.log, now: () => now }, 60_000);
    await loop.runOnce();
    await loop.stop();
    expect(await kept()).toEqual([`${tag}-just-under`, `${tag}-recent`]);
  });
});
