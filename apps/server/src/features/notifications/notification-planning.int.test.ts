import { schema } from "@vitalog/db";
import { ReminderText } from "@vitalog/domain";
import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";
import type { Clock } from "../../context.ts";
import { createOutbound } from "../../platform/outbound.ts";
import { deliverDue, loadVapidKeys, planDue } from "./notification.worker.ts";

// The reminders the server plans from the fasting settings' switches, the streak notices and
// weigh-in notes written when a fast ends or a weight is saved, and the missed weigh-in
// reminder: each listed by upcoming while ahead, and in the history once delivered.

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

type Item = {
  id: string;
  feature: string;
  type: string;
  at: string;
  title: string;
  body: string;
  entityId: string | null;
};
type HistoryItem = { feature: string; type: string; title: string; body: string };
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const iso = (ms: number) => new Date(ms).toISOString();

async function upcoming(user: TestUser, from: number, to: number): Promise<Item[]> {
  const r = await t.request(`/api/v1/notifications/upcoming?from=${iso(from)}&to=${iso(to)}`, {
    as: user,
  });
  expect(r.status).toBe(200);
  return (await json<{ items: Item[] }>(r)).items;
}

async function history(user: TestUser): Promise<HistoryItem[]> {
  const r = await t.request("/api/v1/notifications/history", { as: user });
  expect(r.status).toBe(200);
  return (await json<{ items: HistoryItem[] }>(r)).items;
}

async function call(user: TestUser, method: string, path: string, body?: unknown) {
  const r = await t.request(path, {
    method,
    ...(body === undefined ? {} : { json: body }),
    as: user,
  });
  expect(r.status, `${method} ${path}: ${await r.clone().text()}`).toBeLessThan(300);
  return r;
}

const clockAt = (ms: number): Clock => ({ now: () => new Date(ms) });
const workerOptions = (ms: number) => ({
  db: t.db,
  log: t.log,
  clock: clockAt(ms),
  pollMs: 100,
  subject: "mailto:test@example.com",
  outbound: createOutbound({ allowedHosts: [], logger: t.log }),
});

async function deliverAt(ms: number) {
  await deliverDue({ ...workerOptions(ms), vapidKeys: await loadVapidKeys(t.db) });
}

/** Starts a fast `hoursAgo` hours ago and, when `endHoursAgo` is given, ends it then. */
async function fast(user: TestUser, hoursAgo: number, endHoursAgo?: number, targetHours = 16) {
  const now = Math.floor(Date.now() / 1000) * 1000;
  const started = await call(user, "POST", "/api/v1/fasts", {
    startTime: iso(now - hoursAgo * HOUR),
    targetHours,
  });
  const { id } = await json<{ id: string }>(started);
  if (endHoursAgo !== undefined) {
    await call(user, "POST", `/api/v1/fasts/${id}/end`, {
      ...(endHoursAgo === 0 ? {} : { endTime: iso(now - endHoursAgo * HOUR) }),
    });
  }
  return id;
}

async function weighIn(user: TestUser, daysAgo: number, weightKg: number) {
  const measuredAt = iso(Date.now() - daysAgo * DAY);
  const r = await call(user, "POST", "/api/v1/weight-entries", { weightKg, measuredAt });
  return (await json<{ id: string }>(r)).id;
}

/** A fixed-offset zone where it is now about 06:00, so a 12:00 reminder is still ahead today. */
function zoneAtSixInTheMorning(): string {
  const offset = ((((6 - new Date().getUTCHours() + 12) % 24) + 24) % 24) - 12;
  if (offset === 0) return "UTC";
  // POSIX sign: Etc/GMT-3 is three hours ahead of UTC.
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}

describe("fasting reminders follow the fasting settings' switches", () => {
  it("drops the milestones with progressUpdates, the end and eating window with endReminder", async () => {
    const ann = await t.signUp();
    await call(ann, "PATCH", "/api/v1/fasting-settings", {
      progressUpdates: false,
      endReminder: false,
    });
    const now = Date.now();
    await fast(ann, 1, undefined, 20);
    const types = (await upcoming(ann, now, now + DAY))
      .filter((i) => i.feature === "fasting")
      .map((i) => i.type);
    expect(types.length).toBeGreaterThan(0);
    expect(new Set(types)).toEqual(new Set(["hydration"]));

    await call(ann, "PATCH", "/api/v1/fasting-settings", {
      progressUpdates: true,
      endReminder: true,
    });
    const back = new Set((await upcoming(ann, now, now + DAY)).map((i) => i.type));
    for (const type of ["milestone-100", "end", "eating-window", "hydration"]) {
      expect(back.has(type), type).toBe(true);
    }
  });

  it("sends the daily reminder to start a fast only with startReminder on", async () => {
    const ben = await t.signUp();
    await call(ben, "PATCH", "/api/v1/notifications/settings", {
      fasting: { dailyReminder: true },
    });
    const now = Date.now();
    const daily = async () =>
      (await upcoming(ben, now, now + 3 * DAY)).filter(
        (i) => i.feature === "fasting" && i.type === "daily",
      );
    expect((await daily()).length).toBeGreaterThanOrEqual(2);
    expect((await daily())[0]?.title).toBe(ReminderText.fastingDaily.title);
    await call(ben, "PATCH", "/api/v1/fasting-settings", { startReminder: false });
    expect(await daily()).toEqual([]);
  });
});

describe("fasting streak notices", () => {
  it("are planned 5 s after the fast that makes a 3-day streak ends, kept, then delivered", async () => {
    const cat = await t.signUp();
    await fast(cat, 2 * 24 + 17, 2 * 24);
    await fast(cat, 24 + 17, 24);
    // Days 1 and 2 of the streak: nothing.
    const now = Date.now();
    expect(
      (await upcoming(cat, now - HOUR, now + HOUR)).some((i) => i.type.startsWith("streak-")),
    ).toBe(false);
    const endedAt = Date.now();
    const fastId = await fast(cat, 17, 0);
    const after = Date.now();
    const notices = (await upcoming(cat, endedAt - HOUR, endedAt + HOUR)).filter((i) =>
      i.type.startsWith("streak-"),
    );
    expect(notices).toHaveLength(1);
    const [notice] = notices as [Item];
    expect(notice).toMatchObject({
      feature: "fasting",
      type: "streak-3",
      title: ReminderText.fastingStreak.title,
      body: ReminderText.fastingStreak.body,
      entityId: fastId,
    });
    const at = Date.parse(notice.at);
    expect(at).toBeGreaterThanOrEqual(endedAt + 5000 - 1000);
    expect(at).toBeLessThanOrEqual(after + 5000);

    // Re-planning (a settings change writes the planned jobs anew) keeps it.
    await call(cat, "PATCH", "/api/v1/notifications/settings", { weight: { dailyReminder: true } });
    await planDue(workerOptions(Date.now()));
    expect((await upcoming(cat, endedAt - HOUR, endedAt + HOUR)).map((i) => i.id)).toContain(
      notice.id,
    );

    await deliverAt(at + 1000);
    expect((await history(cat)).filter((h) => h.type === "streak-3")).toHaveLength(1);
    expect(
      (await upcoming(cat, endedAt - HOUR, endedAt + HOUR)).some((i) => i.type === "streak-3"),
    ).toBe(false);
    // Delivered once, whatever comes after.
    await deliverAt(at + 60_000);
    expect((await history(cat)).filter((h) => h.type === "streak-3")).toHaveLength(1);
  });

  it("are not sent for a 2-day streak, to a person who hid streaks, or with reminders off", async () => {
    const two = await t.signUp();
    await fast(two, 24 + 17, 24);
    await fast(two, 17, 0);
    const hid = await t.signUp();
    await call(hid, "PATCH", "/api/v1/fasting-settings", { showStreaks: false });
    const off = await t.signUp();
    await call(off, "PATCH", "/api/v1/notifications/settings", { enabled: false });
    for (const user of [hid, off]) {
      await fast(user, 2 * 24 + 17, 2 * 24);
      await fast(user, 24 + 17, 24);
      await fast(user, 17, 0);
    }
    const now = Date.now();
    for (const user of [two, hid, off]) {
      const jobs = await t.db
        .select()
        .from(schema.notificationJobs)
        .where(eq(schema.notificationJobs.userId, user.id));
      expect(jobs.filter((j) => j.type.startsWith("streak-"))).toEqual([]);
      expect(
        (await upcoming(user, now - HOUR, now + HOUR)).some((i) => i.type.startsWith("streak-")),
      ).toBe(false);
    }
  });

  it("are planned too when a change gives the fast in progress its end, and only then", async () => {
    const fay = await t.signUp();
    await fast(fay, 2 * 24 + 17, 2 * 24);
    await fast(fay, 24 + 17, 24);
    const inProgress = await fast(fay, 17);
    const now = Math.floor(Date.now() / 1000) * 1000;
    const streaks = async () =>
      (await upcoming(fay, now - HOUR, now + HOUR)).filter((i) => i.type.startsWith("streak-"));
    // A new target alone leaves it in progress: no notice.
    await call(fay, "PATCH", `/api/v1/fasts/${inProgress}`, { targetHours: 16 });
    expect(await streaks()).toEqual([]);
    await call(fay, "PATCH", `/api/v1/fasts/${inProgress}`, { endTime: iso(now) });
    expect((await streaks()).map((i) => [i.type, i.entityId])).toEqual([["streak-3", inProgress]]);

    // Changing an ended fast's times is an edit, not an end: no notice for it.
    const gus = await t.signUp();
    await fast(gus, 2 * 24 + 17, 2 * 24);
    await fast(gus, 24 + 17, 24);
    const ended = await fast(gus, 18, 1);
    const before = (await upcoming(gus, now - HOUR, now + HOUR)).filter((i) =>
      i.type.startsWith("streak-"),
    );
    expect(before).toHaveLength(1);
    await call(gus, "DELETE", "/api/v1/notifications/upcoming");
    await call(gus, "PATCH", `/api/v1/fasts/${ended}`, { endTime: iso(now) });
    expect(
      (await upcoming(gus, now - HOUR, now + HOUR)).filter((i) => i.type.startsWith("streak-")),
    ).toEqual([]);
  });

  it("can be cancelled, by their owner only", async () => {
    const dan = await t.signUp();
    const eve = await t.signUp();
    await fast(dan, 2 * 24 + 17, 2 * 24);
    await fast(dan, 24 + 17, 24);
    await fast(dan, 17, 0);
    const now = Date.now();
    const notice = (await upcoming(dan, now - HOUR, now + HOUR)).find(
      (i) => i.type === "streak-3",
    ) as Item;
    expect(notice).toBeDefined();
    const foreign = await t.request(`/api/v1/notifications/upcoming/${notice.id}`, {
      method: "DELETE",
      as: eve,
    });
    expect(foreign.status).toBe(404);
    const own = await t.request(`/api/v1/notifications/upcoming/${notice.id}`, {
      method: "DELETE",
      as: dan,
    });
    expect(own.status).toBe(204);
    expect((await upcoming(dan, now - HOUR, now + HOUR)).some((i) => i.id === notice.id)).toBe(
      false,
    );
    const left = await t.db
      .select()
      .from(schema.notificationJobs)
      .where(
        and(
          eq(schema.notificationJobs.userId, dan.id),
          eq(schema.notificationJobs.type, "streak-3"),
        ),
      );
    expect(left).toEqual([]);
  });
});

describe("weigh-in notes", () => {
  async function personWithGoal(goal: "lose" | "maintain" | "gain") {
    const user = await t.signUp();
    await call(user, "PATCH", "/api/v1/profile", { weightGoal: goal });
    return user;
  }

  it("sends progress 5 s after the weigh-in that is 0.5 kg+ towards the goal, without the value", async () => {
    const fay = await personWithGoal("lose");
    await weighIn(fay, 8, 80);
    const saved = Date.now();
    const entryId = await weighIn(fay, 0, 79.2);
    const notes = (await upcoming(fay, saved - HOUR, saved + HOUR)).filter(
      (i) => i.type === "progress",
    );
    expect(notes).toHaveLength(1);
    const [note] = notes as [Item];
    expect(note).toMatchObject({
      feature: "weight",
      title: ReminderText.weightProgress.title,
      body: ReminderText.weightProgress.body,
      entityId: entryId,
    });
    expect(`${note.title} ${note.body}`).not.toMatch(/\d/);
    const at = Date.parse(note.at);
    expect(at - saved).toBeGreaterThanOrEqual(4000);
    expect(at - saved).toBeLessThan(10_000);
    await deliverAt(at + 1000);
    expect((await history(fay)).filter((h) => h.type === "progress")).toHaveLength(1);
    // The next weigh-in the same week says nothing again.
    await weighIn(fay, 0, 79);
    const now = Date.now();
    expect((await upcoming(fay, now - HOUR, now + HOUR)).some((i) => i.type === "progress")).toBe(
      false,
    );
  });

  it("sends plateau encouragement after 14 days within ±0.5 kg, only when it is on", async () => {
    const flat = [
      [15, 80],
      [10, 80.3],
      [5, 79.8],
      [0, 80.2],
    ] as const;
    const gus = await personWithGoal("lose");
    for (const [days, kg] of flat) await weighIn(gus, days, kg);
    const now = Date.now();
    const notes = (await upcoming(gus, now - HOUR, now + HOUR)).filter(
      (i) => i.feature === "weight" && i.type !== "daily" && i.type !== "missed",
    );
    expect(notes.map((i) => [i.type, i.title])).toEqual([
      ["plateau", ReminderText.weightPlateau.title],
    ]);

    const hal = await personWithGoal("lose");
    await call(hal, "PATCH", "/api/v1/notifications/settings", {
      weight: { plateauEncouragement: false },
    });
    const ivy = await personWithGoal("maintain");
    for (const user of [hal, ivy]) {
      for (const [days, kg] of flat) await weighIn(user, days, kg);
      const items = await upcoming(user, now - HOUR, Date.now() + HOUR);
      expect(items.some((i) => i.type === "plateau" || i.type === "progress")).toBe(false);
    }
  });
});

describe("the missed weigh-in reminder", () => {
  it("is planned 1 minute after the daily one, and a weigh-in that day takes it away", async () => {
    const jo = await t.signUp();
    const timeZone = zoneAtSixInTheMorning();
    await call(jo, "PATCH", "/api/v1/notifications/settings", {
      timeZone,
      weight: { dailyReminder: true, dailyReminderTime: "12:00" },
    });
    const now = Date.now();
    const weight = async () =>
      (await upcoming(jo, now, now + 36 * HOUR)).filter((i) => i.feature === "weight");
    const before = await weight();
    const daily = before.filter((i) => i.type === "daily");
    const missed = before.filter((i) => i.type === "missed");
    expect(daily).toHaveLength(2);
    expect(missed.map((i) => Date.parse(i.at))).toEqual(
      daily.map((i) => Date.parse(i.at) + 60_000),
    );
    expect(missed[0]).toMatchObject({
      title: ReminderText.weightMissed.title,
      body: ReminderText.weightMissed.body,
    });

    // Materialised, then a weigh-in today: today's missed reminder goes, tomorrow's stays.
    await planDue(workerOptions(now));
    const jobTypes = async () =>
      (
        await t.db
          .select()
          .from(schema.notificationJobs)
          .where(eq(schema.notificationJobs.userId, jo.id))
      )
        .filter((j) => j.type === "missed")
        .map((j) => j.dueAt.toISOString());
    expect(await jobTypes()).toEqual(missed.map((i) => i.at));
    await weighIn(jo, 0, 70);
    const after = (await weight()).filter((i) => i.type === "missed");
    expect(after.map((i) => i.at)).toEqual([missed[1]?.at]);
    await planDue(workerOptions(Date.now()));
    expect(await jobTypes()).toEqual([missed[1]?.at]);

    // Delivered at its time, then in the history.
    const tomorrow = Date.parse(missed[1]?.at as string);
    await planDue(workerOptions(tomorrow - 10 * 60_000));
    await deliverAt(tomorrow + 1000);
    const delivered = (await history(jo)).map((h) => h.type);
    expect(delivered).toContain("missed");
    expect(delivered).toContain("daily");
  });
});
