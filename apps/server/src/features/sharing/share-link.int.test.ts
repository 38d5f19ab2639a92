import {
  SharedRecord,
  type ShareLink,
  type ShareLinkCreated,
  SharingMessage,
} from "@vitalog/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";

const HOUR = 3_600_000;
let offset = 0;
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { clock: { now: () => new Date(Date.now() + offset) } });
});
afterAll(() => t.close());

const CHROME_ANDROID =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";

async function addWeight(user: TestUser, weightKg: number, measuredAt: string) {
  const r = await t.request("/api/v1/weight-entries", { json: { weightKg, measuredAt }, as: user });
  expect(r.status).toBe(201);
}

async function addCheckin(user: TestUser, day: string) {
  const r = await t.request(`/api/v1/wellbeing-checkins/${day}`, {
    method: "PUT",
    json: { mood: 4, energy: 3, sleepQuality: 4, stress: 2 },
    as: user,
  });
  expect([200, 201]).toContain(r.status);
}

async function createLink(user: TestUser, body: Record<string, unknown>) {
  return t.request("/api/v1/share-links", { json: body, as: user });
}

async function link(user: TestUser, body: Record<string, unknown>): Promise<ShareLinkCreated> {
  const r = await createLink(user, body);
  expect(r.status).toBe(201);
  return json<ShareLinkCreated>(r);
}

const open = (token: string, userAgent = CHROME_ANDROID) =>
  t.request(`/api/v1/shared/${token}`, { headers: { "User-Agent": userAgent } });

describe("share links", () => {
  it("show only their modules over their period, record views, and stop when revoked", async () => {
    // 1. Ann weighs in three times and checks in once; Bob weighs in too.
    const ann = await t.signUp();
    const bob = await t.signUp();
    await addWeight(ann, 81.2, "2026-01-01T08:00:00Z");
    await addWeight(ann, 80.4, "2026-01-10T08:00:00Z");
    await addWeight(ann, 79.9, "2026-02-01T08:00:00Z");
    await addCheckin(ann, "2026-01-10");
    await addWeight(bob, 95.5, "2026-01-05T08:00:00Z");

    // 2. A link to her January weight only.
    const created = await link(ann, {
      modules: ["weight"],
      from: "2026-01-01",
      to: "2026-01-31",
      expiresInHours: 24,
    });
    expect(created.token.length).toBeGreaterThanOrEqual(43);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(created.url).toBe(`${t.config.publicUrl}/shared/${created.token}`);

    // 3. Anyone with the token sees January's weigh-ins and nothing else.
    const r = await open(created.token);
    expect(r.status).toBe(200);
    expect(r.headers.get("cache-control")).toBe("no-store");
    expect(r.headers.get("referrer-policy")).toBe("no-referrer");
    expect(r.headers.get("x-robots-tag")).toContain("noindex");
    const text = await r.text();
    const shared = JSON.parse(text);
    expect(shared).toMatchObject({ from: "2026-01-01", to: "2026-01-31" });
    expect(Object.keys(shared.modules)).toEqual(["weight"]);
    expect(shared.modules.weight.entries.map((e: { weightKg: number }) => e.weightKg)).toEqual([
      81.2, 80.4,
    ]);
    expect(shared.modules.weight.summary).toMatchObject({ count: 2, changeKg: -0.8 });
    expect(text).not.toContain("95.5");
    expect(text).not.toContain(ann.email);
    expect(text.toLowerCase()).not.toContain("mood");

    // 4. Ann sees the view with the kind of client, and no address.
    const list = await json<{ items: ShareLink[] }>(
      await t.request("/api/v1/share-links", { as: ann }),
    );
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ id: created.id, modules: ["weight"], expired: false });
    expect(list.items[0]?.views).toEqual([
      { viewedAt: expect.any(String), client: "Chrome on Android" },
    ]);
    expect(JSON.stringify(list)).not.toContain(created.token);
    expect(
      (await json<{ items: ShareLink[] }>(await t.request("/api/v1/share-links", { as: bob })))
        .items,
    ).toEqual([]);

    // 5. Bob cannot revoke it; Ann can, and then it is not found.
    const notBobs = await t.request(`/api/v1/share-links/${created.id}`, {
      method: "DELETE",
      as: bob,
    });
    expect(notBobs.status).toBe(404);
    expect((await open(created.token)).status).toBe(200);
    const revoked = await t.request(`/api/v1/share-links/${created.id}`, {
      method: "DELETE",
      as: ann,
    });
    expect(revoked.status).toBe(204);
    const gone = await open(created.token);
    expect(gone.status).toBe(404);
    expect((await json<{ error: { message: string } }>(gone)).error.message).toBe(
      SharingMessage.notFound,
    );
  });

  it("expire after their hours", async () => {
    const ann = await t.signUp();
    await addWeight(ann, 70, "2026-01-02T08:00:00Z");
    const created = await link(ann, {
      modules: ["weight"],
      from: "2026-01-01",
      to: "2026-01-31",
      expiresInHours: 1,
    });
    expect(Date.parse(created.expiresAt) - Date.now()).toBeGreaterThan(HOUR - 60_000);
    try {
      offset = HOUR - 60_000;
      expect((await open(created.token)).status).toBe(200);
      offset = HOUR + 1000;
      const expired = await open(created.token);
      expect(expired.status).toBe(404);
      expect((await json<{ error: { message: string } }>(expired)).error.message).toBe(
        SharingMessage.notFound,
      );
      const list = await json<{ items: ShareLink[] }>(
        await t.request("/api/v1/share-links", { as: ann }),
      );
      expect(list.items[0]?.expired).toBe(true);
    } finally {
      offset = 0;
    }
  });

  it("show every module they were made for and only those", async () => {
    const ann = await t.signUp();
    await addWeight(ann, 66.6, "2026-01-02T08:00:00Z");
    await addCheckin(ann, "2026-01-02");
    const both = await link(ann, {
      modules: ["wellbeing", "weight", "weight"],
      from: "2026-01-01",
      to: "2026-01-31",
      expiresInHours: 2,
    });
    const shared = await json<{ modules: Record<string, unknown> }>(await open(both.token));
    expect(Object.keys(shared.modules).sort()).toEqual(["weight", "wellbeing"]);
  });

  it("answer each shareable module in the shape the OpenAPI document gives", async () => {
    const ann = await t.signUp();
    await addWeight(ann, 66.6, "2026-01-02T08:00:00Z");
    const modules = ["weight", "wellbeing", "bloodwork", "medications", "pain", "cycle"];
    const all = await link(ann, {
      modules,
      from: "2026-01-01",
      to: "2026-01-31",
      expiresInHours: 2,
    });
    const shared = await json(await open(all.token));
    expect(Object.keys(SharedRecord.parse(shared).modules).sort()).toEqual([...modules].sort());
  });

  it("refuse bad requests with a message each", async () => {
    const ann = await t.signUp();
    const body = { modules: ["weight"], from: "2026-01-01", to: "2026-01-31", expiresInHours: 24 };
    const cases: [Record<string, unknown>, string, string][] = [
      [{ ...body, modules: ["weight", "astrology"] }, "modules", "astrology"],
      [{ ...body, modules: ["account"] }, "modules", "account"],
      [{ ...body, modules: [] }, "modules", SharingMessage.modulesRequired],
      [{ ...body, from: "2026-02-01" }, "to", SharingMessage.periodInvalid],
      [{ ...body, from: "2026-02-30" }, "from", ""],
      [{ ...body, expiresInHours: 0 }, "expiresInHours", SharingMessage.expiryRange],
      [{ ...body, expiresInHours: 721 }, "expiresInHours", SharingMessage.expiryRange],
      [{ ...body, expiresInHours: 1.5 }, "expiresInHours", SharingMessage.expiryRange],
    ];
    for (const [input, field, message] of cases) {
      const r = await createLink(ann, input);
      expect(r.status, JSON.stringify(input)).toBe(400);
      const reply = await json<{ error: { fields: Record<string, string> } }>(r);
      expect(reply.error.fields[field], JSON.stringify(input)).toContain(message);
    }
    expect((await createLink(ann, { ...body, expiresInHours: 720 })).status).toBe(201);
    expect((await createLink(ann, { ...body, expiresInHours: 1 })).status).toBe(201);
    expect(
      (await t.request("/api/v1/share-links", { json: body })).status,
      "a visitor cannot make links",
    ).toBe(401);
    expect((await open("x".repeat(43))).status).toBe(404);
    expect((await open("short")).status).toBe(404);
    const bad = await t.request("/api/v1/share-links/not-a-uuid", { method: "DELETE", as: ann });
    expect(bad.status).toBe(404);
  });

  it("go with the account, and are in its data export", async () => {
    const ann = await t.signUp();
    const created = await link(ann, {
      modules: ["weight"],
      from: "2026-01-01",
      to: "2026-01-31",
      expiresInHours: 5,
    });
    await open(created.token);
    const exported = await t.request("/api/v1/account/export", { as: ann });
    expect(exported.status).toBe(200);
    const deleted = await t.request("/api/v1/account", {
      method: "DELETE",
      json: { password: ann.password },
      as: ann,
    });
    expect(deleted.status).toBe(204);
    expect((await open(created.token)).status).toBe(404);
  });
});
