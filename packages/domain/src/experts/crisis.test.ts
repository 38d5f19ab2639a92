import { describe, expect, it } from "vitest";
import { detectCrisis, normaliseForCrisis } from "./crisis.ts";
import { CRISIS_PHRASES, EVERYDAY_PHRASES } from "./crisis-phrases.test-data.ts";

const missed = CRISIS_PHRASES.filter(([text, kind]) => detectCrisis(text)?.kind !== kind).map(
  ([text, kind]) => ({ text, expected: kind, got: detectCrisis(text)?.kind ?? null }),
);
const caught = CRISIS_PHRASES.length - missed.length;
const flagged = EVERYDAY_PHRASES.filter((text) => detectCrisis(text) !== null);

// The figures are in the test names, so every run reports them.
describe("detectCrisis", () => {
  it(`catches ${caught}/${CRISIS_PHRASES.length} crisis phrasings with the right kind`, () => {
    expect(CRISIS_PHRASES.length).toBeGreaterThanOrEqual(60);
    expect(new Set(CRISIS_PHRASES.map(([, k]) => k)).size).toBe(3);
    expect(missed).toEqual([]);
  });

  it(`flags ${flagged.length}/${EVERYDAY_PHRASES.length} everyday look-alikes (at most 1 in 20)`, () => {
    expect(EVERYDAY_PHRASES.length).toBeGreaterThanOrEqual(60);
    expect(flagged.length).toBeLessThanOrEqual(Math.floor(EVERYDAY_PHRASES.length / 20));
    expect(flagged).toEqual([]);
  });

  it("answers the two phrases of the acceptance check", () => {
    expect(detectCrisis("I am planning to take my own life this weekend")).toEqual({
      kind: "self-harm",
    });
    expect(detectCrisis("My father collapsed and his lips are turning blue")).toEqual({
      kind: "medical-emergency",
    });
  });

  it("reads casing, curly quotes, accents and stretched letters alike", () => {
    expect(detectCrisis("I DON’T WANT TO BE ALIVE")).toEqual({ kind: "self-harm" });
    expect(detectCrisis("i dónt want to be alive")).toEqual({ kind: "self-harm" });
    expect(detectCrisis("I want to diiiiie")).toEqual({ kind: "self-harm" });
    expect(detectCrisis("")).toBeNull();
    expect(detectCrisis("Hello! How do I sleep better?")).toBeNull();
  });

  it("puts a medical emergency first when a message holds two kinds", () => {
    expect(detectCrisis("I took too many pills because I want to die")).toEqual({
      kind: "medical-emergency",
    });
  });
});

describe("normaliseForCrisis", () => {
  it("keeps letters and digits, one space between words", () => {
    expect(normaliseForCrisis("  I’m  FINE!!! Café… ")).toBe("im fine cafe");
    expect(normaliseForCrisis("killlll", 2)).toBe("kill");
    expect(normaliseForCrisis("diiiie", 1)).toBe("die");
    expect(normaliseForCrisis("he OD'd")).toBe("he overdosed");
  });
});
