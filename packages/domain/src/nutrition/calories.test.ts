import { describe, expect, it } from "vitest";
import {
  dailyTargetKcal,
  inchesToCm,
  mifflinStJeorBmr,
  nutritionBmiCategory,
  nutritionTargets,
  poundsToKg,
  totalDailyEnergyExpenditure,
} from "./calories.ts";

const NOW = new Date("2026-11-24T12:00:00Z");

describe("calorie maths", () => {
  it("gives the published check: a 30-year-old man, 180 cm, 80 kg has a BMR of 1780 kcal", () => {
    expect(mifflinStJeorBmr({ weightKg: 80, heightCm: 180, age: 30, gender: "male" })).toBe(1780);
  });

  it("takes 161 kcal off instead of adding 5 for a woman", () => {
    // 10 × 60 + 6.25 × 165 − 5 × 40 − 161 = 1270.25
    expect(mifflinStJeorBmr({ weightKg: 60, heightCm: 165, age: 40, gender: "female" })).toBe(
      1270.25,
    );
  });

  it("multiplies by each of the spec's activity levels", () => {
    expect(totalDailyEnergyExpenditure(1000, "sedentary")).toBe(1200);
    expect(totalDailyEnergyExpenditure(1000, "lightly_active")).toBe(1375);
    expect(totalDailyEnergyExpenditure(1000, "moderately_active")).toBe(1550);
    expect(totalDailyEnergyExpenditure(1000, "very_active")).toBe(1725);
    expect(totalDailyEnergyExpenditure(1000, "extremely_active")).toBe(1900);
  });

  it("adds 7700 × rate / 7 kcal for the weight goal", () => {
    expect(dailyTargetKcal(2136, "lose")).toBe(1586);
    expect(dailyTargetKcal(2136, "maintain")).toBe(2136);
    expect(dailyTargetKcal(2136, "gain")).toBe(2686);
  });

  it("converts pounds and inches at the spec's factors", () => {
    expect(poundsToKg(1)).toBe(0.453592);
    expect(poundsToKg(176.37)).toBeCloseTo(80.0, 2);
    expect(inchesToCm(1)).toBe(2.54);
    expect(inchesToCm(70.866)).toBeCloseTo(180, 2);
  });

  it("names the CDC's adult categories at their exact edges", () => {
    expect(nutritionBmiCategory(18.49)).toBe("underweight");
    expect(nutritionBmiCategory(18.5)).toBe("normal");
    expect(nutritionBmiCategory(24.99)).toBe("normal");
    expect(nutritionBmiCategory(25)).toBe("overweight");
    expect(nutritionBmiCategory(29.99)).toBe("overweight");
    expect(nutritionBmiCategory(30)).toBe("obese");
  });
});

describe("nutritionTargets", () => {
  const base = {
    weightKg: 80,
    heightCm: 180,
    dateOfBirth: null,
    gender: null,
    activityLevel: null,
    weightGoal: null,
  };

  it("uses the spec's defaults: age 30, male, sedentary, maintain", () => {
    const t = nutritionTargets(base, NOW);
    expect(t).toMatchObject({
      bmrKcal: 1780,
      tdeeKcal: 2136,
      targetKcal: 2136,
      age: 30,
      gender: "male",
      activityLevel: "sedentary",
      weightGoal: "maintain",
      bmiCategory: "normal",
    });
    expect(t.bmi).toBeCloseTo(24.691, 3);
  });

  it("keeps every figure unrounded", () => {
    const t = nutritionTargets(
      {
        ...base,
        weightKg: 72.3,
        heightCm: 171.5,
        activityLevel: "lightly_active",
        weightGoal: "lose",
      },
      NOW,
    );
    const bmr = 10 * 72.3 + 6.25 * 171.5 - 5 * 30 + 5;
    expect(t.bmrKcal).toBe(bmr);
    expect(t.tdeeKcal).toBe(bmr * 1.375);
    expect(t.targetKcal).toBe(bmr * 1.375 + (7700 * -0.5) / 7);
  });

  it("counts age in whole years from the date of birth, birthdays included", () => {
    expect(nutritionTargets({ ...base, dateOfBirth: "1996-11-24" }, NOW).age).toBe(30);
    expect(nutritionTargets({ ...base, dateOfBirth: "1996-11-25" }, NOW).age).toBe(29);
    // A 29 February birthday is reached on 1 March in a common year.
    const leap = { ...base, dateOfBirth: "2000-02-29" };
    expect(nutritionTargets(leap, new Date("2027-02-28T12:00:00Z")).age).toBe(26);
    expect(nutritionTargets(leap, new Date("2027-03-01T12:00:00Z")).age).toBe(27);
  });

  it("works a woman's target from her own profile", () => {
    const t = nutritionTargets(
      {
        weightKg: 60,
        heightCm: 165,
        dateOfBirth: "1986-01-15",
        gender: "female",
        activityLevel: "moderately_active",
        weightGoal: "gain",
      },
      NOW,
    );
    expect(t.age).toBe(40);
    expect(t.bmrKcal).toBe(1270.25);
    expect(t.tdeeKcal).toBeCloseTo(1968.8875, 10);
    expect(t.targetKcal).toBeCloseTo(1968.8875 + 550, 10);
  });
});
