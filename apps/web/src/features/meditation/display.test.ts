import { describe, expect, it } from "vitest";
import { bellChoices } from "./display.ts";

describe("bellChoices", () => {
  it("offers the usual bells, and a saved default that is not among them", () => {
    expect(bellChoices(null)).toEqual([1, 2, 3, 5, 10, 15, 20, 30]);
    expect(bellChoices(5)).toEqual([1, 2, 3, 5, 10, 15, 20, 30]);
    expect(bellChoices(7)).toEqual([1, 2, 3, 5, 7, 10, 15, 20, 30]);
    expect(bellChoices(45)).toEqual([1, 2, 3, 5, 10, 15, 20, 30]);
  });
});
