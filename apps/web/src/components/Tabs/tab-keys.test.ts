import { describe, expect, it } from "vitest";
import { tabIndexAfterKey } from "./tab-keys.ts";

describe("tabIndexAfterKey", () => {
  it("moves with the arrows and wraps at both ends", () => {
    expect(tabIndexAfterKey("ArrowRight", 0, 3)).toBe(1);
    expect(tabIndexAfterKey("ArrowRight", 2, 3)).toBe(0);
    expect(tabIndexAfterKey("ArrowLeft", 1, 3)).toBe(0);
    expect(tabIndexAfterKey("ArrowLeft", 0, 3)).toBe(2);
  });

  it("goes to the first and last tab on Home and End, and ignores other keys", () => {
    expect(tabIndexAfterKey("Home", 2, 3)).toBe(0);
    expect(tabIndexAfterKey("End", 0, 3)).toBe(2);
    expect(tabIndexAfterKey("Enter", 1, 3)).toBeNull();
    expect(tabIndexAfterKey("ArrowDown", 1, 3)).toBeNull();
  });
});
