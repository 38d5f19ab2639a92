import { schema } from "@vitalog/db";
import { AiMessage, addDays, InsightMessage } from "@vitalog/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  type OpenAiCompatibleServer,
  startOpenAiCompatibleServer,
} from "../../../test/openai-compatible-server.ts";
import {
  createTestApp,
  json,
  rowsOf,
  type TestApp,
  type TestUser,
  testConfig,
} from "../../../test/test-app.ts";

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
let model: OpenAiCompatibleServer;
beforeAll(async () => {
  model = await startOpenAiCompatibleServer();
  t = await createTestApp({
    ai: {
      ...testConfig().ai,
      baseUrl: model.baseUrl,
      apiKey: "test-key",
      model: "test-model",
      timeoutMs: 10_000,
    },
  });
});
afterAll(async () => {
  await t.close();
  await model.close();
});

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
        // Per 100 g, as an entry keeps it: 400 and 700 kcal for the 200 g eaten.
        energyKcal: meal === "breakfast" ? 200 : 350,
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

/** The person's credit ledger: every use and grant, and the reservations still open. */
async function creditsOf(user: TestUser) {
  const ledger = rowsOf<{ amount: number; bucket: string; reason: string; reference: string }>(
    await t.db.execute(
      sql`select amount, bucket, reason, reference from ai_credit_ledger where user_id = ${user.id}`,
    ),
  );
  const holds = rowsOf<{ n: number }>(
    await t.db.execute(
      sql`select count(*)::int as n from ai_credit_holds where user_id = ${user.id}`,
    ),
  );
  return { ledger, used: ledger.reduce((sum, row) => sum - row.amount, 0), holds: holds[0]?.n };
}

/** A report over three weeks of seeded data, and its id. */
async function seededReport(user: TestUser): Promise<Report> {
  await seedThreeWeeks(user);
  const response = await createReport(user, { from: firstDay(), to: lastDay(), tz: "UTC" });
  expect(response.status).toBe(201);
  return json<Report>(response);
}

const FAITHFUL =
  "Over 21 days your mood moved with your sleep hours (rho 1), an association and not proof of a cause. Try a short walk after lunch for 2 weeks and keep logging.";
const INVENTED = "Your mood averaged 9.7 this month, far above most people.";
const narrativeOf = (user: TestUser, id: string) =>
  t.request(`${BASE}/${id}/narrative`, { json: {}, as: user });

describe("the narrative of a report", () => {
  it("is written by the AI server from the figures, stored, and charged 2 credits once", async () => {
    const user = await t.signUp();
    const report = await seededReport(user);
    model.reply({ text: FAITHFUL });
    const before = model.requests.length;

    // 1. The narrative comes back on the report, with its time and the disclaimer.
    const response = await narrativeOf(user, report.id);
    expect(response.status).toBe(200);
    const written = await json<Report>(response);
    expect(written).toMatchObject({
      id: report.id,
      narrative: FAITHFUL,
      disclaimer: InsightMessage.disclaimer,
      statistics: report.statistics,
    });
    expect(written.narrativeAt).not.toBeNull();

    // 2. One call: the system prompt's rules, and the figures without notes or names.
    const calls = model.requests.slice(before).filter((r) => r.path === "/v1/chat/completions");
    expect(calls).toHaveLength(1);
    const sent = JSON.stringify(calls[0]?.body?.messages);
    expect(sent).toContain("do not give medical advice");
    expect(sent).toContain("wellbeing.sleepHours");
    expect(sent).not.toContain("private note");
    expect(sent).not.toContain("Vitamin D");
    expect(sent).not.toContain(user.email);

    // 3. Stored: read back with the narrative; 2 credits used, from the free ones.
    const read = await json<Report>(await t.request(`${BASE}/${report.id}`, { as: user }));
    expect(read.narrative).toBe(FAITHFUL);
    const credits = await creditsOf(user);
    expect(credits.used).toBe(2);
    expect(credits.ledger).toEqual([
      { amount: -2, bucket: "free", reason: "insight-narrative", reference: report.id },
    ]);
    expect(credits.holds).toBe(0);

    // 4. A second one is refused and costs nothing; another person gets a 404.
    const again = await narrativeOf(user, report.id);
    expect(again.status).toBe(409);
    expect((await json<ErrorReply>(again)).error.message).toBe(InsightMessage.narrativeExists);
    const other = await t.signUp();
    expect((await narrativeOf(other, report.id)).status).toBe(404);
    expect((await creditsOf(user)).used).toBe(2);
    expect((await creditsOf(other)).used).toBe(0);
  });

  it("is refused when it invents a number, after one retry, and nothing is charged", async () => {
    const user = await t.signUp();
    const report = await seededReport(user);
    model.reply({ text: INVENTED });
    const before = model.requests.length;

    const response = await narrativeOf(user, report.id);
    expect(response.status).toBe(422);
    expect((await json<ErrorReply>(response)).error).toMatchObject({
      code: "UNPROCESSABLE",
      message: InsightMessage.narrativeRejected,
    });

    // Two calls: the retry names what failed.
    const calls = model.requests.slice(before).filter((r) => r.path === "/v1/chat/completions");
    expect(calls).toHaveLength(2);
    expect(JSON.stringify(calls[1]?.body?.messages)).toContain("9.7");
    const read = await json<Report>(await t.request(`${BASE}/${report.id}`, { as: user }));
    expect(read.narrative).toBeNull();
    expect(await creditsOf(user)).toMatchObject({ used: 0, holds: 0 });

    // The retry's faithful text is kept and charged.
    model.replies({ text: INVENTED }, { text: FAITHFUL });
    const second = await narrativeOf(user, report.id);
    expect(second.status).toBe(200);
    expect((await json<Report>(second)).narrative).toBe(FAITHFUL);
    expect((await creditsOf(user)).used).toBe(2);
  });

  it("never takes credits below zero under 20 requests at once", async () => {
    const user = await t.signUp();
    model.reply({ text: "Keep logging for 2 weeks so the report has more to show." });
    const ids: string[] = [];
    for (let i = 0; i < 20; i++) {
      const response = await createReport(user, { from: "2025-01-01", to: "2025-01-31" });
      ids.push((await json<Report>(response)).id);
    }

    const statuses = await Promise.all(ids.map(async (id) => (await narrativeOf(user, id)).status));

    // 5 free credits: two narratives of 2, the rest refused for want of credits.
    expect(statuses.filter((s) => s === 200)).toHaveLength(2);
    expect(statuses.filter((s) => s === 402)).toHaveLength(18);
    const credits = await creditsOf(user);
    expect(credits.used).toBe(4);
    expect(credits.holds).toBe(0);
  });
});

describe("without AI configured", () => {
  it("answers 503 before any credit is reserved", async () => {
    const plain = await createTestApp();
    try {
      const user = await plain.signUp();
      const created = await plain.request(BASE, {
        json: { from: "2025-01-01", to: "2025-01-31" },
        as: user,
      });
      expect(created.status).toBe(201);
      const { id } = await json<Report>(created);
      const response = await plain.request(`${BASE}/${id}/narrative`, { json: {}, as: user });
      expect(response.status).toBe(503);
      expect((await json<ErrorReply>(response)).error.message).toBe(AiMessage.notConfigured);
      const holds = rowsOf<{ n: number }>(
        await plain.db.execute(
          sql`select (select count(*) from ai_credit_holds where user_id = ${user.id})::int
                   + (select count(*) from ai_credit_ledger where user_id = ${user.id})::int as n`,
        ),
      );
      expect(holds[0]?.n).toBe(0);
    } finally {
      await plain.close();
    }
  });
});
