import { describe, expect, it } from "vitest";
import { toJSONSchema } from "zod";
import { requiredText, trimmedLengthPattern } from "./text.ts";

describe("trimmedLengthPattern", () => {
  const cases: [number, string, boolean][] = [
    [1, "a", true],
    [1, " \u00a0\ufeff\n", false],
    [1, "  a  ", true],
    [3, "ab", false],
    [3, " a b ", true],
    [3, "a  ", false],
    [3, "abc", true],
    [3, "\ta\u2003\u2003", false],
  ];
  it.each(cases)("min %i, %j → %s, as trim() counts", (min, text, ok) => {
    expect(trimmedLengthPattern(min).test(text)).toBe(ok);
    expect(text.trim().length >= min).toBe(ok);
  });

  it("refuses a minimum below one", () => {
    expect(() => trimmedLengthPattern(0)).toThrow(RangeError);
  });
});

describe("requiredText", () => {
  const name = requiredText("Required", "Too long", 5);

  it("trims what it keeps", () => {
    expect(name.parse("  Ann ")).toBe("Ann");
  });

  it("refuses white space alone with the required message", () => {
    const result = name.safeParse(" \u00a0 ");
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toContain("Required");
  });

  it("refuses a text over its limit once trimmed", () => {
    expect(name.safeParse("  abcde  ").success).toBe(true);
    expect(name.safeParse("abcdef").error?.issues[0]?.message).toBe("Too long");
  });

  it("publishes its rule as a pattern", () => {
    expect(toJSONSchema(name, { io: "input" })).toMatchObject({
      pattern: "\\S",
      minLength: 1,
      maxLength: 5,
    });
  });
});
