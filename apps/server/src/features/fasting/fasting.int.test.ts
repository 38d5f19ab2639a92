import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";

let t: TestApp;
let ann: TestUser;
let ben: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  [ann, ben] = [await t.signUp(), await t.signUp()];
});
afterAll(() => t.close());

const NOW = Math.floor(Date.now() / 3_600_000) * 3_600_000 - 60_000;
/** An instant whole hours before a fixed "now" (a minute before this hour began). */
const hoursAgo = (h: number) => new Date(NOW - h * 3_600_000).toISOString();
type FastJson = { id: string; startTime: string; endTime: string | null; targetHours: number };

async function errorOf(response: Response) {
  return {
    status: response.status,
    message: (await json<{ error: { message: string } }>(response)).error.message,
  };
}

describe("fasts", () => {
  it("starts one fast at a time, ends it, and keeps it in the history", async () => {
    const started = await t.request("/api/v1/fasts", {
      method: "POST",
      json: { targetHours: 16, startTime: hoursAgo(17) },
      as: ann,
    });
    expect(started.status).toBe(201);
    const fast = await json<FastJson>(started);
    expect(fast.endTime).toBeNull();

    const second = await t.request("/api/v1/fasts", {
      method: "POST",
      json: { targetHours: 12 },
      as: ann,
    });
    expect(await errorOf(second)).toEqual({
      status: 409,
      message: "A fast is already in progress. End it before starting a new one.",
    });
    // Two at once: the database lets only one through.
    const racers = await Promise.all(
      [1, 2].map(() =>
        t.request("/api/v1/fasts", { method: "POST", json: { targetHours: 12 }, as: ben }),
      ),
    );
    expect(racers.map((r) => r.status).sort()).toEqual([201, 409]);

    const current = await json<{ fast: FastJson | null }>(
      await t.request("/api/v1/fasts/current", { as: ann }),
    );
    expect(current.fast?.id).toBe(fast.id);

    const ended = await t.request(`/api/v1/fasts/${fast.id}/end`, {
      method: "POST",
      json: {},
      as: ann,
    });
    expect(ended.status).toBe(200);
    expect((await json<FastJson>(ended)).endTime).not.toBeNull();
    expect(
      await errorOf(
        await t.request(`/api/v1/fasts/${fast.id}/end`, { method: "POST", json: {}, as: ann }),
      ),
    ).toEqual({
      status: 409,
      message: "This fast has already ended",
    });
    expect(
      (await json<{ fast: null }>(await t.request("/api/v1/fasts/current", { as: ann }))).fast,
    ).toBeNull();
    // Two ends at once: one ends the fast, the other is told it has ended.
    const [benFast] = await Promise.all(
      racers.filter((r) => r.status === 201).map((r) => json<FastJson>(r)),
    );
    const ends = await Promise.all(
      [1, 2].map(() =>
        t.request(`/api/v1/fasts/${benFast?.id}/end`, { method: "POST", json: {}, as: ben }),
      ),
    );
    expect(ends.map((r) => r.status).sort()).toEqual([200, 409]);

    const stats = await json<Record<string, number>>(
      await t.request("/api/v1/fasts/stats?tz=Europe/Berlin", { as: ann }),
    );
    expect(stats.completedFasts).toBe(1);
    expect(stats.fastsReachingTarget).toBe(1);
    expect(stats.currentStreakDays).toBe(1);
    expect(stats.nextStreakMilestone).toBe(3);
  });

  it("edits a past fast's start and end, keeping the end after the start", async () => {
    const made = await json<FastJson>(
      await t.request("/api/v1/fasts", {
        method: "POST",
        json: { targetHours: 14, startTime: hoursAgo(40) },
        as: ann,
      }),
    );
    await t.request(`/api/v1/fasts/${made.id}/end`, {
      method: "POST",
      json: { endTime: hoursAgo(25) },
      as: ann,
    });
    const path = `/api/v1/fasts/${made.id}`;
    const changed = await t.request(path, {
      method: "PATCH",
      json: { startTime: hoursAgo(41), endTime: hoursAgo(26) },
      as: ann,
    });
    expect(changed.status).toBe(200);
    expect(
      await errorOf(
        await t.request(path, { method: "PATCH", json: { endTime: hoursAgo(42) }, as: ann }),
      ),
    ).toEqual({
      status: 400,
      message: "The end must be after the start",
    });
    expect(
      (await t.request(path, { method: "PATCH", json: { targetHours: 18 }, as: ben })).status,
    ).toBe(404);
    expect((await t.request(path, { as: ben })).status).toBe(404);
    expect((await t.request(`${path}/end`, { method: "POST", json: {}, as: ben })).status).toBe(
      404,
    );
    expect((await t.request(path, { method: "DELETE", as: ben })).status).toBe(404);
    expect((await t.request(path, { method: "DELETE", as: ann })).status).toBe(204);
  });

  it("answers every bad input with its message", async () => {
    const cases = [
      [{ targetHours: 169 }, "The target must be a whole number of hours from 1 to 168"],
      [{ targetHours: 0 }, "The target must be a whole number of hours from 1 to 168"],
      [{ targetHours: "16" }, "The target must be a whole number of hours from 1 to 168"],
      [{ targetHours: 16, startTime: hoursAgo(-2) }, "The start cannot be in the future"],
      [
        { targetHours: 16, startTime: "1850-01-01T00:00:00Z" },
        "The start must be in 1900 or later",
      ],
      [{ targetHours: 16, startTime: "yesterday" }, "Enter when the fast started"],
      [{}, "The target must be a whole number of hours from 1 to 168"],
    ] as const;
    for (const [body, message] of cases) {
      expect(
        await errorOf(await t.request("/api/v1/fasts", { method: "POST", json: body, as: ben })),
      ).toEqual({ status: 400, message });
    }
    expect((await t.request("/api/v1/fasts?cursor=nonsense", { as: ben })).status).toBe(400);
    expect((await t.request("/api/v1/fasts/stats?tz=Nowhere", { as: ben })).status).toBe(400);
    expect((await t.request("/api/v1/fasts/not-a-uuid", { as: ben })).status).toBe(404);
  });

  it("checks the end of a fast and never lets an edit make a second one in progress", async () => {
    const dana = await t.signUp();
    const running = await json<FastJson>(
      await t.request("/api/v1/fasts", {
        method: "POST",
        json: { targetHours: 16, startTime: hoursAgo(5) },
        as: dana,
      }),
    );
    const end = (body: object) =>
      t.request(`/api/v1/fasts/${running.id}/end`, { method: "POST", json: body, as: dana });
    for (const [body, message] of [
      [{ endTime: hoursAgo(-2) }, "The end cannot be in the future"],
      [{ endTime: hoursAgo(6) }, "The end must be after the start"],
      [{ endTime: "1850-01-01T00:00:00Z" }, "The end must be after the start"],
      [{ endTime: "tonight" }, "Enter when the fast ended"],
    ] as const) {
      expect(await errorOf(await end(body))).toEqual({ status: 400, message });
    }
    // The target of the fast in progress may change; it stays in progress.
    const path = `/api/v1/fasts/${running.id}`;
    const retargeted = await t.request(path, {
      method: "PATCH",
      json: { targetHours: 18 },
      as: dana,
    });
    expect(retargeted.status).toBe(200);
    expect(await json<FastJson>(retargeted)).toMatchObject({ targetHours: 18, endTime: null });
    expect(await json<FastJson>(await t.request(path, { as: dana }))).toMatchObject({
      id: running.id,
      targetHours: 18,
    });
    expect((await end({ endTime: hoursAgo(1) })).status).toBe(200);
    // Clearing the end of an ended fast would make a second fast in progress: refused.
    await t.request("/api/v1/fasts", { method: "POST", json: { targetHours: 12 }, as: dana });
    const reopened = await t.request(path, { method: "PATCH", json: { endTime: null }, as: dana });
    expect(await errorOf(reopened)).toEqual({ status: 400, message: "Enter when the fast ended" });
    const edits = [{ targetHours: 169 }, { startTime: hoursAgo(-3) }, { note: "x" }];
    for (const body of edits) {
      const r = await t.request(path, { method: "PATCH", json: body, as: dana });
      expect(r.status).toBe(400);
    }
  });

  it("lists a person's fasts newest first, a page at a time", async () => {
    const eve = await t.signUp();
    for (const [startedAgo, endedAgo] of [
      [80, 64],
      [56, 40],
      [32, 16],
    ] as const) {
      const made = await json<FastJson>(
        await t.request("/api/v1/fasts", {
          method: "POST",
          json: { targetHours: 16, startTime: hoursAgo(startedAgo) },
          as: eve,
        }),
      );
      await t.request(`/api/v1/fasts/${made.id}/end`, {
        method: "POST",
        json: { endTime: hoursAgo(endedAgo) },
        as: eve,
      });
    }
    const first = await json<{ items: FastJson[]; nextCursor: string | null }>(
      await t.request("/api/v1/fasts?limit=2", { as: eve }),
    );
    expect(first.items.map((f) => f.startTime)).toEqual([hoursAgo(32), hoursAgo(56)]);
    expect(first.nextCursor).not.toBeNull();
    const rest = await json<{ items: FastJson[]; nextCursor: string | null }>(
      await t.request(`/api/v1/fasts?limit=2&cursor=${first.nextCursor}`, { as: eve }),
    );
    expect(rest.items).toHaveLength(1);
    expect(rest.nextCursor).toBeNull();
    const stats = await json<Record<string, number | null>>(
      await t.request("/api/v1/fasts/stats?tz=UTC", { as: eve }),
    );
    expect(stats).toMatchObject({
      completedFasts: 3,
      fastsReachingTarget: 3,
      averageHours: 16,
      longestHours: 16,
      totalHours: 48,
    });
  });
});

describe("fasting settings", () => {
  it("start at the defaults, change per person, and remember the safety note once", async () => {
    const cara = await t.signUp();
    const initial = await json<Record<string, unknown>>(
      await t.request("/api/v1/fasting-settings", { as: cara }),
    );
    expect(initial).toMatchObject({
      defaultDurationHours: 16,
      startReminder: true,
      progressUpdates: true,
      endReminder: true,
      dailyReminderTime: "18:00",
      showStreaks: true,
      safetyNoteAcknowledgedAt: null,
    });
    const saved = await json<Record<string, unknown>>(
      await t.request("/api/v1/fasting-settings", {
        method: "PATCH",
        json: { defaultDurationHours: 18, showStreaks: false, safetyNoteAcknowledged: true },
        as: cara,
      }),
    );
    expect(saved).toMatchObject({ defaultDurationHours: 18, showStreaks: false });
    const first = saved.safetyNoteAcknowledgedAt;
    expect(typeof first).toBe("string");
    const again = await json<Record<string, unknown>>(
      await t.request("/api/v1/fasting-settings", {
        method: "PATCH",
        json: { safetyNoteAcknowledged: true },
        as: cara,
      }),
    );
    expect(again.safetyNoteAcknowledgedAt).toBe(first);
    expect(
      (
        await json<Record<string, unknown>>(
          await t.request("/api/v1/fasting-settings", { as: ann }),
        )
      ).showStreaks,
    ).toBe(true);
    for (const [body, message] of [
      [
        { defaultDurationHours: 0 },
        "The default duration must be a whole number of hours from 1 to 168",
      ],
      [
        { defaultDurationHours: 169 },
        "The default duration must be a whole number of hours from 1 to 168",
      ],
      [{ dailyReminderTime: "25:00" }, "Use a time in the form HH:MM"],
      [{ dailyReminderTime: "6pm" }, "Use a time in the form HH:MM"],
    ] as const) {
      expect(
        await errorOf(
          await t.request("/api/v1/fasting-settings", { method: "PATCH", json: body, as: cara }),
        ),
      ).toEqual({ status: 400, message });
    }
    for (const body of [{ safetyNoteAcknowledged: false }, { showStreaks: "no" }, { x: 1 }]) {
      expect(
        (await t.request("/api/v1/fasting-settings", { method: "PATCH", json: body, as: cara }))
          .status,
      ).toBe(400);
    }
    // Every setting is stored and read back.
    const all = {
      defaultDurationHours: 20,
      startReminder: false,
      progressUpdates: false,
      endReminder: false,
      milestones: false,
      hydrationReminders: false,
      dailyReminder: true,
      dailyReminderTime: "07:45",
      showStreaks: true,
    };
    await t.request("/api/v1/fasting-settings", { method: "PATCH", json: all, as: cara });
    expect(
      await json<Record<string, unknown>>(
        await t.request("/api/v1/fasting-settings", { as: cara }),
      ),
    ).toEqual({ ...all, safetyNoteAcknowledgedAt: first });
  });
});

describe("a fast left running", () => {
  it("asks before ending a 16-hour fast after 6 days, and takes a corrected end or a confirmation", async () => {
    const cy = await t.signUp();
    const started = await t.request("/api/v1/fasts", {
      method: "POST",
      json: { targetHours: 16, startTime: hoursAgo(6 * 24) },
      as: cy,
    });
    expect(started.status).toBe(201);
    const fast = await json<FastJson>(started);

    const endNow = await t.request(`/api/v1/fasts/${fast.id}/end`, {
      method: "POST",
      json: {},
      as: cy,
    });
    expect(endNow.status).toBe(422);
    const { error } = await json<{ error: { code: string; fields: Record<string, string> } }>(
      endNow,
    );
    expect(error.code).toBe("CONFIRMATION_REQUIRED");
    expect(error.fields).toEqual({
      endTime:
        "This fast ran far longer than its target: end it when you really ate, or confirm it is right",
    });

    // Ended at the time the person really ate, it is taken at once.
    const corrected = await t.request(`/api/v1/fasts/${fast.id}/end`, {
      method: "POST",
      json: { endTime: hoursAgo(6 * 24 - 17) },
      as: cy,
    });
    expect(corrected.status).toBe(200);

    // Stretching it again to 6 days asks again; confirmed, it is saved.
    const stretched = await t.request(`/api/v1/fasts/${fast.id}`, {
      method: "PATCH",
      json: { endTime: hoursAgo(1) },
      as: cy,
    });
    expect(stretched.status).toBe(422);
    const confirmed = await t.request(`/api/v1/fasts/${fast.id}`, {
      method: "PATCH",
      json: { endTime: hoursAgo(1), confirmed: true },
      as: cy,
    });
    expect(confirmed.status).toBe(200);
  });

  it("refuses a fast longer than 45 days, confirmed or not", async () => {
    const dee = await t.signUp();
    const response = await t.request("/api/v1/fasts", {
      method: "POST",
      json: { targetHours: 16, startTime: hoursAgo(46 * 24) },
      as: dee,
    });
    expect(await errorOf(response)).toEqual({
      status: 400,
      message: "A fast cannot last more than 45 days: correct its start or end",
    });
  });
});
