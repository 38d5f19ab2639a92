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

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

describe("meditation sessions", () => {
  it("logs, lists, changes and deletes a session, for its owner only", async () => {
    const made = await t.request("/api/v1/meditation-sessions", {
      method: "POST",
      json: { startedAt: minutesAgo(30), durationSeconds: 600, note: " calm " },
      as: ann,
    });
    expect(made.status).toBe(201);
    const session = await json<{ id: string; note: string; durationSeconds: number }>(made);
    expect(session.note).toBe("calm");

    const list = await json<{ items: { id: string }[] }>(
      await t.request("/api/v1/meditation-sessions", { as: ann }),
    );
    expect(list.items.map((s) => s.id)).toEqual([session.id]);
    expect(
      (
        await json<{ items: unknown[] }>(
          await t.request("/api/v1/meditation-sessions", { as: ben }),
        )
      ).items,
    ).toEqual([]);

    const path = `/api/v1/meditation-sessions/${session.id}`;
    expect(
      (await t.request(path, { method: "PATCH", json: { durationSeconds: 60 }, as: ben })).status,
    ).toBe(404);
    expect((await t.request(path, { method: "DELETE", as: ben })).status).toBe(404);
    const changed = await t.request(path, {
      method: "PATCH",
      json: { durationSeconds: 900 },
      as: ann,
    });
    expect((await json<{ durationSeconds: number }>(changed)).durationSeconds).toBe(900);
    expect((await t.request(path, { method: "DELETE", as: ann })).status).toBe(204);
    expect((await t.request(path, { as: ann })).status).toBe(404);
  });

  it("refuses lengths outside 1 s to 24 h, a start in the future and a long note, with their messages", async () => {
    for (const [body, message] of [
      [
        { startedAt: minutesAgo(5), durationSeconds: 0 },
        "The duration must be between 1 second and 24 hours",
      ],
      [
        { startedAt: minutesAgo(5), durationSeconds: 86_401 },
        "The duration must be between 1 second and 24 hours",
      ],
      [{ startedAt: minutesAgo(-60), durationSeconds: 60 }, "The start cannot be in the future"],
      [
        { startedAt: minutesAgo(5), durationSeconds: 60, note: "x".repeat(501) },
        "Notes can be at most 500 characters",
      ],
      [{ startedAt: "yesterday", durationSeconds: 60 }, "Enter when the session started"],
    ] as const) {
      const response = await t.request("/api/v1/meditation-sessions", {
        method: "POST",
        json: body,
        as: ann,
      });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
  });

  it("sums minutes, this week and streaks in the person's time zone", async () => {
    const cara = await t.signUp();
    // Both at one instant, so they share a local day in every time zone at any hour.
    const startedAt = minutesAgo(20);
    for (const minutes of [10, 5]) {
      await t.request("/api/v1/meditation-sessions", {
        method: "POST",
        json: { startedAt, durationSeconds: minutes * 60 },
        as: cara,
      });
    }
    for (const tz of ["UTC", "Pacific/Kiritimati", "America/Los_Angeles"]) {
      const stats = await json<Record<string, number>>(
        await t.request(`/api/v1/meditation-sessions/stats?tz=${tz}`, { as: cara }),
      );
      expect(stats.totalMinutes).toBe(15);
      expect(stats.totalSessions).toBe(2);
      expect(stats.averageMinutes).toBe(7.5);
      expect(stats.currentStreakDays).toBe(1);
    }
    expect(
      (await t.request("/api/v1/meditation-sessions/stats?tz=Mars/Base", { as: cara })).status,
    ).toBe(400);
    const empty = await json<Record<string, number>>(
      await t.request("/api/v1/meditation-sessions/stats", { as: ben }),
    );
    expect([empty.totalMinutes, empty.totalSessions, empty.currentStreakDays]).toEqual([0, 0, 0]);
  });

  it("keeps settings per person, with defaults until changed", async () => {
    expect(await json(await t.request("/api/v1/meditation-settings", { as: ann }))).toEqual({
      showStreak: true,
      intervalBellMinutes: null,
    });
    const saved = await t.request("/api/v1/meditation-settings", {
      method: "PATCH",
      json: { showStreak: false, intervalBellMinutes: 5 },
      as: ann,
    });
    expect(await json(saved)).toEqual({ showStreak: false, intervalBellMinutes: 5 });
    expect(
      (
        await json<{ showStreak: boolean }>(
          await t.request("/api/v1/meditation-settings", { as: ben }),
        )
      ).showStreak,
    ).toBe(true);
    const bad = await t.request("/api/v1/meditation-settings", {
      method: "PATCH",
      json: { intervalBellMinutes: 31 },
      as: ann,
    });
    expect(bad.status).toBe(400);
  });
});
