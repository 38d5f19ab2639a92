import { localDateOf, startOfWeek } from "@vitalog/domain";
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

const BASE = "/api/v1/meditation-sessions";
const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();
type SessionJson = {
  id: string;
  startedAt: string;
  durationSeconds: number;
  note: string | null;
  createdAt: string;
  updatedAt: string;
};
type Page = { items: SessionJson[]; nextCursor: string | null };
type Stats = {
  totalMinutes: number;
  totalSessions: number;
  sessionsThisWeek: number;
  minutesThisWeek: number;
  averageMinutes: number;
  currentStreak: number;
  longestStreak: number;
  minutesPerWeek: { weekStart: string; minutes: number }[];
};

async function errorOf(response: Response) {
  return {
    status: response.status,
    message: (await json<{ error: { message: string } }>(response)).error.message,
  };
}

async function log(as: TestUser, startedAt: string, durationSeconds: number, note?: string) {
  const response = await t.request(BASE, {
    method: "POST",
    json: { startedAt, durationSeconds, ...(note === undefined ? {} : { note }) },
    as,
  });
  expect(response.status).toBe(201);
  return json<SessionJson>(response);
}

const stats = async (as: TestUser, tz?: string) =>
  json<Stats>(await t.request(`${BASE}/stats${tz ? `?tz=${tz}` : ""}`, { as }));

describe("meditation sessions", () => {
  it("logs, reads, lists, changes and deletes a session, for its owner only", async () => {
    const startedAt = minutesAgo(30);
    const session = await log(ann, startedAt, 600, " calm ");
    expect(session).toMatchObject({ startedAt, durationSeconds: 600, note: "calm" });
    expect(Object.keys(session).sort()).toEqual(
      ["createdAt", "durationSeconds", "id", "note", "startedAt", "updatedAt"].sort(),
    );

    const path = `${BASE}/${session.id}`;
    expect(await json(await t.request(path, { as: ann }))).toEqual(session);
    expect(await errorOf(await t.request(path, { as: ben }))).toEqual({
      status: 404,
      message: "Meditation session not found",
    });
    const list = await json<Page>(await t.request(BASE, { as: ann }));
    expect(list.items.map((s) => s.id)).toEqual([session.id]);
    expect((await json<Page>(await t.request(BASE, { as: ben }))).items).toEqual([]);

    // Another person's id is not there for them, whatever they try.
    expect(
      (await t.request(path, { method: "PATCH", json: { durationSeconds: 60 }, as: ben })).status,
    ).toBe(404);
    expect((await t.request(path, { method: "DELETE", as: ben })).status).toBe(404);
    expect((await json<SessionJson>(await t.request(path, { as: ann }))).durationSeconds).toBe(600);

    const earlier = minutesAgo(90);
    const changed = await json<SessionJson>(
      await t.request(path, {
        method: "PATCH",
        json: { durationSeconds: 900, startedAt: earlier, note: null },
        as: ann,
      }),
    );
    expect(changed).toMatchObject({ durationSeconds: 900, startedAt: earlier, note: null });
    const noted = await json<SessionJson>(
      await t.request(path, { method: "PATCH", json: { note: "Body scan" }, as: ann }),
    );
    expect(noted).toMatchObject({ durationSeconds: 900, note: "Body scan" });

    expect((await t.request(path, { method: "DELETE", as: ann })).status).toBe(204);
    expect((await t.request(path, { as: ann })).status).toBe(404);
    expect((await t.request(path, { method: "DELETE", as: ann })).status).toBe(404);
    expect((await t.request(`${BASE}/not-a-uuid`, { as: ann })).status).toBe(404);
  });

  it("refuses visitors", async () => {
    for (const path of [BASE, `${BASE}/stats`, "/api/v1/meditation-settings"]) {
      expect((await t.request(path)).status).toBe(401);
    }
  });

  it("refuses bad sessions with their messages, never a 500", async () => {
    const duration = "The duration must be between 1 second and 24 hours";
    for (const [body, message] of [
      [{ startedAt: minutesAgo(5), durationSeconds: -5 }, duration],
      [{ startedAt: minutesAgo(5), durationSeconds: 0 }, duration],
      [{ startedAt: minutesAgo(5), durationSeconds: 86_401 }, duration],
      [{ startedAt: minutesAgo(5), durationSeconds: 90.5 }, duration],
      [{ startedAt: minutesAgo(5), durationSeconds: "600" }, duration],
      [{ startedAt: minutesAgo(5) }, duration],
      [{ startedAt: minutesAgo(-60), durationSeconds: 60 }, "The start cannot be in the future"],
      [
        { startedAt: "1899-12-31T23:00:00.000Z", durationSeconds: 60 },
        "The start must be in 1900 or later",
      ],
      [
        { startedAt: minutesAgo(5), durationSeconds: 60, note: "x".repeat(501) },
        "Notes can be at most 500 characters",
      ],
      [{ startedAt: "yesterday", durationSeconds: 60 }, "Enter when the session started"],
      [{ durationSeconds: 60 }, "Enter when the session started"],
    ] as const) {
      expect(await errorOf(await t.request(BASE, { method: "POST", json: body, as: ann }))).toEqual(
        { status: 400, message },
      );
    }
    const unknown = await t.request(BASE, {
      method: "POST",
      json: { startedAt: minutesAgo(5), durationSeconds: 60, mood: "calm" },
      as: ann,
    });
    expect(unknown.status).toBe(400);
    // The bounds themselves are allowed.
    await log(ann, minutesAgo(24 * 60 + 10), 86_400);
    await log(ann, minutesAgo(1), 1);
  });

  it("checks a change as it checks a new session", async () => {
    const session = await log(ann, minutesAgo(10), 300);
    const path = `${BASE}/${session.id}`;
    for (const [body, message] of [
      [{ durationSeconds: 0 }, "The duration must be between 1 second and 24 hours"],
      [{ startedAt: minutesAgo(-10) }, "The start cannot be in the future"],
      [{ note: "y".repeat(501) }, "Notes can be at most 500 characters"],
    ] as const) {
      expect(
        await errorOf(await t.request(path, { method: "PATCH", json: body, as: ann })),
      ).toEqual({ status: 400, message });
    }
    expect((await json<SessionJson>(await t.request(path, { as: ann }))).durationSeconds).toBe(300);
  });

  it("pages newest first by a cursor, and refuses a forged one", async () => {
    const eve = await t.signUp();
    for (const m of [50, 40, 30, 20, 10]) await log(eve, minutesAgo(m), 60);
    const first = await json<Page>(await t.request(`${BASE}?limit=2`, { as: eve }));
    expect(first.items).toHaveLength(2);
    expect(first.nextCursor).not.toBeNull();
    const rest = await json<Page>(
      await t.request(`${BASE}?limit=10&cursor=${first.nextCursor}`, { as: eve }),
    );
    const all = [...first.items, ...rest.items].map((s) => s.startedAt);
    expect(all).toHaveLength(5);
    expect(all).toEqual([...all].sort().reverse());
    expect(rest.nextCursor).toBeNull();
    expect((await t.request(`${BASE}?cursor=nonsense`, { as: eve })).status).toBe(400);
    expect((await t.request(`${BASE}?limit=1000`, { as: eve })).status).toBe(400);
  });
});

describe("meditation stats", () => {
  it("shows 10 total minutes after one 600 s session, and zeros for nobody's sessions", async () => {
    const dan = await t.signUp();
    const empty = await stats(dan);
    expect(empty).toMatchObject({
      totalMinutes: 0,
      totalSessions: 0,
      sessionsThisWeek: 0,
      minutesThisWeek: 0,
      averageMinutes: 0,
      currentStreak: 0,
      longestStreak: 0,
    });
    expect(empty.minutesPerWeek).toHaveLength(12);
    expect(empty.minutesPerWeek.every((w) => w.minutes === 0)).toBe(true);

    await log(dan, minutesAgo(30), 600);
    const one = await stats(dan);
    expect(one).toMatchObject({ totalMinutes: 10, totalSessions: 1, averageMinutes: 10 });
    expect(one.currentStreak).toBe(1);
    expect(one.minutesPerWeek.at(-1)?.minutes).toBeGreaterThanOrEqual(0);
    // Another person's sessions never count.
    expect((await stats(ben)).totalMinutes).toBe(0);
  });

  it("sums minutes, this week and streaks in the person's time zone", async () => {
    const cara = await t.signUp();
    // Both at one instant, so they share a local day in every time zone at any hour.
    const startedAt = minutesAgo(20);
    for (const minutes of [10, 5]) await log(cara, startedAt, minutes * 60);
    for (const tz of ["UTC", "Pacific/Kiritimati", "America/Los_Angeles", "Asia/Kolkata"]) {
      const s = await stats(cara, tz);
      expect(s.totalMinutes).toBe(15);
      expect(s.totalSessions).toBe(2);
      expect(s.averageMinutes).toBe(7.5);
      expect(s.currentStreak).toBe(1);
      expect(s.longestStreak).toBe(1);
      // In this week unless a local Monday began in the last 20 minutes.
      const sameWeek =
        startOfWeek(localDateOf(new Date(startedAt), tz)) ===
        startOfWeek(localDateOf(new Date(), tz));
      expect(s.sessionsThisWeek).toBe(sameWeek ? 2 : 0);
      expect(s.minutesThisWeek).toBe(sameWeek ? 15 : 0);
      expect(s.minutesPerWeek.at(sameWeek ? -1 : -2)?.minutes).toBe(15);
    }
    expect(await errorOf(await t.request(`${BASE}/stats?tz=Mars/Base`, { as: cara }))).toEqual({
      status: 400,
      message: "The time zone is not one we know",
    });
  });

  it("counts a streak of days, broken by a missed day", async () => {
    const finn = await t.signUp();
    // Whole days before a second ago: the same UTC time of day on each day.
    const dayAgo = (days: number) => new Date(Date.now() - 1_000 - days * 86_400_000).toISOString();
    // Today, yesterday, the day before; then a missed day; then two more days.
    for (const d of [0, 1, 2, 4, 5]) await log(finn, dayAgo(d), 300);
    const s = await stats(finn);
    expect(s.currentStreak).toBe(3);
    expect(s.longestStreak).toBe(3);
    expect(s.totalSessions).toBe(5);
    expect(s.totalMinutes).toBe(25);
    // The twelve weeks add up to every session, all of them within the last six days.
    expect(s.minutesPerWeek.reduce((sum, w) => sum + w.minutes, 0)).toBe(25);
    const weeks = s.minutesPerWeek.map((w) => w.weekStart);
    expect(weeks).toEqual([...weeks].sort());
    expect(new Date(`${weeks[0]}T00:00:00Z`).getUTCDay()).toBe(1); // Mondays
  });
});

describe("meditation settings", () => {
  it("keeps settings per person, with defaults until changed", async () => {
    const gil = await t.signUp();
    const path = "/api/v1/meditation-settings";
    expect(await json(await t.request(path, { as: gil }))).toEqual({
      showStreak: true,
      intervalBellMinutes: null,
    });
    const saved = await t.request(path, {
      method: "PATCH",
      json: { showStreak: false, intervalBellMinutes: 5 },
      as: gil,
    });
    expect(await json(saved)).toEqual({ showStreak: false, intervalBellMinutes: 5 });
    // A change of one field keeps the other.
    expect(
      await json(await t.request(path, { method: "PATCH", json: { showStreak: true }, as: gil })),
    ).toEqual({ showStreak: true, intervalBellMinutes: 5 });
    expect(
      await json(
        await t.request(path, { method: "PATCH", json: { intervalBellMinutes: null }, as: gil }),
      ),
    ).toEqual({ showStreak: true, intervalBellMinutes: null });
    expect(await json(await t.request(path, { as: ben }))).toEqual({
      showStreak: true,
      intervalBellMinutes: null,
    });
    for (const bad of [0, 31, 2.5, "5"]) {
      expect(
        await errorOf(
          await t.request(path, { method: "PATCH", json: { intervalBellMinutes: bad }, as: gil }),
        ),
      ).toEqual({ status: 400, message: "The interval bell must be every 1 to 30 minutes" });
    }
    expect(
      await errorOf(
        await t.request(path, { method: "PATCH", json: { showStreak: "no" }, as: gil }),
      ),
    ).toEqual({ status: 400, message: "Choose whether the streak shows: true or false" });
    expect(
      (await t.request(path, { method: "PATCH", json: { sound: "gong" }, as: gil })).status,
    ).toBe(400);
  });
});
