import type { NutritionTargets, WeightChange } from "@vitalog/domain";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";

interface ErrorReply {
  error: { code: string; message: string };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const DAY = 86_400_000;
const daysAgo = (days: number) => new Date(Date.now() - days * DAY).toISOString();

async function setProfile(user: TestUser, body: Record<string, unknown>) {
  const response = await t.request("/api/v1/profile", { method: "PATCH", json: body, as: user });
  expect(response.status).toBe(200);
}

async function weighIn(user: TestUser, weightKg: number, measuredAt: string) {
  const response = await t.request("/api/v1/weight-entries", {
    json: { weightKg, measuredAt },
    as: user,
  });
  expect(response.status).toBe(201);
}

async function targets(user: TestUser) {
  const response = await t.request("/api/v1/nutrition/targets", { as: user });
  return { status: response.status, body: await json<NutritionTargets & ErrorReply>(response) };
}

describe("nutrition targets", () => {
  it("work the spec's targets from the profile and the latest weight entry", async () => {
    // 1. A man who turned 30 on 1 January this year, 180 cm, sedentary by default.
    const user = await t.signUp();
    const born = new Date();
    born.setUTCFullYear(born.getUTCFullYear() - 30, 0, 1);
    const dateOfBirth = born.toISOString().slice(0, 10);
    await setProfile(user, { dateOfBirth, gender: "male", heightCm: 180 });

    // 2. An older weigh-in, then the latest one: the latest counts.
    await weighIn(user, 90, daysAgo(10));
    await weighIn(user, 80, daysAgo(1));
    const age = 30;
    const { status, body } = await targets(user);
    expect(status).toBe(200);
    const bmr = 10 * 80 + 6.25 * 180 - 5 * age + 5;
    expect(body).toEqual({
      bmrKcal: bmr,
      tdeeKcal: bmr * 1.2,
      targetKcal: bmr * 1.2,
      bmi: 80 / 1.8 ** 2,
      bmiCategory: "normal",
      weightKg: 80,
      heightCm: 180,
      age,
      gender: "male",
      activityLevel: "sedentary",
      weightGoal: "maintain",
    });

    // 3. A goal and an activity level change the target.
    await setProfile(user, { activityLevel: "very_active", weightGoal: "lose" });
    const lose = await targets(user);
    expect(lose.body.targetKcal).toBeCloseTo(bmr * 1.725 - 550, 9);
  });

  it("count a missing date of birth as 30 and a woman's BMR with −161", async () => {
    const user = await t.signUp();
    await setProfile(user, { gender: "female", heightCm: 165 });
    await weighIn(user, 60, daysAgo(0));
    const { body } = await targets(user);
    expect(body).toMatchObject({ age: 30, gender: "female", bmrKcal: 1320.25 });
  });

  it("answer the spec's message without height or weight, and keep to the person's own data", async () => {
    const a = await t.signUp();
    const noHeight = await targets(a);
    expect(noHeight.status).toBe(400);
    expect(noHeight.body.error.message).toBe("Weight and height measurements are required");

    await setProfile(a, { heightCm: 170 });
    expect((await targets(a)).body.error.message).toBe(
      "Weight and height measurements are required",
    );

    // Another person's weight is never used.
    const b = await t.signUp();
    await weighIn(b, 70, daysAgo(0));
    expect((await targets(a)).status).toBe(400);

    await weighIn(a, 65, daysAgo(0));
    expect((await targets(a)).body.weightKg).toBe(65);
  });

  it("answer 'User data not found' for an account without a profile", async () => {
    const user = await t.signUp();
    await t.db.execute(sql`delete from profiles where user_id = ${user.id}`);
    const { status, body } = await targets(user);
    expect(status).toBe(404);
    expect(body.error.message).toBe("User data not found");
  });

  it("refuse a visitor", async () => {
    const response = await t.request("/api/v1/nutrition/targets");
    expect(response.status).toBe(401);
  });
});

describe("weight change", () => {
  async function change(user: TestUser, query = "") {
    const response = await t.request(`/api/v1/nutrition/weight-change${query}`, { as: user });
    return { status: response.status, body: await json<WeightChange & ErrorReply>(response) };
  }

  it("needs two entries, then two within the window", async () => {
    const user = await t.signUp();
    const none = await change(user);
    expect(none.status).toBe(400);
    expect(none.body.error.message).toBe("Insufficient weight history for calculation");

    await weighIn(user, 84, daysAgo(60));
    await weighIn(user, 82, daysAgo(20));
    const oneInWindow = await change(user);
    expect(oneInWindow.status).toBe(400);
    expect(oneInWindow.body.error.message).toBe("Insufficient weight entries in the last 28 days");
    expect((await change(user, "?days=14")).body.error.message).toBe(
      "Insufficient weight entries in the last 14 days",
    );

    await weighIn(user, 81, daysAgo(6));
    const ok = await change(user);
    expect(ok.status).toBe(200);
    expect(ok.body).toMatchObject({
      windowDays: 28,
      entries: 2,
      startKg: 82,
      endKg: 81,
      changeKg: -1,
    });
    expect(ok.body.kgPerWeek).toBeCloseTo(-0.5, 6);
    expect((await change(user, "?days=90")).body).toMatchObject({ entries: 3, changeKg: -3 });
  });

  it("refuses a window that is not 1 to 365 whole days", async () => {
    const user = await t.signUp();
    for (const days of ["0", "366", "2.5", "x"]) {
      const reply = await change(user, `?days=${days}`);
      expect(reply.status).toBe(400);
    }
  });
});
