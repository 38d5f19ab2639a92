import { describe, expect, it } from "vitest";
import { cmToFtIn, ftInToCm, kgToLb, lbToKg, roundTo } from "./units.ts";

describe("unit conversion", () => {
  it("converts kg and lb both ways", () => {
    expect(kgToLb(1)).toBeCloseTo(2.20462, 5);
    expect(lbToKg(220.462)).toBeCloseTo(100, 3);
    expect(lbToKg(kgToLb(73.4))).toBeCloseTo(73.4, 10);
  });

  it("converts cm and feet/inches both ways, in whole inches", () => {
    expect(cmToFtIn(180)).toEqual({ feet: 5, inches: 11 });
    expect(cmToFtIn(168)).toEqual({ feet: 5, inches: 6 });
    expect(ftInToCm(5, 10)).toBeCloseTo(177.8, 5);
    expect(cmToFtIn(ftInToCm(6, 0))).toEqual({ feet: 6, inches: 0 });
    for (let inches = 20; inches <= 107; inches += 1) {
      const { feet, inches: rest } = cmToFtIn(ftInToCm(0, inches));
      expect(Number.isInteger(rest) && rest >= 0 && rest < 12).toBe(true);
      expect(feet * 12 + rest).toBe(inches);
    }
  });

  it("never shows 12 inches", () => {
    expect(cmToFtIn(182.8)).toEqual({ feet: 6, inches: 0 });
    expect(cmToFtIn(181.7)).toEqual({ feet: 6, inches: 0 });
    expect(cmToFtIn(181.5)).toEqual({ feet: 5, inches: 11 });
  });

  it("rounds", () => {
    expect(roundTo(70.456, 1)).toBe(70.5);
  });
});
