import { describe, expect, it } from "vitest";
import {
  contrastRatio,
  relativeLuminance,
  SUPPORT_CATEGORIES,
  SupportCategoryId,
  supportCategory,
} from "./categories.ts";

describe("support categories", () => {
  it("has the spec's ten ids in its order, each with every field", () => {
    expect(SUPPORT_CATEGORIES.map((c) => c.id)).toEqual([
      "personal",
      "anxiety",
      "depression",
      "trauma",
      "grief",
      "relationships",
      "sleep",
      "career",
      "social-anxiety",
      "self-esteem",
    ]);
    for (const c of SUPPORT_CATEGORIES) {
      expect(c.name.length).toBeGreaterThan(2);
      expect(c.description.length).toBeGreaterThan(10);
      for (const colour of [c.color, c.bgColor, c.primaryColor]) {
        expect(colour).toMatch(/^#[0-9a-f]{6}$/);
      }
    }
    expect(SupportCategoryId.options).toEqual(SUPPORT_CATEGORIES.map((c) => c.id));
  });

  it("reaches 4.5:1 for the text and the accent colour on each background (WCAG AA)", () => {
    const ratios = SUPPORT_CATEGORIES.map((c) => ({
      id: c.id,
      text: Number(contrastRatio(c.color, c.bgColor).toFixed(2)),
      accent: Number(contrastRatio(c.primaryColor, c.bgColor).toFixed(2)),
    }));
    for (const r of ratios) {
      expect(r.text, `${r.id} text`).toBeGreaterThanOrEqual(4.5);
      expect(r.accent, `${r.id} accent`).toBeGreaterThanOrEqual(4.5);
    }
    // White text on the accent (a filled button) reads too.
    for (const c of SUPPORT_CATEGORIES) {
      expect(contrastRatio("#ffffff", c.primaryColor), c.id).toBeGreaterThanOrEqual(4.5);
    }
  });

  it("computes WCAG luminance and contrast from known values", () => {
    expect(relativeLuminance("#000000")).toBe(0);
    expect(relativeLuminance("#ffffff")).toBeCloseTo(1, 10);
    expect(contrastRatio("#000000", "#ffffff")).toBeCloseTo(21, 10);
    expect(contrastRatio("#ffffff", "#000000")).toBeCloseTo(21, 10);
    // #767676 on white is the classic lightest AA grey: 4.54:1.
    expect(contrastRatio("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
    expect(() => relativeLuminance("red")).toThrow();
  });

  it("falls back to personal for an unknown or missing id", () => {
    expect(supportCategory("sleep").name).toBe("Sleep");
    expect(supportCategory("social-anxiety").id).toBe("social-anxiety");
    expect(supportCategory("astrology").id).toBe("personal");
    expect(supportCategory("").id).toBe("personal");
    expect(supportCategory(null).id).toBe("personal");
    expect(supportCategory(undefined).id).toBe("personal");
    expect(supportCategory("Anxiety").id).toBe("personal");
  });
});
