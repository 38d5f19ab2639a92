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

const hoursAgo = (h: number) => new Date(Date.now() - h * 3_600_000).toISOString();
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
      [{ targetHours: 16, startTime: "1850-01-01T00:00:00Z" }, "Enter when the fast started"],
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
    for (const body of [
      { defaultDurationHours: 0 },
      { dailyReminderTime: "25:00" },
      { safetyNoteAcknowledged: false },
    ]) {
      expect(
        (await t.request("/api/v1/fasting-settings", { method: "PATCH", json: body, as: cara }))
          .status,
      ).toBe(400);
    }
  });
});
