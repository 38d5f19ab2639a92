import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, json, type TestApp, type TestUser } from "../../../test/test-app.ts";
import { grantAdmin } from "./admin.service.ts";

let t: TestApp;
let admin: TestUser;

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signUp({ name: "Ana Admin" });
  await grantAdmin({ db: t.db, log: t.log }, admin.email);
});
afterAll(() => t.close());

describe("the admin dashboard's data", () => {
  it("counts users, active users and engagement from real data", async () => {
    await t.signUp();
    const overview = await json<Record<string, number>>(
      await t.request("/api/v1/admin/overview", { as: admin }),
    );
    expect(overview.users).toBeGreaterThanOrEqual(2);
    expect(overview.activeUsers).toBeGreaterThanOrEqual(2);
    expect(overview.activeUsers).toBeLessThanOrEqual(overview.users as number);
    expect(overview.engagement).toBe(
      Math.round(((overview.activeUsers as number) / (overview.users as number)) * 1000) / 10,
    );
    expect(overview.recommendations).toBeGreaterThanOrEqual(0);
    expect(overview.riskFactors).toBeGreaterThan(0);
  });

  it("checks the database and storage now, and says what is configured", async () => {
    const { checks } = await json<{ checks: { name: string; state: string }[] }>(
      await t.request("/api/v1/admin/system-status", { as: admin }),
    );
    expect(checks).toEqual([
      expect.objectContaining({ name: "database", state: "up" }),
      expect.objectContaining({ name: "mail", state: "not_configured" }),
      expect.objectContaining({ name: "storage", state: "up" }),
      expect.objectContaining({ name: "ai", state: "not_configured" }),
      expect.objectContaining({ name: "payments", state: "not_configured" }),
    ]);
  });

  it("names the admin in the activity log", async () => {
    await t.request("/api/v1/admin/health-goals", {
      json: { name: `Goal ${Date.now()}` },
      as: admin,
    });
    const { items } = await json<{ items: { actorName: string; action: string }[] }>(
      await t.request("/api/v1/admin/activity", { as: admin }),
    );
    expect(items[0]).toMatchObject({ actorName: "Ana Admin", action: "created" });
  });
});

describe("the system-status card with Stripe set up", () => {
  it("says payments and AI are configured when STRIPE_SECRET_KEY and AI_* are set", async () => {
    const paid = await createTestApp({
      stripe: { secretKey: "sk_test_vitalog", webhookSecret: "whsec_vitalog", apiUrl: undefined },
      ai: {
        baseUrl: "http://127.0.0.1:9/v1",
        apiKey: undefined,
        model: "test-model",
        timeoutMs: 60_000,
        freeCreditsPerMonth: 5,
      },
    });
    try {
      const boss = await paid.signUp();
      await grantAdmin({ db: paid.db, log: paid.log }, boss.email);
      const { checks } = await json<{ checks: { name: string; state: string }[] }>(
        await paid.request("/api/v1/admin/system-status", { as: boss }),
      );
      expect(checks.find((check) => check.name === "payments")).toMatchObject({
        state: "configured",
        detail: "Card payments through Stripe Checkout",
      });
      expect(checks.find((check) => check.name === "ai")).toMatchObject({
        state: "configured",
        detail: "Model test-model",
      });
    } finally {
      await paid.close();
    }
  });
});
