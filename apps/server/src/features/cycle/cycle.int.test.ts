import { predictCycles } from "@vitalog/domain";
import { sql } from "drizzle-orm";
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

async function errorOf(response: Response) {
  return {
    status: response.status,
    message: (await json<{ error: { message: string } }>(response)).error.message,
  };
}

describe("cycle", () => {
  it("predicts from logged periods by the calendar method, for their owner only", async () => {
    const ids: string[] = [];
    for (const [startDate, endDate] of [
      ["2026-08-01", "2026-08-05"],
      ["2026-08-29", "2026-09-02"],
      ["2026-09-28", null],
    ]) {
      const made = await t.request("/api/v1/cycle/periods", {
        method: "POST",
        json: { startDate, endDate },
        as: ann,
      });
      expect(made.status).toBe(201);
      ids.push((await json<{ id: string }>(made)).id);
    }
    const predictions = await json<Record<string, unknown>>(
      await t.request("/api/v1/cycle/predictions", { as: ann }),
    );
    expect(predictions).toMatchObject({
      predictedCycleLength: 29,
      nextPeriodStart: "2026-10-27",
      ovulationDate: "2026-10-13",
      fertileWindowStart: "2026-10-08",
      fertileWindowEnd: "2026-10-14",
      rangeDays: 1,
      basedOnCycles: 2,
    });
    const none = await json<Record<string, unknown>>(
      await t.request("/api/v1/cycle/predictions", { as: ben }),
    );
    expect(none).toMatchObject({ nextPeriodStart: null, basedOnCycles: 0, upcoming: [] });

    const periods = await json<{ items: { id: string; startDate: string }[] }>(
      await t.request("/api/v1/cycle/periods", { as: ann }),
    );
    expect(periods.items.map((p) => p.startDate)).toEqual([
      "2026-09-28",
      "2026-08-29",
      "2026-08-01",
    ]);
    expect(
      (await json<{ items: unknown[] }>(await t.request("/api/v1/cycle/periods", { as: ben })))
        .items,
    ).toEqual([]);
    const path = `/api/v1/cycle/periods/${ids[0]}`;
    expect((await t.request(path, { as: ben })).status).toBe(404);
    expect(
      (await t.request(path, { method: "PATCH", json: { endDate: "2026-08-03" }, as: ben })).status,
    ).toBe(404);
    expect((await t.request(path, { method: "DELETE", as: ben })).status).toBe(404);

    // The period in progress is ended; a change that would overlap another is refused.
    const ended = await t.request(`/api/v1/cycle/periods/${ids[2]}`, {
      method: "PATCH",
      json: { endDate: "2026-10-02" },
      as: ann,
    });
    expect(ended.status).toBe(200);
    expect(
      await errorOf(
        await t.request(path, {
          method: "PATCH",
          json: { startDate: "2026-08-30", endDate: "2026-09-03" },
          as: ann,
        }),
      ),
    ).toEqual({
      status: 409,
      message: "This period overlaps one already logged",
    });
    expect(
      await errorOf(
        await t.request(path, { method: "PATCH", json: { endDate: "2026-07-30" }, as: ann }),
      ),
    ).toEqual({
      status: 400,
      message: "The end date cannot be before the start date",
    });

    // Two menstrual days (one without a symptom) and a luteal one, in whole cycles.
    for (const [date, day] of [
      ["2026-08-04", { flow: "heavy", symptoms: ["cramps"] }],
      ["2026-08-05", { flow: "light" }],
      ["2026-08-27", { symptoms: ["bloating"], note: "Two days to go" }],
    ] as const) {
      const put = await t.request(`/api/v1/cycle/days/${date}`, {
        method: "PUT",
        json: day,
        as: ann,
      });
      expect(put.status).toBe(201);
    }
    const stats = await json<{
      averageCycleLength: number;
      averagePeriodLength: number;
      symptomsByPhase: unknown;
    }>(await t.request("/api/v1/cycle/stats", { as: ann }));
    expect(stats.averageCycleLength).toBe(29);
    expect(stats.averagePeriodLength).toBe(5);
    expect(stats.symptomsByPhase).toEqual({
      daysByPhase: { menstrual: 2, follicular: 0, ovulatory: 0, luteal: 1 },
      symptoms: [
        { symptom: "cramps", byPhase: { menstrual: 1, follicular: 0, ovulatory: 0, luteal: 0 } },
        { symptom: "bloating", byPhase: { menstrual: 0, follicular: 0, ovulatory: 0, luteal: 1 } },
      ],
    });
    for (const date of ["2026-08-04", "2026-08-05", "2026-08-27"]) {
      await t.request(`/api/v1/cycle/days/${date}`, { method: "DELETE", as: ann });
    }
  });

  it("logs a day's flow, symptoms and note, one record per day", async () => {
    const path = "/api/v1/cycle/days/2026-08-02";
    const first = await t.request(path, {
      method: "PUT",
      json: { flow: "heavy", symptoms: ["cramps", "fatigue"] },
      as: ann,
    });
    expect(first.status).toBe(201);
    const second = await t.request(path, {
      method: "PUT",
      json: { flow: "medium", symptoms: ["cramps"], note: "ok" },
      as: ann,
    });
    expect(second.status).toBe(200);
    const days = await json<{ items: { date: string; flow: string; symptoms: string[] }[] }>(
      await t.request("/api/v1/cycle/days?from=2026-08-01&to=2026-08-31", { as: ann }),
    );
    expect(days.items).toEqual([
      expect.objectContaining({ date: "2026-08-02", flow: "medium", symptoms: ["cramps"] }),
    ]);
    expect(
      (
        await json<{ items: unknown[] }>(
          await t.request("/api/v1/cycle/days?from=2026-08-01&to=2026-08-31", { as: ben }),
        )
      ).items,
    ).toEqual([]);
    expect((await t.request(path, { method: "DELETE", as: ben })).status).toBe(404);
    expect((await t.request(path, { method: "DELETE", as: ann })).status).toBe(204);
  });

  it("answers every bad input with its message", async () => {
    const cases = [
      [{ startDate: "2026-13-01" }, "Use a real date in the form YYYY-MM-DD"],
      [
        { startDate: "2026-08-05", endDate: "2026-08-01" },
        "The end date cannot be before the start date",
      ],
      [{ startDate: "2026-08-01", endDate: "2026-08-20" }, "A period can be at most 15 days long"],
      [{ startDate: "2099-01-01" }, "The date cannot be in the future"],
    ] as const;
    for (const [body, message] of cases) {
      expect(
        await errorOf(
          await t.request("/api/v1/cycle/periods", { method: "POST", json: body, as: ben }),
        ),
      ).toEqual({ status: 400, message });
    }
    for (const [body, message] of [
      [{ flow: "gushing" }, "Choose spotting, light, medium or heavy"],
      [{ symptoms: ["telepathy"] }, "That symptom is not on the list"],
      [{ note: "x".repeat(501) }, "Notes can be at most 500 characters"],
    ] as const) {
      const response = await t.request("/api/v1/cycle/days/2026-08-03", {
        method: "PUT",
        json: body,
        as: ben,
      });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    expect((await t.request("/api/v1/cycle/days", { as: ben })).status).toBe(400);
    expect(
      (await t.request("/api/v1/cycle/days?from=2025-01-01&to=2026-08-01", { as: ben })).status,
    ).toBe(400);
    expect((await t.request("/api/v1/cycle/periods?cursor=zzz", { as: ben })).status).toBe(400);
  });

  it("refuses overlapping periods, even two sent at once, and pages the list", async () => {
    const carl = await t.signUp();
    const post = (json: Record<string, unknown>) =>
      t.request("/api/v1/cycle/periods", { method: "POST", json, as: carl });
    // 1. Five periods sharing 5 March sent together: one is logged, the others refused.
    const burst = await Promise.all(
      [1, 2, 3, 4, 5].map((day) =>
        post({ startDate: `2026-03-0${day}`, endDate: `2026-03-0${day + 4}` }),
      ),
    );
    expect(burst.map((r) => r.status).sort()).toEqual([201, 409, 409, 409, 409]);
    const winner = burst.find((r) => r.status === 201) as Response;
    const { startDate: marchStart } = await json<{ startDate: string }>(winner);
    // 2. A period with no end yet holds its assumed five days (1 to 5 April), no more.
    expect((await post({ startDate: "2026-04-01" })).status).toBe(201);
    expect(await errorOf(await post({ startDate: "2026-03-30", endDate: "2026-04-01" }))).toEqual({
      status: 409,
      message: "This period overlaps one already logged",
    });
    expect((await post({ startDate: "2026-04-05" })).status).toBe(409);
    expect((await post({ startDate: "2026-04-29", endDate: "2026-05-02" })).status).toBe(201);
    // A new period with no end is held the same way: 26 to 30 April meets 29 April.
    expect((await post({ startDate: "2026-04-26" })).status).toBe(409);
    // 3. Newest first, two at a time.
    const first = await json<{ items: { id: string; startDate: string }[]; nextCursor: string }>(
      await t.request("/api/v1/cycle/periods?limit=2", { as: carl }),
    );
    expect(first.items.map((p) => p.startDate)).toEqual(["2026-04-29", "2026-04-01"]);
    const second = await json<{ items: { startDate: string }[]; nextCursor: string | null }>(
      await t.request(`/api/v1/cycle/periods?limit=2&cursor=${first.nextCursor}`, { as: carl }),
    );
    expect(second.items.map((p) => p.startDate)).toEqual([marchStart]);
    expect(second.nextCursor).toBeNull();
    // 4. The open period is ended, then reopened with null; a future start is refused.
    const open = `/api/v1/cycle/periods/${first.items[1]?.id}`;
    const reopened = await t.request(open, {
      method: "PATCH",
      json: { endDate: null },
      as: carl,
    });
    expect(await json(reopened)).toMatchObject({ startDate: "2026-04-01", endDate: null });
    expect(
      await errorOf(
        await t.request(open, { method: "PATCH", json: { startDate: "2099-01-01" }, as: carl }),
      ),
    ).toEqual({ status: 400, message: "The date cannot be in the future" });
    expect(
      await errorOf(
        await t.request(open, { method: "PATCH", json: { endDate: "2026-04-20" }, as: carl }),
      ),
    ).toEqual({ status: 400, message: "A period can be at most 15 days long" });
    expect(await errorOf(await t.request("/api/v1/cycle/periods/not-an-id", { as: carl }))).toEqual(
      { status: 404, message: "Period not found" },
    );
    expect((await t.request(open, { method: "DELETE", as: carl })).status).toBe(204);
    expect((await t.request(open, { as: carl })).status).toBe(404);
  });

  it("answers bad days and ranges with their messages", async () => {
    const dan = await t.signUp();
    const put = (date: string) =>
      t.request(`/api/v1/cycle/days/${date}`, { method: "PUT", json: { flow: "light" }, as: dan });
    expect(await errorOf(await put("2026-02-30"))).toEqual({
      status: 400,
      message: "Use a real date in the form YYYY-MM-DD",
    });
    expect(await errorOf(await put("2099-01-01"))).toEqual({
      status: 400,
      message: "The date cannot be in the future",
    });
    expect(
      await errorOf(await t.request("/api/v1/cycle/days?from=2026-01-01", { as: dan })),
    ).toEqual({ status: 400, message: "Give the first and last day (from and to)" });
    expect(
      await errorOf(
        await t.request("/api/v1/cycle/days?from=2026-02-01&to=2026-01-01", { as: dan }),
      ),
    ).toEqual({ status: 400, message: "The last day (to) cannot be before the first (from)" });
    expect(
      await errorOf(
        await t.request("/api/v1/cycle/days?from=2025-01-01&to=2026-01-02", { as: dan }),
      ),
    ).toEqual({ status: 400, message: "Ask for at most 366 days at a time" });
    expect(
      (await t.request("/api/v1/cycle/days?from=2025-01-01&to=2026-01-01", { as: dan })).status,
    ).toBe(200);
    expect(
      await errorOf(
        await t.request("/api/v1/cycle/days/2026-01-05", { method: "DELETE", as: dan }),
      ),
    ).toEqual({ status: 404, message: "Nothing is logged for that day" });
    // An empty log clears flow and note; the day stays until deleted.
    expect((await put("2026-01-05")).status).toBe(201);
    const cleared = await t.request("/api/v1/cycle/days/2026-01-05", {
      method: "PUT",
      json: {},
      as: dan,
    });
    expect(cleared.status).toBe(200);
    expect(await json(cleared)).toMatchObject({ flow: null, symptoms: [], note: null });
    expect(
      await errorOf(
        await t.request("/api/v1/cycle/settings", {
          method: "PATCH",
          json: { symptomReminderTime: "7pm" },
          as: dan,
        }),
      ),
    ).toEqual({ status: 400, message: "Use a time in the form HH:MM" });
  });

  it("has the database refuse a flow, note or reminder time the API would refuse", async () => {
    const eve = await t.signUp();
    const refused = async (statement: ReturnType<typeof sql>) => {
      const error = await t.db.execute(statement).then(
        () => null,
        (e: unknown) => e as Error,
      );
      // Drizzle wraps the driver's error; the constraint's name is in its cause.
      const cause = (error as (Error & { cause?: Error }) | null)?.cause ?? error;
      return cause?.message ?? "accepted";
    };
    expect(
      await refused(
        sql`insert into cycle_days (user_id, date, flow) values (${eve.id}, '2026-01-02', 'gushing')`,
      ),
    ).toContain("cycle_days_flow");
    expect(
      await refused(
        sql`insert into cycle_days (user_id, date, note) values (${eve.id}, '2026-01-02', ${"x".repeat(501)})`,
      ),
    ).toContain("cycle_days_note_length");
    expect(
      await refused(
        sql`insert into cycle_settings (user_id, symptom_reminder_time) values (${eve.id}, '24:00')`,
      ),
    ).toContain("cycle_settings_reminder_time");
    expect(
      await refused(
        sql`insert into cycle_days (user_id, date, flow, note) values (${eve.id}, '2026-01-02', 'heavy', ${"x".repeat(500)})`,
      ),
    ).toBe("accepted");
  });

  it("keeps discreet mode and reminder settings per person", async () => {
    expect(await json(await t.request("/api/v1/cycle/settings", { as: ben }))).toEqual({
      discreetMode: false,
      periodReminders: true,
      fertilityReminders: true,
      symptomReminders: true,
      symptomReminderTime: "19:00",
    });
    const saved = await t.request("/api/v1/cycle/settings", {
      method: "PATCH",
      json: { discreetMode: true, symptomReminderTime: "20:30" },
      as: ben,
    });
    expect(await json(saved)).toMatchObject({ discreetMode: true, symptomReminderTime: "20:30" });
    expect(
      (
        await json<{ discreetMode: boolean }>(
          await t.request("/api/v1/cycle/settings", { as: ann }),
        )
      ).discreetMode,
    ).toBe(false);
    expect(
      (
        await t.request("/api/v1/cycle/settings", {
          method: "PATCH",
          json: { symptomReminderTime: "7pm" },
          as: ben,
        })
      ).status,
    ).toBe(400);
  });

  it("predicts from every start when the newest cycles are unusable", async () => {
    const dana = await t.signUp();
    const starts: string[] = [];
    // Eight starts 28 days apart, then 26 starts 10 days apart (duplicate logs, unusable).
    let day = Date.UTC(2022, 0, 3);
    for (let i = 0; i < 8; i++, day += 28 * 86_400_000)
      starts.push(new Date(day).toISOString().slice(0, 10));
    for (let i = 0; i < 26; i++, day += 10 * 86_400_000)
      starts.push(new Date(day).toISOString().slice(0, 10));
    for (const startDate of starts) {
      const made = await t.request("/api/v1/cycle/periods", {
        method: "POST",
        json: { startDate, confirmed: true },
        as: dana,
      });
      expect(made.status, startDate).toBe(201);
    }
    const predictions = await json<Record<string, unknown>>(
      await t.request("/api/v1/cycle/predictions", { as: dana }),
    );
    expect(predictions).toEqual(
      predictCycles(starts.map((startDate) => ({ startDate, endDate: null }))),
    );
    expect(predictions).toMatchObject({ basedOnCycles: 6, predictedCycleLength: 28 });
  });
});

describe("a period soon after another", () => {
  it("asks about a period starting 6 days after the last one ended, and keeps the prediction once confirmed", async () => {
    const eve = await t.signUp();
    for (const [startDate, endDate] of [
      ["2026-01-04", "2026-01-08"],
      ["2026-02-01", "2026-02-05"],
      ["2026-03-01", "2026-03-05"],
    ]) {
      const made = await t.request("/api/v1/cycle/periods", {
        method: "POST",
        json: { startDate, endDate },
        as: eve,
      });
      expect(made.status).toBe(201);
    }
    const before = await json<{ nextPeriodStart: string }>(
      await t.request("/api/v1/cycle/predictions", { as: eve }),
    );

    const soon = { startDate: "2026-03-11", endDate: null };
    const asked = await t.request("/api/v1/cycle/periods", { method: "POST", json: soon, as: eve });
    expect(asked.status).toBe(422);
    const { error } = await json<{ error: { code: string; fields: Record<string, string> } }>(
      asked,
    );
    expect(error.code).toBe("CONFIRMATION_REQUIRED");
    expect(Object.keys(error.fields)).toEqual(["startDate"]);

    const confirmed = await t.request("/api/v1/cycle/periods", {
      method: "POST",
      json: { ...soon, confirmed: true },
      as: eve,
    });
    expect(confirmed.status).toBe(201);
    const after = await json<{ nextPeriodStart: string }>(
      await t.request("/api/v1/cycle/predictions", { as: eve }),
    );
    expect(after.nextPeriodStart).toBe(before.nextPeriodStart);

    // Moving a period's start close to another asks the same way.
    const period = await json<{ id: string }>(confirmed.clone());
    const moved = await t.request(`/api/v1/cycle/periods/${period.id}`, {
      method: "PATCH",
      json: { startDate: "2026-03-12" },
      as: eve,
    });
    expect(moved.status).toBe(422);
  });
});
