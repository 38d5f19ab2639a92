import type { PainEntry, PainEntryList, PainRegionCatalogue } from "@vitalog/domain";
import { strFromU8, unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";

interface ErrorReply {
  error: { code: string; message: string };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const hoursAgo = (h: number) => new Date(Date.now() - h * HOUR).toISOString();
const knee = { region: "left-knee", intensity: 7, type: "aching" };
const back = { region: "lower-back", intensity: 3, type: "throbbing" };

async function record(user: TestUser, body: Record<string, unknown>): Promise<PainEntry> {
  const response = await t.request("/api/v1/pain-entries", { json: body, as: user });
  expect(response.status).toBe(201);
  return json<PainEntry>(response);
}

async function refused(user: TestUser, body: Record<string, unknown>): Promise<string> {
  const response = await t.request("/api/v1/pain-entries", { json: body, as: user });
  expect(response.status).toBe(400);
  return (await json<ErrorReply>(response)).error.message;
}

describe("pain entries", () => {
  it("list the body map's regions for anyone", async () => {
    const response = await t.request("/api/v1/pain-entries/regions");
    expect(response.status).toBe(200);
    const { items } = await json<PainRegionCatalogue>(response);
    expect(items.length).toBeGreaterThanOrEqual(30);
    expect(items.find((r) => r.id === "left-knee")).toEqual({
      id: "left-knee",
      name: "Left knee",
      view: "front",
      side: "left",
    });
  });

  it("are recorded, read, changed and deleted by their owner", async () => {
    const user = await t.signUp();

    // 1. Pain in two regions, with context.
    const created = await record(user, {
      occurredAt: "2026-11-20T08:15:00+01:00",
      regions: [knee, back],
      symptoms: [" stiffness ", "stiffness", "swelling"],
      triggers: ["long walk"],
      relief: ["ice"],
      note: " worse on stairs ",
    });
    expect(created).toMatchObject({
      occurredAt: "2026-11-20T07:15:00.000Z",
      regions: [knee, back],
      symptoms: ["stiffness", "swelling"],
      triggers: ["long walk"],
      relief: ["ice"],
      note: "worse on stairs",
    });

    // 2. Read back.
    const read = await t.request(`/api/v1/pain-entries/${created.id}`, { as: user });
    expect(await json(read)).toEqual(created);

    // 3. A new regions list replaces the old; the rest stays.
    const patched = await t.request(`/api/v1/pain-entries/${created.id}`, {
      method: "PATCH",
      json: { regions: [{ ...knee, intensity: 4 }] },
      as: user,
    });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({
      regions: [{ region: "left-knee", intensity: 4, type: "aching" }],
      note: "worse on stairs",
      symptoms: ["stiffness", "swelling"],
    });

    // 4. Delete it; it is gone.
    const deleted = await t.request(`/api/v1/pain-entries/${created.id}`, {
      method: "DELETE",
      as: user,
    });
    expect(deleted.status).toBe(204);
    const gone = await t.request(`/api/v1/pain-entries/${created.id}`, { as: user });
    expect(gone.status).toBe(404);
    expect((await json<ErrorReply>(gone)).error.message).toBe("Pain entry not found");
  });

  it("refuse what the scale and the map do not have, and store nothing", async () => {
    const user = await t.signUp();
    const at = hoursAgo(1);
    const intensity = "Intensity must be a whole number from 1 to 10";
    expect(await refused(user, { occurredAt: at, regions: [{ ...knee, intensity: 11 }] })).toBe(
      intensity,
    );
    expect(await refused(user, { occurredAt: at, regions: [{ ...knee, intensity: 0 }] })).toBe(
      intensity,
    );
    expect(await refused(user, { occurredAt: at, regions: [{ ...knee, intensity: 2.5 }] })).toBe(
      intensity,
    );
    expect(
      await refused(user, { occurredAt: at, regions: [{ ...knee, region: "left-tail" }] }),
    ).toBe("Choose a body region from the map");
    expect(await refused(user, { occurredAt: at, regions: [knee, knee] })).toBe(
      "Each body region can be chosen once per entry",
    );
    expect(await refused(user, { occurredAt: at, regions: [] })).toBe(
      "Choose at least one body region",
    );
    expect(await refused(user, { occurredAt: at })).toBe("Choose at least one body region");
    expect(await refused(user, { occurredAt: "2026-13-40", regions: [knee] })).toBe(
      "Enter when the pain happened",
    );
    expect(await refused(user, { occurredAt: hoursAgo(-2), regions: [knee] })).toBe(
      "The date cannot be in the future",
    );
    expect(await refused(user, { occurredAt: "1850-01-01T00:00:00Z", regions: [knee] })).toBe(
      "Enter when the pain happened",
    );
    const list = await t.request("/api/v1/pain-entries", { as: user });
    expect((await json<PainEntryList>(list)).items).toEqual([]);
  });

  it("page newest first by keyset within from/to", async () => {
    const user = await t.signUp();
    const ids: string[] = [];
    for (let h = 5; h >= 1; h--)
      ids.push((await record(user, { occurredAt: hoursAgo(h), regions: [knee] })).id);
    const first = await json<PainEntryList>(
      await t.request("/api/v1/pain-entries?limit=2", { as: user }),
    );
    expect(first.items.map((e) => e.id)).toEqual([ids[4], ids[3]]);
    const second = await json<PainEntryList>(
      await t.request(`/api/v1/pain-entries?limit=2&cursor=${first.nextCursor}`, { as: user }),
    );
    expect(second.items.map((e) => e.id)).toEqual([ids[2], ids[1]]);
    const ranged = await json<PainEntryList>(
      await t.request(
        `/api/v1/pain-entries?from=${encodeURIComponent(hoursAgo(4.5))}&to=${encodeURIComponent(hoursAgo(1.5))}`,
        { as: user },
      ),
    );
    expect(ranged.items.map((e) => e.id)).toEqual([ids[3], ids[2], ids[1]]);
    const forged = await t.request("/api/v1/pain-entries?cursor=nonsense", { as: user });
    expect(forged.status).toBe(400);
  });

  it("are one person's: another gets 404 and changes nothing", async () => {
    const a = await t.signUp();
    const b = await t.signUp();
    const entry = await record(a, { occurredAt: hoursAgo(2), regions: [knee, back] });
    for (const [method, body] of [
      ["GET", undefined],
      ["PATCH", { note: "not mine" }],
      ["DELETE", undefined],
    ] as const) {
      const response = await t.request(`/api/v1/pain-entries/${entry.id}`, {
        method,
        ...(body ? { json: body } : {}),
        as: b,
      });
      expect(response.status).toBe(404);
    }
    expect(
      (await json<PainEntryList>(await t.request("/api/v1/pain-entries", { as: b }))).items,
    ).toEqual([]);
    const still = await t.request(`/api/v1/pain-entries/${entry.id}`, { as: a });
    expect(await json(still)).toEqual(entry);
    const visitor = await t.request("/api/v1/pain-entries");
    expect(visitor.status).toBe(401);
  });

  it("are in the data download, as JSON and as a readable CSV", async () => {
    const user = await t.signUp();
    const entry = await record(user, {
      occurredAt: "2026-11-20T08:15:00Z",
      regions: [knee, back],
      symptoms: ["stiffness", "swelling"],
      note: "stairs, again",
    });
    const response = await t.request("/api/v1/account/export", { as: user });
    expect(response.status).toBe(200);
    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    const data = JSON.parse(strFromU8(files["vitalog-data.json"] ?? new Uint8Array()));
    expect(data["pain-entries"]).toMatchObject([{ id: entry.id, regions: [knee, back] }]);
    const lines = strFromU8(files["pain-entries.csv"] ?? new Uint8Array())
      .replace(/^\uFEFF/, "")
      .trimEnd()
      .split("\r\n");
    expect(lines[0]).toBe(
      "id,occurred_at,regions,symptoms,triggers,relief,note,created_at,updated_at",
    );
    expect(lines[1]).toContain(
      `${entry.id},2026-11-20T08:15:00.000Z,left-knee:7:aching; lower-back:3:throbbing,stiffness; swelling,,,"stairs, again",`,
    );
  });
});
