import { describe, expect, it } from "vitest";
import { energyProgress, formatGrams, macroShares, portionText, roundKcal } from "./display.ts";

describe("food display", () => {
  it("rounds only what is shown", () => {
    expect(roundKcal(133.5)).toBe(134);
    expect(roundKcal(133.49)).toBe(133);
    expect(formatGrams(12.345)).toBe("12.3");
    expect(formatGrams(150)).toBe("150");
  });

  it("tells how much of the target is eaten, left or over", () => {
    expect(energyProgress(1000, 2000)).toEqual({ percent: 50, remainingKcal: 1000, isOver: false });
    expect(energyProgress(2500, 2000)).toEqual({ percent: 100, remainingKcal: -500, isOver: true });
    expect(energyProgress(2000, 2000)).toEqual({ percent: 100, remainingKcal: 0, isOver: false });
    expect(energyProgress(0, 0).percent).toBe(0);
  });

  it("splits the energy of protein, carbohydrate and fat by 4/4/9 kcal per g", () => {
    const shares = macroShares({
      energyKcal: 0,
      proteinG: 25,
      carbohydrateG: 50,
      fatG: 100 / 9,
      fibreG: 5,
    });
    expect(shares).toEqual({ protein: 25, carbohydrate: 50, fat: 25 });
    expect(
      macroShares({ energyKcal: 0, proteinG: 0, carbohydrateG: 0, fatG: 0, fibreG: 0 }),
    ).toEqual({
      protein: 0,
      carbohydrate: 0,
      fat: 0,
    });
  });

  it("writes a portion in grams or in servings", () => {
    expect(portionText({ grams: 150, servings: null, serving: null })).toBe("150 g");
    expect(portionText({ grams: 236, servings: 2, serving: "1 medium" })).toBe(
      "2 × 1 medium (236 g)",
    );
  });
});
