import { describe, expect, it } from "vitest";
import { isDayNotInFuture } from "../kit/time-series.ts";
import { DEMO_FOODS, demoFood, demoFoodTargets } from "./demo.ts";
import { FoodInput, FoodLogInput, FoodLogPatch } from "./food.ts";
import {
  atwaterEnergy,
  chooseTarget,
  dailyIntake,
  foodDayTotals,
  foodEnergyVerdict,
  groupByMeal,
  importedEnergyDay,
  importedEnergyKcal,
  portionAmountProblem,
  portionNutrients,
  resolvePortion,
  searchFoods,
  sumNutrients,
  typoMatch,
  weekDays,
  wordSimilarity,
} from "./rules.ts";

const banana = { energyKcal: 89, proteinG: 1.09, carbohydrateG: 22.84, fatG: 0.33, fibreG: 2.6 };
const servings = [
  { label: "1 medium", grams: 118 },
  { label: "1 cup, sliced", grams: 150 },
];

describe("portions", () => {
  it("are grams / 100 × the values per 100 g, unrounded", () => {
    expect(portionNutrients(banana, 150)).toEqual({
      energyKcal: 133.5,
      proteinG: 1.09 * 1.5,
      carbohydrateG: 22.84 * 1.5,
      fatG: 0.33 * 1.5,
      fibreG: 2.6 * 1.5,
    });
    expect(portionNutrients(banana, 0.1).energyKcal).toBeCloseTo(0.089, 12);
  });

  it("resolve servings by label (case aside), the first serving when none is named", () => {
    expect(resolvePortion(servings, { grams: 75 })).toEqual({
      ok: true,
      grams: 75,
      servings: null,
      serving: null,
    });
    expect(resolvePortion(servings, { servings: 1.5 })).toEqual({
      ok: true,
      grams: 177,
      servings: 1.5,
      serving: "1 medium",
    });
    expect(resolvePortion(servings, { servings: 2, serving: "1 CUP, SLICED " })).toMatchObject({
      grams: 300,
      serving: "1 cup, sliced",
    });
    expect(resolvePortion(servings, { servings: 1, serving: "1 bunch" })).toEqual({
      ok: false,
      message: "This food has no serving by that name",
    });
    expect(resolvePortion([], { servings: 1 })).toEqual({
      ok: false,
      message: "This food has no servings: give the portion in grams",
    });
    expect(resolvePortion(servings, {})).toEqual({
      ok: false,
      message: "Give the portion in grams or in servings",
    });
  });

  it("are checked at the edges: more than 0, at most 5000 g, grams or servings", () => {
    const base = {
      date: "2026-01-15",
      meal: "lunch",
      foodId: "8f1c1a34-8a86-4f5e-9b8e-1d2f3a4b5c6d",
    };
    expect(FoodLogInput.safeParse({ ...base, grams: 5000 }).success).toBe(true);
    expect(FoodLogInput.safeParse({ ...base, grams: 5000.1 }).success).toBe(false);
    expect(FoodLogInput.safeParse({ ...base, grams: 0 }).success).toBe(false);
    expect(FoodLogInput.safeParse({ ...base, servings: 0.5 }).success).toBe(true);
    expect(FoodLogInput.safeParse({ ...base }).error?.issues[0]?.message).toBe(
      "Give the portion in grams or in servings",
    );
    expect(
      FoodLogInput.safeParse({ ...base, grams: 1, servings: 1 }).error?.issues[0]?.message,
    ).toBe("Give the portion in grams or in servings, not both");
    expect(FoodLogInput.safeParse({ ...base, date: "2025-02-29", grams: 1 }).success).toBe(false);
    expect(FoodLogInput.safeParse({ ...base, date: "2024-02-29", grams: 1 }).success).toBe(true);
    // The future is the clock rule's, checked by the server and the form.
    expect(FoodLogInput.safeParse({ ...base, date: "2999-01-01", grams: 1 }).success).toBe(true);
    expect(isDayNotInFuture("2999-01-01", new Date())).toBe(false);
    expect(FoodLogPatch.safeParse({}).success).toBe(true);
    expect(FoodLogPatch.safeParse({ serving: "1 medium" }).success).toBe(false);
  });
});

describe("totals", () => {
  it("add every nutrient without rounding, and group a day by meal in the day's order", () => {
    const entries = [
      { meal: "snacks" as const, nutrients: portionNutrients(banana, 118) },
      { meal: "breakfast" as const, nutrients: portionNutrients(banana, 150) },
    ];
    const total = sumNutrients(entries.map((e) => e.nutrients));
    expect(total.energyKcal).toBeCloseTo(89 * 2.68, 12);
    expect(total.fibreG).toBeCloseTo(2.6 * 2.68, 12);
    expect(sumNutrients([])).toEqual({
      energyKcal: 0,
      proteinG: 0,
      carbohydrateG: 0,
      fatG: 0,
      fibreG: 0,
    });
    const meals = groupByMeal(entries);
    expect(meals.map((m) => [m.meal, m.entries.length])).toEqual([
      ["breakfast", 1],
      ["lunch", 0],
      ["dinner", 0],
      ["snacks", 1],
    ]);
    expect(meals[0]?.totals.energyKcal).toBeCloseTo(133.5, 12);
  });

  it("give each logged day's energy, oldest first, and a week ending on a day across a month end", () => {
    const n = (energyKcal: number) => ({ ...banana, energyKcal });
    const entries = [
      { date: "2026-03-01", nutrients: n(500) },
      { date: "2026-02-27", nutrients: n(300) },
      { date: "2026-03-01", nutrients: n(250) },
    ];
    expect(dailyIntake(entries)).toEqual([
      { date: "2026-02-27", energyKcal: 300 },
      { date: "2026-03-01", energyKcal: 750 },
    ]);
    const week = weekDays(entries, "2026-03-01");
    expect(week.map((d) => d.date)).toEqual([
      "2026-02-23",
      "2026-02-24",
      "2026-02-25",
      "2026-02-26",
      "2026-02-27",
      "2026-02-28",
      "2026-03-01",
    ]);
    expect(week.map((d) => d.energyKcal)).toEqual([0, 0, 0, 0, 300, 0, 750]);
    expect(week.at(-1)?.entryCount).toBe(2);
  });
});

describe("energy other apps recorded", () => {
  const n = (energyKcal: number) => ({ ...banana, energyKcal });

  it("counts in a day's energy and never in its macronutrients", () => {
    const day = foodDayTotals([{ nutrients: n(500) }], { kcal: 1850, entries: 3 });
    expect(day.totals.energyKcal).toBe(2350);
    expect(day.totals.proteinG).toBe(banana.proteinG);
    expect(day.importedEnergy).toEqual({ kcal: 1850, entries: 3 });
    expect(foodDayTotals([]).importedEnergy).toEqual({ kcal: 0, entries: 0 });
    expect(foodDayTotals([]).totals.energyKcal).toBe(0);
  });

  it("makes its day a logged one for the intake, and counts in the week", () => {
    const entries = [{ date: "2026-03-01", nutrients: n(500) }];
    const imported = [
      { date: "2026-02-28", kcal: 2100, entries: 2 },
      { date: "2026-03-01", kcal: 300, entries: 1 },
    ];
    expect(dailyIntake(entries, imported)).toEqual([
      { date: "2026-02-28", energyKcal: 2100 },
      { date: "2026-03-01", energyKcal: 800 },
    ]);
    const week = weekDays(entries, "2026-03-01", imported);
    expect(week.slice(-2).map((d) => [d.energyKcal, d.importedKcal, d.entryCount])).toEqual([
      [2100, 2100, 0],
      [800, 300, 1],
    ]);
    expect(week[0]).toMatchObject({ energyKcal: 0, importedKcal: 0 });
  });

  it("is kept to 0.1 kcal, more than 0 and at most 20,000 kcal", () => {
    expect(importedEnergyKcal(478.0449)).toBe(478);
    expect(importedEnergyKcal(250.06)).toBe(250.1);
    expect(importedEnergyKcal(20_000)).toBe(20_000);
    expect(importedEnergyKcal(20_000.1)).toBeNull();
    expect(importedEnergyKcal(0.04)).toBeNull();
    expect(importedEnergyKcal(-5)).toBeNull();
    expect(importedEnergyKcal(Number.NaN)).toBeNull();
  });

  it("falls on the local day of the record's own clock", () => {
    // 23:30 in New York is 04:30 the next day in UTC: the day given wins.
    expect(importedEnergyDay({ at: "2026-03-02T04:30:00.000Z", day: "2026-03-01" })).toBe(
      "2026-03-01",
    );
    // An instant written with its offset carries its local date.
    expect(importedEnergyDay({ at: "2026-03-01T23:30:00-05:00" })).toBe("2026-03-01");
    expect(importedEnergyDay({ at: "2026-03-02T00:30:00+01:00" })).toBe("2026-03-02");
    expect(importedEnergyDay({ at: "2026-03-02T04:30:00.000Z" })).toBe("2026-03-02");
    // A day more than a day from the instant, or no real day, is refused.
    expect(importedEnergyDay({ at: "2026-03-02T04:30:00.000Z", day: "2026-02-27" })).toBeNull();
    expect(importedEnergyDay({ at: "2026-03-02T04:30:00.000Z", day: "2026-02-30" })).toBeNull();
    expect(importedEnergyDay({ at: "yesterday" })).toBeNull();
  });
});

describe("search", () => {
  const foods = [
    { name: "Banana chips" },
    { name: "Bread, banana" },
    { name: "Banana, raw" },
    { name: "Orange, raw" },
    { name: "Smoothie, bananaberry" },
  ];

  it("keeps names holding every word, best first: starts with, a word starts with, then shorter", () => {
    expect(searchFoods(foods, "banana", 10).map((f) => f.name)).toEqual([
      "Banana, raw",
      "Banana chips",
      "Bread, banana",
      "Smoothie, bananaberry",
    ]);
    expect(searchFoods(foods, "RAW ban", 10).map((f) => f.name)).toEqual(["Banana, raw"]);
    expect(searchFoods(foods, "  ", 10)).toEqual([]);
    expect(searchFoods(foods, "banana", 1)).toHaveLength(1);
  });

  it("forgives typos only when no name holds every word", () => {
    const more = [...foods, { name: "Chicken breast, roasted" }, { name: "Chickpeas, boiled" }];
    expect(searchFoods(more, "bananna", 10).map((f) => f.name)).toContain("Banana, raw");
    expect(searchFoods(more, "chiken breast", 10).map((f) => f.name)).toEqual([
      "Chicken breast, roasted",
    ]);
    expect(searchFoods(more, "chicken", 10).map((f) => f.name)).toEqual([
      "Chicken breast, roasted",
    ]);
    expect(searchFoods(more, "xylophone", 10)).toEqual([]);
  });

  it("scores words as pg_trgm's word similarity does", () => {
    expect(wordSimilarity("bananna", "Banana, raw")).toBe(0.75);
    expect(wordSimilarity("chiken", "Chicken breast")).toBeCloseTo(5 / 7);
    expect(typoMatch("Orange, raw", ["bananna"])).toBe(0);
  });
});

describe("targets", () => {
  const formula = { targetKcal: 2100, tdeeKcal: 2600 };
  const adaptive = {
    expenditureKcal: 2500,
    targetKcal: 2000,
    meanIntakeKcal: 2200,
    trendKgPerWeek: -0.3,
    daysLogged: 20,
    weighInCount: 6,
    windowDays: 28,
    from: "2026-01-01",
    to: "2026-01-28",
  };

  it("follow the choice, the formula while the estimate lacks data, none without measurements", () => {
    expect(chooseTarget({ targetSource: "adaptive", formula, adaptive })).toMatchObject({
      targetKcal: 2000,
      appliedSource: "adaptive",
    });
    expect(chooseTarget({ targetSource: "formula", formula, adaptive })).toMatchObject({
      targetKcal: 2100,
      appliedSource: "formula",
    });
    expect(chooseTarget({ targetSource: "adaptive", formula, adaptive: null })).toMatchObject({
      targetKcal: 2100,
      appliedSource: "formula",
    });
    expect(
      chooseTarget({ targetSource: "formula", formula: null, adaptive: null, missing: ["height"] }),
    ).toMatchObject({ targetKcal: null, appliedSource: null, missing: ["height"] });
  });
});

describe("energy by Atwater factors", () => {
  it("counts 4/4/9 kcal per g, fibre at 2 kcal when asked", () => {
    const n = { energyKcal: 0, proteinG: 10, carbohydrateG: 20, fatG: 5, fibreG: 4 };
    expect(atwaterEnergy(n)).toBe(165);
    expect(atwaterEnergy(n, true)).toBe(157);
  });
});

describe("the demo", () => {
  it("has valid foods, three weeks of meals ending with today's breakfast and lunch, and both targets", () => {
    for (const { id: _id, isCustom: _custom, isFavourite: _favourite, ...food } of DEMO_FOODS) {
      expect(FoodInput.safeParse(food).success, food.name).toBe(true);
    }
    const demo = demoFood("2026-03-29");
    const today = demo.entries.filter((e) => e.date === "2026-03-29");
    expect(new Set(today.map((e) => e.meal))).toEqual(new Set(["breakfast", "lunch"]));
    expect(new Set(demo.entries.map((e) => e.date)).size).toBe(21);
    const targets = demoFoodTargets(demo, "2026-03-29", "adaptive");
    expect(targets.formulaKcal).toBeGreaterThan(1500);
    expect(targets.adaptive?.daysLogged).toBeGreaterThanOrEqual(7);
    expect(targets.appliedSource).toBe("adaptive");
  });
});

describe("a custom food's energy against its macronutrients", () => {
  const food = (energyKcal: number, proteinG = 0, carbohydrateG = 0, fatG = 0, fibreG = 0) => ({
    energyKcal,
    proteinG,
    carbohydrateG,
    fatG,
    fibreG,
  });

  it("asks about calories given alone", () => {
    expect(foodEnergyVerdict(food(250))).toBe("implausible");
    expect(foodEnergyVerdict(food(20))).toBe("ok"); // within the 20 kcal rounding
    expect(foodEnergyVerdict(food(20.5))).toBe("implausible");
  });
  it("takes a label's energy within 20 % plus 20 kcal of Atwater, edges included", () => {
    // 10 g protein, 20 g carbohydrate, 5 g fat: 165 kcal by Atwater.
    expect(foodEnergyVerdict(food(165, 10, 20, 5))).toBe("ok");
    expect(foodEnergyVerdict(food(218, 10, 20, 5))).toBe("ok"); // 165 × 1.2 + 20
    expect(foodEnergyVerdict(food(218.5, 10, 20, 5))).toBe("implausible");
    expect(foodEnergyVerdict(food(112, 10, 20, 5))).toBe("ok"); // 165 × 0.8 − 20
    expect(foodEnergyVerdict(food(111.5, 10, 20, 5))).toBe("implausible");
  });
  it("allows for fibre counted at 2 kcal a gram", () => {
    // 30 g carbohydrate of which 20 g fibre: 80 kcal at 2 kcal/g, 120 at 4.
    expect(foodEnergyVerdict(food(44, 0, 30, 0, 20))).toBe("ok"); // 80 × 0.8 − 20
  });
  it("refuses more than pure fat's 900 kcal", () => {
    expect(foodEnergyVerdict(food(900.1, 0, 0, 100))).toBe("outOfBounds");
  });
  it("passes every demo food", () => {
    for (const f of DEMO_FOODS) expect(foodEnergyVerdict(f), f.name).toBe("ok");
  });
});

describe("a typed portion", () => {
  it("says why 0, a negative amount or 99,999 cannot be added", () => {
    expect(portionAmountProblem(0, "grams")).toBe(
      "Give a portion of more than 0 and at most 5000 g",
    );
    expect(portionAmountProblem(-5, "grams")).toBe(
      "Give a portion of more than 0 and at most 5000 g",
    );
    expect(portionAmountProblem(99_999, "grams")).toBe(
      "Give a portion of more than 0 and at most 5000 g",
    );
    expect(portionAmountProblem(Number.NaN, "grams")).not.toBeNull();
    expect(portionAmountProblem(5000, "grams")).toBeNull();
    expect(portionAmountProblem(0.1, "grams")).toBeNull();
    expect(portionAmountProblem(50, "servings")).toBeNull();
    expect(portionAmountProblem(50.5, "servings")).toBe("Give more than 0 and at most 50 servings");
  });
});
