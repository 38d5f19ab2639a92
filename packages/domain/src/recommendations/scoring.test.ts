import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { ageOn, recommendationApplies } from "./rules.ts";
import { nextDueDate } from "./schedule.ts";
import {
  type RankingState,
  rankRecommendations,
  type ScoringProfile,
  type ScoringRecommendation,
  scoreRecommendation,
  statusOf,
} from "./scoring.ts";

const TODAY = "2026-11-23";

const person = (overrides: Partial<ScoringProfile> = {}): ScoringProfile => ({
  dateOfBirth: "1974-11-23", // 52 today
  gender: "female",
  selectedRiskFactors: ["smoking"],
  selectedHealthGoals: ["heart"],
  bmi: 27,
  activityLevel: "sedentary",
  ...overrides,
});

const rec = (overrides: Partial<ScoringRecommendation> = {}): ScoringRecommendation => ({
  gender: "all",
  minAge: 18,
  maxAge: 99,
  selectedRiskFactors: [],
  selectedHealthGoals: [],
  isUrgent: false,
  priority: 3,
  ...overrides,
});

describe("match score", () => {
  it("gives a recommendation for everyone its full age weight, scaled to 100", () => {
    const explanation = scoreRecommendation(rec(), person(), TODAY);
    expect(explanation.criteria).toEqual([
      { criterion: "age", weight: 15, points: 100, matched: true, details: ["52"] },
    ]);
    expect(explanation.applicableWeight).toBe(15);
    expect(explanation.score).toBe(100);
  });

  it("weighs goals 30, risk factors 25, age 15, BMI 15, activity 10 and gender 5", () => {
    const all = rec({
      gender: "female",
      selectedRiskFactors: ["smoking"],
      selectedHealthGoals: ["heart"],
      bmiMin: 25,
      activityLevels: ["sedentary"],
    });
    const explanation = scoreRecommendation(all, person(), TODAY, (id) => id.toUpperCase());
    expect(explanation.applicableWeight).toBe(100);
    expect(Object.fromEntries(explanation.criteria.map((c) => [c.criterion, c.points]))).toEqual({
      healthGoals: 30,
      riskFactors: 25,
      age: 15,
      bmi: 15,
      activity: 10,
      gender: 5,
    });
    expect(explanation.criteria[0]?.details).toEqual(["HEART"]);
    expect(explanation.score).toBe(100);
  });

  it("scales the criteria that apply when fewer than six do", () => {
    // Goals listed but not shared (0 of 30), risk shared (25), age (15): 40 of 70 → 57.
    const explanation = scoreRecommendation(
      rec({ selectedRiskFactors: ["smoking"], selectedHealthGoals: ["weight"] }),
      person(),
      TODAY,
    );
    expect(explanation.applicableWeight).toBe(70);
    expect(explanation.score).toBe(Math.round((40 / 70) * 100));
    expect(explanation.criteria.find((c) => c.criterion === "healthGoals")).toMatchObject({
      matched: false,
      points: 0,
    });
  });

  it("adds 10 from priority 4 and 15 for urgent, then clamps to 100", () => {
    const half = rec({ selectedRiskFactors: ["other"], selectedHealthGoals: ["heart"] });
    const base = scoreRecommendation(half, person(), TODAY).score; // (30 + 15) / 70
    expect(base).toBe(64);
    expect(scoreRecommendation({ ...half, priority: 3 }, person(), TODAY).bonuses).toEqual([]);
    expect(scoreRecommendation({ ...half, priority: 4 }, person(), TODAY).score).toBe(base + 10);
    expect(
      scoreRecommendation({ ...half, priority: 5, isUrgent: true }, person(), TODAY).score,
    ).toBe(89);
    expect(scoreRecommendation(rec({ priority: 5, isUrgent: true }), person(), TODAY).score).toBe(
      100,
    );
  });

  it("counts BMI only when the person's BMI is known and the recommendation gives a band", () => {
    const band = rec({ bmiMin: 30 });
    expect(
      scoreRecommendation(band, person({ bmi: null }), TODAY).criteria.map((c) => c.criterion),
    ).toEqual(["age"]);
    const below = scoreRecommendation(band, person({ bmi: 29.94 }), TODAY);
    expect(below.criteria.find((c) => c.criterion === "bmi")).toMatchObject({
      matched: false,
      details: ["29.9"],
    });
    expect(scoreRecommendation(band, person({ bmi: 30 }), TODAY).score).toBe(100);
  });

  it("stays within 0–100 whatever the inputs (property)", () => {
    fc.assert(
      fc.property(arbitraryRecommendation(), arbitraryProfile(), (r, p) => {
        const { score, criteria } = scoreRecommendation(r, p, TODAY);
        return (
          Number.isInteger(score) &&
          score >= 0 &&
          score <= 100 &&
          criteria.every((c) => c.points >= 0 && c.points <= 100)
        );
      }),
    );
  });
});

describe("matching at the age boundaries (property)", () => {
  it("applies exactly when minAge ≤ age ≤ maxAge, both inclusive", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 120 }),
        fc.integer({ min: 0, max: 120 }),
        fc.date({ min: new Date("1900-01-01"), max: new Date("2026-11-23"), noInvalidDate: true }),
        (a, b, birth) => {
          const [minAge, maxAge] = a <= b ? [a, b] : [b, a];
          const dateOfBirth = birth.toISOString().slice(0, 10);
          const age = ageOn(dateOfBirth, TODAY);
          const applies = recommendationApplies({ minAge, maxAge }, person({ dateOfBirth }), TODAY);
          return applies === (age >= minAge && age <= maxAge);
        },
      ),
    );
  });

  it.each([
    ["on the birthday the band opens", "1976-11-23", 50, 75, true],
    ["the day before the band opens", "1976-11-24", 50, 75, false],
    ["on the last birthday inside the band", "1951-11-24", 50, 75, true],
    ["on the birthday the band closes", "1950-11-23", 50, 75, false],
  ])("%s", (_label, dateOfBirth, minAge, maxAge, applies) => {
    expect(recommendationApplies({ minAge, maxAge }, person({ dateOfBirth }), TODAY)).toBe(applies);
  });
});

describe("ranking", () => {
  const items = [
    { id: "low", ...rec({ priority: 1 }) },
    { id: "urgent", ...rec({ isUrgent: true, selectedHealthGoals: ["heart"] }) },
    { id: "mid", ...rec({ selectedRiskFactors: ["smoking"], selectedHealthGoals: ["x"] }) },
    { id: "high", ...rec({ priority: 4 }) },
    { id: "male", ...rec({ gender: "male" }) },
  ];

  it("sorts urgent first, then by score, then by priority", () => {
    const ranked = rankRecommendations(items, person(), new Map(), TODAY);
    expect(ranked.map((r) => r.recommendation.id)).toEqual(["urgent", "high", "low", "mid"]);
  });

  it("leaves completed and hidden items out by default, and keeps one status when asked", () => {
    const states = new Map<string, RankingState>([
      ["low", { completed: true, saved: false, hidden: false }],
      ["high", { completed: false, saved: true, hidden: true }],
      ["mid", { completed: false, saved: true, hidden: false }],
    ]);
    const ids = (options = {}) =>
      rankRecommendations(items, person(), states, TODAY, options).map((r) => r.recommendation.id);
    expect(ids()).toEqual(["urgent", "mid"]);
    expect(ids({ status: "completed" })).toEqual(["low"]);
    expect(ids({ status: "hidden" })).toEqual(["high"]);
    expect(ids({ status: "saved" })).toEqual(["mid"]);
    // Saved, then completed: still in Saved (until unsaved), and under Completed too.
    const done = new Map(states).set("mid", { completed: true, saved: true, hidden: false });
    const with_ = (options = {}) =>
      rankRecommendations(items, person(), done, TODAY, options).map((r) => r.recommendation.id);
    expect(with_({ status: "saved" })).toEqual(["mid"]);
    expect(with_({ status: "completed" })).toEqual(["low", "mid"]);
    expect(ids({ excludeCompleted: false, excludeHidden: false })).toEqual([
      "urgent",
      "high",
      "low",
      "mid",
    ]);
    expect(ids({ minScore: 80 })).toEqual(["urgent"]);
    expect(ids({ maxResults: 1 })).toEqual(["urgent"]);
  });

  it("never returns excluded items, is sorted and is stable (property)", () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(arbitraryRecommendation(), arbitraryState()), { maxLength: 40 }),
        arbitraryProfile(),
        (pairs, profile) => {
          const recs = pairs.map(([r], i) => ({ ...r, id: `r${i}` }));
          const states = new Map(pairs.map(([, s], i) => [`r${i}`, s]));
          const ranked = rankRecommendations(recs, profile, states, TODAY);
          const order = new Map(recs.map((r, i) => [r.id, i]));
          return ranked.every((item, i) => {
            const status = statusOf(states.get(item.recommendation.id));
            if (status === "completed" || status === "hidden") return false;
            if (!recommendationApplies(item.recommendation, profile, TODAY)) return false;
            const next = ranked[i + 1];
            if (!next) return true;
            const a = item.recommendation;
            const b = next.recommendation;
            const key = (x: typeof a, s: number) => [Number(x.isUrgent), s, x.priority];
            const ka = key(a, item.explanation.score);
            const kb = key(b, next.explanation.score);
            const cmp = ka.findIndex((v, k) => v !== kb[k]);
            if (cmp === -1) return (order.get(a.id) ?? 0) < (order.get(b.id) ?? 0);
            return (ka[cmp] ?? 0) > (kb[cmp] ?? 0);
          });
        },
      ),
    );
  });
});

describe("next due date", () => {
  it.each([
    ["2026-01-31", 1, "month", "2026-02-28"],
    ["2028-01-31", 1, "month", "2028-02-29"],
    ["2028-02-29", 1, "year", "2029-02-28"],
    ["2026-11-23", 3, "year", "2029-11-23"],
    ["2026-12-30", 1, "week", "2027-01-06"],
    ["2026-11-23", 10, "day", "2026-12-03"],
  ] as const)("%s + %i %s is %s", (from, number, period, due) => {
    expect(nextDueDate(from, { number, period })).toBe(due);
  });

  it("is never for once, custom or no schedule", () => {
    expect(nextDueDate("2026-11-23", { number: 1, period: "once" })).toBeNull();
    expect(nextDueDate("2026-11-23", { number: 1, period: "custom" })).toBeNull();
    expect(nextDueDate("2026-11-23", {})).toBeNull();
  });
});

function arbitraryRecommendation() {
  return fc.record({
    gender: fc.constantFrom("all", "male", "female"),
    minAge: fc.integer({ min: 0, max: 60 }),
    maxAge: fc.integer({ min: 61, max: 120 }),
    selectedRiskFactors: fc.subarray(["smoking", "obesity", "bp"]),
    selectedHealthGoals: fc.subarray(["heart", "weight"]),
    isUrgent: fc.boolean(),
    priority: fc.integer({ min: 1, max: 5 }),
    bmiMin: fc.option(fc.double({ min: 10, max: 40, noNaN: true }), { nil: null }),
    bmiMax: fc.option(fc.double({ min: 40, max: 80, noNaN: true }), { nil: null }),
    activityLevels: fc.subarray(["sedentary", "very_active"]),
  });
}

function arbitraryProfile() {
  return fc.record({
    dateOfBirth: fc.option(
      fc
        .date({ min: new Date("1910-01-01"), max: new Date("2026-01-01"), noInvalidDate: true })
        .map((d) => d.toISOString().slice(0, 10)),
      { nil: null },
    ),
    gender: fc.constantFrom("male" as const, "female" as const, null),
    selectedRiskFactors: fc.subarray(["smoking", "obesity", "bp"]),
    selectedHealthGoals: fc.subarray(["heart", "weight"]),
    bmi: fc.option(fc.double({ min: 12, max: 70, noNaN: true }), { nil: null }),
    activityLevel: fc.constantFrom("sedentary", "very_active", null),
  });
}

function arbitraryState() {
  return fc.record({ completed: fc.boolean(), saved: fc.boolean(), hidden: fc.boolean() });
}
