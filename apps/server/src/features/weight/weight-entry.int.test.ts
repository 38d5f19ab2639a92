import { type WeightEntry, type WeightEntryList, WeightMessage } from "@vitalog/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";

interface ErrorReply {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const daysAgo = (days: number, hour = 7) => {
  const at = new Date(Date.now() - days * DAY);
  at.setUTCHours(hour, 30, 0, 0);
  return at.toISOString();
};

/** An instant `days` before three hours ago, plus `hours`: always in the past, whatever the hour. */
const beforeNow = (days: number, hours = 0) =>
  new Date(Date.now() - 3 * 3_600_000 - days * DAY + hours * 3_600_000).toISOString();

async function addEntry(user: TestUser, body: Record<string, unknown>): Promise<WeightEntry> {
  const response = await t.request("/api/v1/weight-entries", { json: body, as: user });
  expect(response.status).toBe(201);
  return json<WeightEntry>(response);
}

describe("weight entries", () => {
  it("are created, read, changed and deleted by their owner", async () => {
    const user = await t.signUp();

    // 1. Record a weigh-in with a note.
    const created = await addEntry(user, {
      weightKg: 71.4,
      measuredAt: "2026-01-15T08:00:00+01:00",
      note: "  after the run  ",
    });
    expect(created).toMatchObject({
      weightKg: 71.4,
      measuredAt: "2026-01-15T07:00:00.000Z",
      note: "after the run",
    });

    // 2. Read it back.
    const read = await t.request(`/api/v1/weight-entries/${created.id}`, { as: user });
    expect(read.status).toBe(200);
    expect(await json(read)).toEqual(created);

    // 3. Change the weight only; the rest stays.
    const patched = await t.request(`/api/v1/weight-entries/${created.id}`, {
      method: "PATCH",
      json: { weightKg: 70.9 },
      as: user,
    });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({
      id: created.id,
      weightKg: 70.9,
      measuredAt: created.measuredAt,
      note: "after the run",
    });

    // 4. Clear the note.
    const cleared = await t.request(`/api/v1/weight-entries/${created.id}`, {
      method: "PATCH",
      json: { note: "" },
      as: user,
    });
    expect((await json<WeightEntry>(cleared)).note).toBeNull();

    // 5. Delete it; it is gone.
    const deleted = await t.request(`/api/v1/weight-entries/${created.id}`, {
      method: "DELETE",
      as: user,
    });
    expect(deleted.status).toBe(204);
    const gone = await t.request(`/api/v1/weight-entries/${created.id}`, { as: user });
    expect(gone.status).toBe(404);
    expect((await json<ErrorReply>(gone)).error.message).toBe(WeightMessage.notFound);
  });

  it.each([
    [
      "under 20 kg",
      { weightKg: 19.9, measuredAt: daysAgo(1) },
      WeightMessage.weightRange,
      "weightKg",
    ],
    [
      "over 500 kg",
      { weightKg: 500.1, measuredAt: daysAgo(1) },
      WeightMessage.weightRange,
      "weightKg",
    ],
    [
      "a weight that is text",
      { weightKg: "heavy", measuredAt: daysAgo(1) },
      WeightMessage.weightRequired,
      "weightKg",
    ],
    ["no weight", { measuredAt: daysAgo(1) }, WeightMessage.weightRequired, "weightKg"],
    [
      "a date that is not a date",
      { weightKg: 70, measuredAt: "yesterday" },
      WeightMessage.dateRequired,
      "measuredAt",
    ],
    ["no date", { weightKg: 70 }, WeightMessage.dateRequired, "measuredAt"],
    [
      "a date tomorrow",
      { weightKg: 70, measuredAt: new Date(Date.now() + DAY).toISOString() },
      WeightMessage.dateInFuture,
      "measuredAt",
    ],
    [
      "a 501-character note",
      { weightKg: 70, measuredAt: daysAgo(1), note: "x".repeat(501) },
      WeightMessage.noteTooLong,
      "note",
    ],
    [
      "a note that is a number",
      { weightKg: 70, measuredAt: daysAgo(1), note: 5 },
      undefined,
      "note",
    ],
    [
      "a date before 1900",
      { weightKg: 70, measuredAt: "0000-01-01T00:00:00Z" },
      WeightMessage.dateRequired,
      "measuredAt",
    ],
    [
      "a field entries do not have",
      { weightKg: 70, measuredAt: daysAgo(1), userId: "someone-else" },
      undefined,
      "userId",
    ],
  ])("refuse %s, with a message", async (_label, body, message, field) => {
    const user = await t.signUp();
    const response = await t.request("/api/v1/weight-entries", { json: body, as: user });
    expect(response.status).toBe(400);
    const { error } = await json<ErrorReply>(response);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.fields?.[field]).toBeTruthy();
    if (message) expect(error.message).toBe(message);
  });

  it("accept the limits themselves: 20 kg, 500 kg and a 500-character note", async () => {
    const user = await t.signUp();
    await addEntry(user, { weightKg: 20, measuredAt: daysAgo(2) });
    await addEntry(user, {
      weightKg: 500,
      measuredAt: daysAgo(1),
      note: "x".repeat(500),
      confirmed: true,
    });
  });

  it("refuse malformed JSON, bodies that are not JSON and text PostgreSQL cannot store", async () => {
    const user = await t.signUp();
    const nul = await t.request("/api/v1/weight-entries", {
      body: '{"weightKg": 70, "measuredAt": "2026-01-01T08:00:00Z", "note": "a\\u0000b"}',
      as: user,
    });
    expect(nul.status).toBe(400);

    const malformed = await t.request("/api/v1/weight-entries", {
      body: '{"weightKg": 70,',
      as: user,
    });
    expect(malformed.status).toBe(400);
    expect((await json<ErrorReply>(malformed)).error.code).toBe("VALIDATION_FAILED");

    const form = await t.request("/api/v1/weight-entries", {
      body: "weightKg=70",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
      as: user,
    });
    expect(form.status).toBe(415);

    const badPatch = await t.request(
      "/api/v1/weight-entries/00000000-0000-4000-8000-000000000000",
      {
        method: "PATCH",
        json: { weightKg: 1000 },
        as: user,
      },
    );
    expect(badPatch.status).toBe(400);
  });

  it("list newest first, page by cursor without gaps or repeats, and filter by date", async () => {
    const user = await t.signUp();

    // 1. 25 weigh-ins over 25 days, two of them at the very same instant.
    const made: WeightEntry[] = [];
    for (let day = 0; day < 24; day++) {
      made.push(await addEntry(user, { weightKg: 80 - day * 0.1, measuredAt: daysAgo(day + 1) }));
    }
    made.push(await addEntry(user, { weightKg: 77, measuredAt: daysAgo(5) }));

    // 2. Walk the pages of 10.
    const seen: WeightEntry[] = [];
    let cursor: string | null = null;
    let pages = 0;
    do {
      const query: string = cursor ? `?limit=10&cursor=${cursor}` : "?limit=10";
      const page = await json<WeightEntryList>(
        await t.request(`/api/v1/weight-entries${query}`, { as: user }),
      );
      seen.push(...page.items);
      cursor = page.nextCursor;
      pages += 1;
    } while (cursor);
    expect(pages).toBe(3);
    expect(seen).toHaveLength(25);
    expect(new Set(seen.map((e) => e.id)).size).toBe(25);

    // 3. Order: measuredAt descending, then id descending.
    const expected = [...made].sort(
      (a, b) => b.measuredAt.localeCompare(a.measuredAt) || b.id.localeCompare(a.id),
    );
    expect(seen.map((e) => e.id)).toEqual(expected.map((e) => e.id));

    // 4. Only the last week, for the chart.
    const week = await json<WeightEntryList>(
      await t.request(
        `/api/v1/weight-entries?limit=100&from=${encodeURIComponent(daysAgo(7, 0))}&to=${encodeURIComponent(new Date().toISOString())}`,
        { as: user },
      ),
    );
    expect(week.items).toHaveLength(8);
    expect(week.nextCursor).toBeNull();

    // 5. Default page size is 30.
    const all = await json<WeightEntryList>(
      await t.request("/api/v1/weight-entries", { as: user }),
    );
    expect(all.items).toHaveLength(25);
  });

  it("refuse a cursor the API did not issue and out-of-range page sizes", async () => {
    const user = await t.signUp();
    for (const query of [
      "from=0000-01-01T00:00:00Z",
      "cursor=not-a-cursor",
      "cursor=bm9wZQ",
      "limit=0",
      "limit=101",
      "limit=ten",
      "from=monday",
      "to=1899-12-31T23:59:59Z",
      `to=${new Date(Date.now() + 2 * 86_400_000).toISOString()}`,
      // Well-formed cursors at instants no entry can have: before 1900, after tomorrow.
      ...["0000-01-01", "1899-12-31", "9999-12-31"].map(
        (day) =>
          `cursor=${Buffer.from(`${day}T00:00:00.000Z|${crypto.randomUUID()}`).toString("base64url")}`,
      ),
    ]) {
      const response = await t.request(`/api/v1/weight-entries?${query}`, { as: user });
      expect(response.status, query).toBe(400);
      expect((await json<ErrorReply>(response)).error.code).toBe("VALIDATION_FAILED");
    }
  });
});

describe("another person's entries", () => {
  it("are invisible: 404 by id for read, change and delete, and absent from lists", async () => {
    // 1. Ann records a weight; Ben has an account too.
    const ann = await t.signUp();
    const ben = await t.signUp();
    const entry = await addEntry(ann, { weightKg: 64.2, measuredAt: daysAgo(1) });

    // 2. Ben cannot read, change or delete it by id.
    const path = `/api/v1/weight-entries/${entry.id}`;
    for (const [method, body] of [
      ["GET", undefined],
      ["PATCH", { weightKg: 50 }],
      ["DELETE", undefined],
    ] as const) {
      const response = await t.request(path, { method, as: ben, ...(body ? { json: body } : {}) });
      expect(response.status, method).toBe(404);
      expect((await json<ErrorReply>(response)).error.message).toBe(WeightMessage.notFound);
    }

    // 3. Ben's list does not show it, and Ann's entry is unchanged.
    const bens = await json<WeightEntryList>(
      await t.request("/api/v1/weight-entries", { as: ben }),
    );
    expect(bens.items).toEqual([]);
    expect(await json(await t.request(path, { as: ann }))).toEqual(entry);
  });

  it("and ids that are not ids at all, answer 404", async () => {
    const user = await t.signUp();
    for (const id of ["123", "not-a-uuid", "00000000-0000-4000-8000-000000000000"]) {
      const response = await t.request(`/api/v1/weight-entries/${id}`, { as: user });
      expect(response.status).toBe(404);
    }
  });

  it("ask to confirm a weight far from the nearest weigh-in, and take it once confirmed", async () => {
    const user = await t.signUp();
    await addEntry(user, { weightKg: 80, measuredAt: beforeNow(1) });
    // 840 lb (381 kg) more than yesterday.
    const body = { weightKg: 80 + 381, measuredAt: beforeNow(0) };
    const asked = await t.request("/api/v1/weight-entries", { json: body, as: user });
    expect(asked.status).toBe(422);
    const { error } = await json<ErrorReply>(asked);
    expect(error).toEqual({
      code: "CONFIRMATION_REQUIRED",
      message: WeightMessage.changeImplausible,
      fields: { weightKg: WeightMessage.changeImplausible },
    });
    // Within 3 kg and 1 kg a day it is taken at once.
    await addEntry(user, { weightKg: 84, measuredAt: beforeNow(0, 1) });
    const saved = await addEntry(user, { ...body, confirmed: true });
    expect(saved.weightKg).toBe(461);

    // A change to an entry is asked about the same way.
    const changed = await t.request(`/api/v1/weight-entries/${saved.id}`, {
      method: "PATCH",
      json: { measuredAt: beforeNow(3) },
      as: user,
    });
    expect(changed.status).toBe(422);
    // Beyond the bounds nothing is asked: it is refused.
    const refused = await t.request("/api/v1/weight-entries", {
      json: { weightKg: 501, measuredAt: beforeNow(0), confirmed: true },
      as: user,
    });
    expect(refused.status).toBe(400);
  });
});
