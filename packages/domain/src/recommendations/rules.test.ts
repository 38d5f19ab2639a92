import { describe, expect, it } from "vitest";
import {
  ageOn,
  categoryOf,
  compareRanked,
  effectiveness,
  frequencyText,
  type MatchProfile,
  recommendationApplies,
} from "./rules.ts";

const person = (overrides: Partial<MatchProfile> = {}): MatchProfile => ({
  dateOfBirth: "1976-05-15",
  gender: "female",
  selectedRiskFactors: ["tobacco-use"],
  selectedHealthGoals: ["prevent-cancer"],
  ...overrides,
});

describe("age", () => {
  it("adds a year on the birthday, not the day before", () => {
    expect(ageOn("1976-05-15", "2026-05-14")).toBe(49);
    expect(ageOn("1976-05-15", "2026-05-15")).toBe(50);
  });

  it("counts a 29 February birthday on 1 March in other years", () => {
    expect(ageOn("2000-02-29", "2026-02-28")).toBe(25);
    expect(ageOn("2000-02-29", "2026-03-01")).toBe(26);
    expect(ageOn("2000-02-29", "2028-02-29")).toBe(28);
  });

  it("takes 30 without a date of birth", () => {
    expect(ageOn(null, "2026-11-23")).toBe(30);
  });
});

describe("matching", () => {
  const today = "2026-11-23"; // the person is 50
  it("needs the gender to be all or the person's", () => {
    expect(recommendationApplies({ gender: "all" }, person(), today)).toBe(true);
    expect(recommendationApplies({ gender: "female" }, person(), today)).toBe(true);
    expect(recommendationApplies({ gender: "male" }, person(), today)).toBe(false);
    expect(recommendationApplies({ gender: "female" }, person({ gender: null }), today)).toBe(
      false,
    );
  });

  it.each([
    [50, 75, true],
    [45, 50, true],
    [51, 75, false],
    [40, 49, false],
  ])("takes the band %i..%i inclusive at age 50: %s", (minAge, maxAge, applies) => {
    expect(recommendationApplies({ minAge, maxAge }, person(), today)).toBe(applies);
  });

  it("uses age 30 without a date of birth, and 0..999 for a band not given", () => {
    expect(
      recommendationApplies({ minAge: 30, maxAge: 30 }, person({ dateOfBirth: null }), today),
    ).toBe(true);
    expect(recommendationApplies({ minAge: 31 }, person({ dateOfBirth: null }), today)).toBe(false);
    expect(recommendationApplies({}, person({ dateOfBirth: "1920-01-01" }), today)).toBe(true);
  });

  it("needs one shared risk factor or goal, unless it lists none at all", () => {
    expect(recommendationApplies({ selectedRiskFactors: ["tobacco-use"] }, person(), today)).toBe(
      true,
    );
    expect(
      recommendationApplies({ selectedHealthGoals: ["prevent-cancer"] }, person(), today),
    ).toBe(true);
    expect(
      recommendationApplies(
        { selectedRiskFactors: ["obesity"], selectedHealthGoals: ["lose-weight"] },
        person(),
        today,
      ),
    ).toBe(false);
    expect(
      recommendationApplies({ selectedRiskFactors: [], selectedHealthGoals: [] }, person(), today),
    ).toBe(true);
    expect(
      recommendationApplies(
        {},
        person({ selectedRiskFactors: [], selectedHealthGoals: [] }),
        today,
      ),
    ).toBe(true);
  });
});

describe("category, frequency and effectiveness", () => {
  it("maps action types in the spec's order, unknown to Other", () => {
    expect(categoryOf("screening")).toBe("Preventive Screening");
    expect(categoryOf("physician_visit")).toBe("Doctor Visits");
    expect(categoryOf("supplement")).toBe("Supplements");
    expect(categoryOf("astrology")).toBe("Other");
    expect(categoryOf(undefined)).toBe("Other");
  });

  it("writes the frequency", () => {
    expect(frequencyText({ number: 1, period: "once" })).toBe("One time only");
    expect(frequencyText({ number: 1, period: "year" })).toBe("Every 1 year");
    expect(frequencyText({ number: 3, period: "year" })).toBe("Every 3 years");
    expect(frequencyText(null)).toBe("Frequency not specified");
    expect(frequencyText({ number: 2 })).toBe("Frequency not specified");
  });

  it("weighs completion and saves, adds the grade bonus, and is 50 without views", () => {
    expect(effectiveness({ views: 0, completions: 0, saves: 0 }, "A")).toBe(50);
    // 0.7 × 20 + 0.3 × 50 = 29, +10 for A
    expect(effectiveness({ views: 10, completions: 2, saves: 5 }, "A")).toBeCloseTo(39);
    expect(effectiveness({ views: 10, completions: 2, saves: 5 }, "B")).toBeCloseTo(34);
    expect(effectiveness({ views: 10, completions: 2, saves: 5 }, "C")).toBeCloseTo(29);
  });

  it("ranks urgent first, then by score, then by priority", () => {
    const items = [
      { id: "a", isUrgent: false, matchScore: 90, priority: 3 },
      { id: "b", isUrgent: true, matchScore: 10, priority: 1 },
      { id: "c", isUrgent: false, matchScore: 90, priority: 5 },
      { id: "d", isUrgent: false, matchScore: 95, priority: 1 },
    ];
    expect([...items].sort(compareRanked).map((i) => i.id)).toEqual(["b", "d", "c", "a"]);
  });
});
