import { describe, expect, it } from "vitest";
import { judgeValue, type Plausibility, withinRange } from "./plausibility.ts";

const limits: Plausibility = {
  bounds: { min: 0, max: 100 },
  plausible: { min: 10, max: 50 },
  source: "test",
};

describe("judgeValue", () => {
  it("takes a usual value, both plausible ends included", () => {
    expect(judgeValue(10, limits)).toBe("ok");
    expect(judgeValue(50, limits)).toBe("ok");
  });
  it("asks about a value between the plausible range and the bounds, ends included", () => {
    expect(judgeValue(9.99, limits)).toBe("implausible");
    expect(judgeValue(0, limits)).toBe("implausible");
    expect(judgeValue(50.01, limits)).toBe("implausible");
    expect(judgeValue(100, limits)).toBe("implausible");
  });
  it("refuses a value outside the bounds", () => {
    expect(judgeValue(-0.01, limits)).toBe("outOfBounds");
    expect(judgeValue(100.01, limits)).toBe("outOfBounds");
  });
  it("treats an open end as no limit", () => {
    expect(withinRange(1e9, { min: 0, max: null })).toBe(true);
    expect(withinRange(-1e9, { min: null, max: 0 })).toBe(true);
  });
});
