import { describe, expect, it } from "vitest";
import { bmiCategory, calculateBmi, obesityClass } from "./bmi.ts";

describe("BMI", () => {
  it("is kg / m²", () => {
    expect(calculateBmi(70, 175)).toBeCloseTo(22.857, 3);
    expect(calculateBmi(100, 200)).toBe(25);
  });

  it.each([
    [18.4, "underweight"],
    [18.5, "healthy"],
    [24.99, "healthy"],
    [25, "overweight"],
    [29.99, "overweight"],
    [30, "obesity"],
    [45, "obesity"],
  ] as const)("%d is %s", (bmi, category) => {
    expect(bmiCategory(bmi)).toBe(category);
  });

  it("names the obesity class", () => {
    expect(obesityClass(29.9)).toBeNull();
    expect(obesityClass(30)).toBe(1);
    expect(obesityClass(35)).toBe(2);
    expect(obesityClass(40)).toBe(3);
  });
});
