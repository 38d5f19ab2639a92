import { describe, expect, it } from "vitest";
import { formatDuration, formatPrice, isCompleted } from "./display.ts";

describe("course display", () => {
  it("writes prices as Free or in dollars with cents", () => {
    expect(formatPrice(0, "Free")).toBe("Free");
    expect(formatPrice(19, "Free")).toBe("$19.00");
    expect(formatPrice(9.5, "Free")).toBe("$9.50");
  });

  it("writes durations in minutes and hours", () => {
    expect(formatDuration(0)).toBe("0 min");
    expect(formatDuration(59)).toBe("59 min");
    expect(formatDuration(60)).toBe("1 h");
    expect(formatDuration(90)).toBe("1 h 30 min");
  });

  it("finds a completed lesson by its module and id", () => {
    expect(isCompleted(["m1|l1"], "m1", "l1")).toBe(true);
    expect(isCompleted(["m1|l1"], "m2", "l1")).toBe(false);
    expect(isCompleted(undefined, "m1", "l1")).toBe(false);
  });
});
