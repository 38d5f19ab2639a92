import { addDays } from "@vitalog/domain";
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

const today = new Date().toISOString().slice(0, 10);
const checkin = { mood: 4, energy: 3, sleepQuality: 4, stress: 2, sleepHours: 7.5, note: "ok" };
type Checkin = typeof checkin & { id: string; date: string };

describe("wellbeing check-ins", () => {
  it("keeps one check-in per day: a second replaces the first", async () => {
    const path = `/api/v1/wellbeing-checkins/${today}`;
    const first = await t.request(path, { method: "PUT", json: checkin, as: ann });
    expect(first.status).toBe(201);
    const second = await t.request(path, {
      method: "PUT",
      json: { ...checkin, mood: 2, note: null },
      as: ann,
    });
    expect(second.status).toBe(200);
    const list = await json<{ items: Checkin[] }>(
      await t.request("/api/v1/wellbeing-checkins", { as: ann }),
    );
    expect(list.items).toHaveLength(1);
    expect(list.items[0]).toMatchObject({ date: today, mood: 2, note: null, sleepHours: 7.5 });
    expect(
      (await json<{ items: unknown[] }>(await t.request("/api/v1/wellbeing-checkins", { as: ben })))
        .items,
    ).toEqual([]);
    expect((await t.request(path, { method: "DELETE", as: ben })).status).toBe(404);
    expect(
      (await json<{ items: unknown[] }>(await t.request("/api/v1/wellbeing-checkins", { as: ann })))
        .items,
    ).toHaveLength(1);
  });

  it("pages newest day first, within a range", async () => {
    const cara = await t.signUp();
    for (let i = 0; i < 5; i++) {
      await t.request(`/api/v1/wellbeing-checkins/${addDays(today, -i)}`, {
        method: "PUT",
        json: checkin,
        as: cara,
      });
    }
    const page1 = await json<{ items: Checkin[]; nextCursor: string }>(
      await t.request("/api/v1/wellbeing-checkins?limit=2", { as: cara }),
    );
    expect(page1.items.map((c) => c.date)).toEqual([today, addDays(today, -1)]);
    const page2 = await json<{ items: Checkin[] }>(
      await t.request(`/api/v1/wellbeing-checkins?limit=2&cursor=${page1.nextCursor}`, {
        as: cara,
      }),
    );
    expect(page2.items.map((c) => c.date)).toEqual([addDays(today, -2), addDays(today, -3)]);
    const ranged = await json<{ items: Checkin[] }>(
      await t.request(
        `/api/v1/wellbeing-checkins?from=${addDays(today, -3)}&to=${addDays(today, -2)}`,
        { as: cara },
      ),
    );
    expect(ranged.items).toHaveLength(2);

    const summary = await json<{ checkins: number; averages: { mood: number }; weekly: unknown[] }>(
      await t.request(`/api/v1/wellbeing-checkins/summary?days=7&to=${today}`, { as: cara }),
    );
    expect(summary.checkins).toBe(5);
    expect(summary.averages.mood).toBe(4);
    expect(
      (await t.request("/api/v1/wellbeing-checkins/summary?days=14", { as: cara })).status,
    ).toBe(400);
    expect(
      (
        await t.request(`/api/v1/wellbeing-checkins/${addDays(today, -4)}`, {
          method: "DELETE",
          as: cara,
        })
      ).status,
    ).toBe(204);
  });

  it("answers every bad input with its message", async () => {
    const path = `/api/v1/wellbeing-checkins/${today}`;
    const cases = [
      [{ ...checkin, mood: 7 }, "Choose a value from 1 to 5"],
      [{ ...checkin, stress: 0 }, "Choose a value from 1 to 5"],
      [{ ...checkin, sleepHours: 25 }, "Sleep hours must be between 0 and 24"],
      [{ ...checkin, note: "x".repeat(501) }, "Notes can be at most 500 characters"],
    ] as const;
    for (const [body, message] of cases) {
      const response = await t.request(path, { method: "PUT", json: body, as: ben });
      expect(response.status).toBe(400);
      expect(JSON.stringify(await response.json())).toContain(message);
    }
    for (const date of ["2026-02-30", "2026-13-01", addDays(today, 3), "1899-12-31", "yesterday"]) {
      const response = await t.request(`/api/v1/wellbeing-checkins/${date}`, {
        method: "PUT",
        json: checkin,
        as: ben,
      });
      expect(response.status, date).toBe(400);
    }
    expect((await t.request("/api/v1/wellbeing-checkins?cursor=abc", { as: ben })).status).toBe(
      400,
    );
    expect(
      (await t.request("/api/v1/wellbeing-checkins?from=2026-02-30", { as: ben })).status,
    ).toBe(400);
  });
});
