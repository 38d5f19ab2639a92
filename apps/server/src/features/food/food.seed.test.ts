import { atwaterEnergy, FoodInput, foodEnergyVerdict } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { STARTER_FOODS } from "./food.seed.ts";

describe("the starter food database", () => {
  it("holds at least 300 foods, each name once", () => {
    expect(STARTER_FOODS.length).toBeGreaterThanOrEqual(300);
    const names = STARTER_FOODS.map((food) => food.name.toLowerCase());
    expect(new Set(names).size).toBe(names.length);
  });

  it("gives every food values a person could enter, and positive servings", () => {
    for (const food of STARTER_FOODS) {
      const parsed = FoodInput.safeParse(food);
      expect(parsed.success, `${food.name}: ${parsed.error?.issues[0]?.message}`).toBe(true);
      for (const serving of food.servings) expect(serving.grams).toBeGreaterThan(0);
    }
  });

  it("has every food's energy within 15 % (or 20 kcal) of its Atwater energy", () => {
    const off = STARTER_FOODS.filter((food) => {
      const tolerance = Math.max(20, 0.15 * food.energyKcal);
      return (
        Math.abs(food.energyKcal - atwaterEnergy(food)) > tolerance &&
        Math.abs(food.energyKcal - atwaterEnergy(food, true)) > tolerance
      );
    });
    expect(off.map((food) => food.name)).toEqual([]);
  });

  it("has a raw banana at 89 kcal per 100 g, a medium one weighing 118 g", () => {
    const banana = STARTER_FOODS.find((food) => food.name === "Banana, raw");
    expect(banana).toMatchObject({
      energyKcal: 89,
      servings: [{ label: "1 medium", grams: 118 }, {}, {}],
    });
  });
});

describe("the starter foods' energy", () => {
  it("agrees with each food's macronutrients by the rule custom foods are held to", () => {
    const off = STARTER_FOODS.filter((f) => foodEnergyVerdict({ ...f }) !== "ok");
    expect(off.map((f) => f.name)).toEqual([]);
  });
});
