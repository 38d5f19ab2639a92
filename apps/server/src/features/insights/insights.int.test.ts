import { schema } from "@vitalog/db";
import { addDays, InsightMessage } from "@vitalog/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";

interface Report {
  id: string;
  from: string;
  to: string;
  tz: string;
  createdAt: string;
  statistics: {
    series: { key: string; n: number; mean: number; min: number; max: number }[];
    correlations: { a: string; b: string; lag: number; n: number; rho: number; q: number }[];
    cyclePhases: unknown;
  };
  narrative: string | null;
  narrativeAt: string | null;
  disclaimer: string;
}

interface ErrorReply {
  error: { code: string; message: string; fields?: Record<string, string> };
}

const BASE = "/api/v1/health-insights/reports";
const DAYS = 21;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const today = () => new Date().toISOString().slice(0, 10);
/** The first day of the seeded three weeks, which end yesterday (UTC). */
const firstDay = () => addDays(today(), -DAYS);
const lastDay = () => addDays(today(), -1);
const at = (day: string, time: string) => new Date(`${day}T${time}Z`);

/** Three weeks in seven modules, written straight to the tables. */
async function seedThreeWeeks(user: TestUser) {
  const userId = user.id;
  const days = Array.from({ length: DAYS }, (_, i) => addDays(firstDay(), i));
  const sleep = (i: number) => 5 + ((i * 7) % 5);
  await t.db.insert(schema.wellbeingCheckins).values(
    days.map((date, i) => ({
      userId,
      date,
      mood: Math.min(5, Math.max(1, sleep(i) - 4)),
      energy: 1 + ((i * 3) % 5),
      sleepQuality: 3,
      stress: 1 + ((i * 2) % 5),
      sleepHours: sleep(i),
      note: "a private note",
    })),
  );
  await t.db.insert(schema.meditationSessions).values(
    days.map((day, i) => ({
      userId,
      startedAt: at(day, "07:30:00"),
      durationSeconds: 600 + 60 * (i % 7),
    })),
  );
  // Every other day: 11 weigh-ins, two on the first day (the later one counts).
  await t.db
    .insert(schema.weightEntries)
    .values([
      { userId, weightKg: 90, measuredAt: at(days[0] as string, "06:00:00") },
      ...days
        .filter((_, i) => i % 2 === 0)
        .map((day, i) => ({ userId, weightKg: 80 - i * 0.2, measuredAt: at(day, "08:00:00") })),
    ]);
  // Seven 16-hour fasts, each ending on the morning of days 1, 4, 7, ...
  await t.db.insert(schema.fasts).values(
    days
      .filter((_, i) => i % 3 === 1)
      .map((day) => ({
        userId,
        startTime: at(addDays(day, -1), "16:00:00"),
        endTime: at(day, "08:00:00"),
        targetHours: 16,
      })),
  );
  // One medication at 08:00 every day: taken on even days, skipped on odd ones.
  const [medication] = await t.db
    .insert(schema.medications)
    .values({
      userId,
      name: "Vitamin D",
      dosage: 1000,
      dosageUnit: "IU",
      times: ["08:00"],
      daysOfWeek: [1, 2, 3, 4, 5, 6, 7],
      startDate: firstDay(),
      createdAt: at(addDays(firstDay(), -5), "09:00:00"),
    })
    .returning({ id: schema.medications.id });
  await t.db.insert(schema.medicationDoses).values(
    days.map((day, i) => ({
      userId,
      medicationId: medication?.id as string,
      scheduledAt: at(day, "08:00:00"),
      status: i % 2 === 0 ? "taken" : "skipped",
      markedAt: at(day, "08:05:00"),
    })),
  );
  // Food on the last ten days: two entries each.
  await t.db.insert(schema.foodLogEntries).values(
    days.slice(-10).flatMap((date) =>
      (["breakfast", "dinner"] as const).map((meal) => ({
        userId,
        date,
        meal,
        foodName: "Porridge",
        grams: 200,
        energyKcal: meal === "breakfast" ? 400 : 700,
        proteinG: 10,
        carbohydrateG: 50,
        fatG: 8,
        fibreG: 6,
      })),
    ),
  );
  // Pain on five days; the worst region of the day counts.
  await t.db.insert(schema.painEntries).values(
    days.slice(0, 5).map((day, i) => ({
      userId,
      occurredAt: at(day, "18:00:00"),
      regions: [
        { region: "head", intensity: 3 + i, type: "aching" },
        { region: "neck", intensity: 2, type: "aching" },
      ],
    })),
  );
}

async function createReport(user: TestUser, body: Record<string, unknown>) {
  return t.request(BASE, { json: body, as: user });
}

describe("health-insight reports", () => {
  it("span the modules: a series per measure with its days, and the associations found", async () => {
    const user = await t.signUp();
    await seedThreeWeeks(user);

    // 1. The report over the three weeks.
    const response = await createReport(user, { from: firstDay(), to: lastDay(), tz: "UTC" });
    expect(response.status).toBe(201);
    const report = await json<Report>(response);
    expect(report).toMatchObject({
      from: firstDay(),
      to: lastDay(),
      tz: "UTC",
      narrative: null,
      narrativeAt: null,
      disclaimer: InsightMessage.disclaimer,
    });

    // 2. One series per measure, n the days with a value.
    const n = Object.fromEntries(report.statistics.series.map((s) => [s.key, s.n]));
    expect(n).toEqual({
      "wellbeing.mood": 21,
      "wellbeing.energy": 21,
      "wellbeing.sleepQuality": 21,
      "wellbeing.stress": 21,
      "wellbeing.sleepHours": 21,
      "meditation.minutes": 21,
      "fasting.hours": 7,
      "weight.kg": 11,
      "pain.maxIntensity": 5,
      "medications.adherence": 21,
      "food.kcal": 10,
    });
    const byKey = (key: string) => report.statistics.series.find((s) => s.key === key);
    expect(byKey("fasting.hours")).toMatchObject({ mean: 16, min: 16, max: 16 });
    expect(byKey("food.kcal")).toMatchObject({ mean: 1100 });
    expect(byKey("pain.maxIntensity")).toMatchObject({ min: 3, max: 7 });
    expect(byKey("medications.adherence")).toMatchObject({ min: 0, max: 100 });
    expect(byKey("weight.kg")?.max).toBeCloseTo(80, 5);

    // 3. Mood follows sleep hours exactly: a lag-0 association with rho 1 over 21 days.
    const pair = report.statistics.correlations.find(
      (c) =>
        c.lag === 0 &&
        new Set([c.a, c.b]).has("wellbeing.mood") &&
        new Set([c.a, c.b]).has("wellbeing.sleepHours"),
    );
    expect(pair).toMatchObject({ n: 21 });
    expect(pair?.rho).toBeCloseTo(1, 6);
    expect(pair?.q).toBeLessThan(0.05);
    // No note or name leaves the modules.
    expect(JSON.stringify(report)).not.toContain("private note");
    expect(JSON.stringify(report)).not.toContain("Vitamin D");

    // 4. Read back, listed first.
    const read = await t.request(`${BASE}/${report.id}`, { as: user });
    expect(read.status).toBe(200);
    expect(await json(read)).toEqual(report);
  });

  it("refuse a period that is not valid, with the field and a clear message", async () => {
    const user = await t.signUp();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ from: "2026-02-30", to: "2026-03-10" }, "from", InsightMessage.fromInvalid],
      [{ from: "2026-01-01", to: "01/03/2026" }, "to", InsightMessage.toInvalid],
      [{ from: "2026-03-10", to: "2026-03-01" }, "to", InsightMessage.toBeforeFrom],
      [{ from: "2023-01-01", to: "2025-01-01" }, "to", InsightMessage.periodTooLong],
      [
        { from: "2025-01-01", to: "2025-02-01", tz: "Mars/Olympus" },
        "tz",
        InsightMessage.timeZoneInvalid,
      ],
      [{ from: addDays(today(), -7), to: addDays(today(), 2) }, "to", InsightMessage.toInFuture],
    ];
    for (const [body, field, message] of cases) {
      const response = await createReport(user, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const reply = await json<ErrorReply>(response);
      expect(reply.error.fields?.[field], JSON.stringify(body)).toBe(message);
    }
    // Exactly two years less a day, ending today in UTC, is accepted; no tz means UTC.
    const longest = await createReport(user, { from: "2023-01-01", to: "2024-12-31" });
    expect(longest.status).toBe(201);
    expect((await json<Report>(longest)).tz).toBe("UTC");
    const endingToday = await createReport(user, { from: addDays(today(), -6), to: today() });
    expect(endingToday.status).toBe(201);
  });

  it("are listed newest first with a cursor, and only their owner sees them", async () => {
    const alice = await t.signUp();
    const bob = await t.signUp();
    const ids: string[] = [];
    for (const from of ["2025-01-01", "2025-02-01", "2025-03-01"]) {
      const response = await createReport(alice, { from, to: addDays(from, 27) });
      ids.push((await json<Report>(response)).id);
    }

    // 1. Alice pages through her three reports, two at a time, newest first.
    const first = await json<{ items: Report[]; nextCursor: string | null }>(
      await t.request(`${BASE}?limit=2`, { as: alice }),
    );
    expect(first.items.map((r) => r.id)).toEqual([ids[2], ids[1]]);
    expect(first.nextCursor).not.toBeNull();
    const second = await json<{ items: Report[]; nextCursor: string | null }>(
      await t.request(`${BASE}?limit=2&cursor=${first.nextCursor}`, { as: alice }),
    );
    expect(second).toMatchObject({ items: [{ id: ids[0] }], nextCursor: null });

    // 2. Bob sees none of them, and cannot read or delete one.
    const bobs = await json<{ items: Report[] }>(await t.request(BASE, { as: bob }));
    expect(bobs.items).toEqual([]);
    const read = await t.request(`${BASE}/${ids[0]}`, { as: bob });
    expect(read.status).toBe(404);
    expect((await json<ErrorReply>(read)).error.message).toBe(InsightMessage.reportNotFound);
    const removed = await t.request(`${BASE}/${ids[0]}`, { method: "DELETE", as: bob });
    expect(removed.status).toBe(404);

    // 3. A visitor is asked to sign in.
    expect((await t.request(BASE)).status).toBe(401);
    expect((await t.request(BASE, { json: { from: "2025-01-01", to: "2025-01-31" } })).status).toBe(
      401,
    );
    expect((await t.request(`${BASE}/${ids[0]}`)).status).toBe(401);

    // 4. Alice deletes one; it is gone from her list.
    const deleted = await t.request(`${BASE}/${ids[1]}`, { method: "DELETE", as: alice });
    expect(deleted.status).toBe(204);
    expect((await t.request(`${BASE}/${ids[1]}`, { as: alice })).status).toBe(404);
    const left = await json<{ items: Report[] }>(await t.request(BASE, { as: alice }));
    expect(left.items.map((r) => r.id)).toEqual([ids[2], ids[0]]);
  });
});
