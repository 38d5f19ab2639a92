import { afterAll, beforeAll, expect, it } from "vitest";
import { createTestApp, json, type TestApp } from "../../../test/test-app.ts";

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

it("tells a visitor they are signed out with a 200, and a signed-in person gives their profile", async () => {
  const visitor = await t.request("/api/v1/session");
  expect(visitor.status).toBe(200);
  expect(await json(visitor)).toEqual({ signedIn: false, profile: null });

  const user = await t.signUp({ name: "Probe" });
  const signedIn = await t.request("/api/v1/session", { as: user });
  expect(signedIn.status).toBe(200);
  // The probe runs on every page load, so it leaves out the AI-credit fields of /profile (read
  // from the credit ledger); everything else is the same profile.
  const {
    aiCredits,
    aiCreditsHistory,
    totalCreditsUsed,
    totalCreditsPurchased,
    lastCreditPurchase,
    ...profile
  } = (await (await t.request("/api/v1/profile", { as: user })).json()) as Record<string, unknown>;
  expect({ aiCredits, aiCreditsHistory, totalCreditsUsed, totalCreditsPurchased }).toEqual({
    aiCredits: 0,
    aiCreditsHistory: [],
    totalCreditsUsed: 0,
    totalCreditsPurchased: 0,
  });
  expect(lastCreditPurchase).toBeNull();
  expect(await json(signedIn)).toEqual({ signedIn: true, profile });
});

it("treats a forged or stale cookie as a visitor", async () => {
  const response = await t.request("/api/v1/session", {
    headers: { Cookie: "vitalog.session_token=forged.value" },
  });
  expect(response.status).toBe(200);
  expect(await json(response)).toEqual({ signedIn: false, profile: null });
});
