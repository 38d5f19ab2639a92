import { describe, expect, it } from "vitest";
import { EMPTY_SAFETY_PLAN, SafetyPlan } from "./safety-plan.ts";

describe("SafetyPlan", () => {
  it("keeps a line with half a surrogate pair storable, and a whole pair as it is", () => {
    const plan = SafetyPlan.parse({
      ...EMPTY_SAFETY_PLAN,
      warningSigns: ["late nights \ud800", "🌙 walks"],
    });
    expect(plan.warningSigns).toEqual(["late nights \ufffd", "🌙 walks"]);
  });
});
