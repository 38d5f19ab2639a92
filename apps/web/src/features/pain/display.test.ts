import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  intensityColour,
  intensityLuminance,
  intensityTextColour,
} from "./display.ts";

describe("intensity colours", () => {
  it("run from pale yellow at 1 to deep red at 10", () => {
    expect(intensityColour(1)).toBe("rgb(253, 230, 138)");
    expect(intensityColour(10)).toBe("rgb(153, 27, 27)");
  });

  it("keep the number readable at 4.5:1 or better on every intensity", () => {
    for (let i = 1; i <= 10; i++) {
      const text = intensityTextColour(i) === "#000000" ? 0 : 1;
      expect(contrastRatio(intensityLuminance(i), text)).toBeGreaterThanOrEqual(4.5);
    }
  });
});
