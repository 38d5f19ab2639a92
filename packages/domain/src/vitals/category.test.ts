import { describe, expect, it } from "vitest";
import { bloodPressureCategory, isHypertensiveCrisis } from "./category.ts";

describe("blood-pressure category (2017 ACC/AHA, table 6)", () => {
  it.each([
    // systolic edges with a normal diastolic
    [119, 70, "normal"],
    [120, 70, "elevated"],
    [129, 79, "elevated"],
    [130, 70, "stage1"],
    [139, 70, "stage1"],
    [140, 70, "stage2"],
    [179, 70, "stage2"],
    [180, 70, "crisis"],
    // diastolic edges with a normal systolic
    [110, 79, "normal"],
    [110, 80, "stage1"],
    [110, 89, "stage1"],
    [110, 90, "stage2"],
    [130, 119, "stage2"],
    [130, 120, "crisis"],
    // mixed: the higher category wins
    [125, 85, "stage1"],
    [125, 95, "stage2"],
    [145, 75, "stage2"],
    [135, 92, "stage2"],
    [185, 85, "crisis"],
    [150, 125, "crisis"],
    [119, 80, "stage1"],
  ] as const)("%i/%i is %s", (systolic, diastolic, category) => {
    expect(bloodPressureCategory(systolic, diastolic)).toBe(category);
  });

  it("warns of a crisis from 180 systolic and/or 120 diastolic only", () => {
    expect(isHypertensiveCrisis(179, 119)).toBe(false);
    expect(isHypertensiveCrisis(180, 100)).toBe(true);
    expect(isHypertensiveCrisis(170, 120)).toBe(true);
    expect(isHypertensiveCrisis(190, 125)).toBe(true);
  });
});
