import { type CatalogList, type Profile, ProfileMessage } from "@vitalog/domain";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp } from "../../../test/test-app.ts";
import { STARTER_HEALTH_GOALS, STARTER_RISK_FACTORS } from "../catalog/catalog.seed.ts";

interface ErrorReply {
  error: { code: string; message: string; fields?: Record<string, string> };
}

let t: TestApp;
let riskFactors: CatalogList["items"];
let healthGoals: CatalogList["items"];

beforeAll(async () => {
  t = await createTestApp();
  riskFactors = (await json<CatalogList>(await t.request("/api/v1/risk-factors"))).items;
  healthGoals = (await json<CatalogList>(await t.request("/api/v1/health-goals"))).items;
});
afterAll(() => t.close());

describe("catalogue", () => {
  it("lists the starter risk factors and health goals to anyone, with descriptions", () => {
    expect(riskFactors.length).toBeGreaterThanOrEqual(10);
    expect(healthGoals.length).toBeGreaterThanOrEqual(10);
    expect(riskFactors.map((r) => r.name)).toContain("High blood pressure");
    expect(healthGoals.map((g) => g.name)).toContain("Lose weight");
    // Other test files add entries of their own to a shared database: check the starter ones.
    const starter = new Set([...STARTER_RISK_FACTORS, ...STARTER_HEALTH_GOALS].map((i) => i.name));
    const listed = [...riskFactors, ...healthGoals].filter((item) => starter.has(item.name));
    expect(listed).toHaveLength(starter.size);
    for (const item of listed) {
      expect(item.description).toMatch(/\.$/);
    }
  });

  it("gives every starter risk factor the group it is shown in, and health goals none", () => {
    const byName = new Map(riskFactors.map((r) => [r.name, r.category]));
    for (const seed of STARTER_RISK_FACTORS) {
      expect(seed.category, seed.name).toBeDefined();
      expect(byName.get(seed.name), seed.name).toBe(seed.category);
    }
    expect(healthGoals.every((g) => g.category === undefined)).toBe(true);
  });
});

describe("first-run welcome card", () => {
  it("starts shown for a new member, closes with a PATCH, and refuses a non-boolean", async () => {
    const user = await t.signUp();
    const fresh = await json<Profile>(await t.request("/api/v1/profile", { as: user }));
    expect(fresh.welcomeDismissed).toBe(false);

    const bad = await t.request("/api/v1/profile", {
      method: "PATCH",
      json: { welcomeDismissed: "yes" },
      as: user,
    });
    expect(bad.status).toBe(400);

    const closed = await t.request("/api/v1/profile", {
      method: "PATCH",
      json: { welcomeDismissed: true },
      as: user,
    });
    expect(closed.status).toBe(200);
    expect((await json<Profile>(closed)).welcomeDismissed).toBe(true);
    const session = await json<{ profile: Profile }>(
      await t.request("/api/v1/session", { as: user }),
    );
    expect(session.profile.welcomeDismissed).toBe(true);
  });
});

describe("profile completion", () => {
  it("is incomplete until date of birth and gender are both set", async () => {
    // 1. A new account starts incomplete.
    const user = await t.signUp();
    const fresh = await json<Profile>(await t.request("/api/v1/profile", { as: user }));
    expect(fresh.profileCompleted).toBe(false);

    // 2. Date of birth alone does not complete it.
    const partly = await t.request("/api/v1/profile", {
      method: "PATCH",
      json: { dateOfBirth: "1985-04-12" },
      as: user,
    });
    expect(partly.status).toBe(200);
    expect((await json<Profile>(partly)).profileCompleted).toBe(false);

    // 3. Adding gender, a risk factor and a goal completes it; the choices are stored.
    const chosenRisk = riskFactors[0]!.id;
    const chosenGoal = healthGoals[1]!.id;
    const done = await t.request("/api/v1/profile", {
      method: "PATCH",
      json: {
        gender: "female",
        selectedRiskFactors: [chosenRisk],
        selectedHealthGoals: [chosenGoal],
      },
      as: user,
    });
    expect(done.status).toBe(200);
    expect(await json<Profile>(done)).toMatchObject({
      profileCompleted: true,
      dateOfBirth: "1985-04-12",
      gender: "female",
      selectedRiskFactors: [chosenRisk],
      selectedHealthGoals: [chosenGoal],
    });

    // 4. It stays complete when the person later changes other fields.
    const later = await t.request("/api/v1/profile", {
      method: "PATCH",
      json: { selectedRiskFactors: [], heightCm: 168, measurementPreference: "imperial" },
      as: user,
    });
    expect(await json<Profile>(later)).toMatchObject({
      profileCompleted: true,
      selectedRiskFactors: [],
      heightCm: 168,
      measurementPreference: "imperial",
    });
  });

  it("completes with no risk factors or goals at all", async () => {
    const user = await t.signUp();
    const response = await t.request("/api/v1/profile", {
      method: "PATCH",
      json: {
        dateOfBirth: "1990-01-31",
        gender: "male",
        selectedRiskFactors: [],
        selectedHealthGoals: [],
      },
      as: user,
    });
    expect((await json<Profile>(response)).profileCompleted).toBe(true);
  });

  it.each([
    [{ dateOfBirth: "1985-02-30" }, ProfileMessage.dateOfBirthInvalid, "dateOfBirth"],
    [{ dateOfBirth: "12/04/1985" }, ProfileMessage.dateOfBirthInvalid, "dateOfBirth"],
    [{ dateOfBirth: "2099-01-01" }, ProfileMessage.dateOfBirthInFuture, "dateOfBirth"],
    [
      { dateOfBirth: `${new Date().getUTCFullYear() - 5}-01-01` },
      ProfileMessage.tooYoung,
      "dateOfBirth",
    ],
    [{ gender: "robot" }, ProfileMessage.genderRequired, "gender"],
    [{ gender: "all" }, ProfileMessage.genderRequired, "gender"],
  ])("refuses %j with the message the form shows", async (body, message, field) => {
    const user = await t.signUp();
    const response = await t.request("/api/v1/profile", { method: "PATCH", json: body, as: user });
    expect(response.status).toBe(400);
    const { error } = await json<ErrorReply>(response);
    expect(error.code).toBe("VALIDATION_FAILED");
    expect(error.message).toBe(message);
    expect(error.fields?.[field]).toBe(message);
  });

  it("refuses risk factors and health goals that do not exist", async () => {
    const user = await t.signUp();
    const unknownId = "00000000-0000-4000-8000-000000000000";

    const risk = await t.request("/api/v1/profile", {
      method: "PATCH",
      json: { selectedRiskFactors: [riskFactors[0]!.id, unknownId] },
      as: user,
    });
    expect(risk.status).toBe(400);
    expect((await json<ErrorReply>(risk)).error.message).toBe(ProfileMessage.unknownRiskFactor);

    const goal = await t.request("/api/v1/profile", {
      method: "PATCH",
      json: { selectedHealthGoals: [riskFactors[0]!.id] },
      as: user,
    });
    expect(goal.status).toBe(400);
    expect((await json<ErrorReply>(goal)).error.message).toBe(ProfileMessage.unknownHealthGoal);

    const notUuid = await t.request("/api/v1/profile", {
      method: "PATCH",
      json: { selectedHealthGoals: ["lose-weight"] },
      as: user,
    });
    expect(notUuid.status).toBe(400);

    // Nothing was stored.
    const profile = await json<Profile>(await t.request("/api/v1/profile", { as: user }));
    expect(profile.selectedRiskFactors).toEqual([]);
    expect(profile.selectedHealthGoals).toEqual([]);
  });

  it("refuses fields a profile does not have, and malformed bodies", async () => {
    const user = await t.signUp();
    const extra = await t.request("/api/v1/profile", {
      method: "PATCH",
      json: { isAdmin: true },
      as: user,
    });
    expect(extra.status).toBe(400);
    expect((await json<ErrorReply>(extra)).error.fields).toHaveProperty("isAdmin");

    const malformed = await t.request("/api/v1/profile", {
      method: "PATCH",
      body: "{not json",
      as: user,
    });
    expect(malformed.status).toBe(400);
    expect((await json<ErrorReply>(malformed)).error.code).toBe("VALIDATION_FAILED");

    const notAnObject = await t.request("/api/v1/profile", {
      method: "PATCH",
      json: [1, 2],
      as: user,
    });
    expect(notAnObject.status).toBe(400);
  });
});
