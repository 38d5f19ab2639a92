import { describe, expect, it } from "vitest";
import { normaliseImportItem, readImportPayload } from "./import.ts";

const refs = {
  riskFactor: (ref: string) => ({ "rf-1": "rf-1", smoking: "rf-1" })[ref] ?? null,
  healthGoal: (ref: string) => ({ "g-1": "g-1", "heart health": "g-1" })[ref.toLowerCase()] ?? null,
};

const valid = {
  guidelineTitle: "Colorectal cancer screening",
  organization: "uspstf",
  actionType: "screening",
  actionDetails: "Stool test or colonoscopy",
  instruction: "Talk to your doctor",
  minAge: 50,
  maxAge: 75,
  recommendationGrade: "A",
};

describe("reading an import", () => {
  it.each([
    [undefined, "Please enter JSON data"],
    ["  ", "Please enter JSON data"],
    [{}, "Please enter JSON data"],
    [[], "Invalid data format. Data must contain valid recommendation information."],
    [[1, 2], "Invalid data format. Data must contain valid recommendation information."],
    [7, "Invalid data format. Data must contain valid recommendation information."],
  ])("refuses %j", (body, message) => {
    expect(readImportPayload(body)).toEqual({ ok: false, message });
  });

  it("takes an object, an array, a template wrapper with its examples, and an export", () => {
    expect(readImportPayload(valid)).toMatchObject({ ok: true, items: [valid], examples: null });
    expect(readImportPayload([valid, valid])).toMatchObject({ ok: true, items: [valid, valid] });
    expect(
      readImportPayload({ template: valid, instructions: "…", examples: [valid, valid] }),
    ).toMatchObject({ ok: true, items: [valid], examples: [valid, valid] });
    expect(
      readImportPayload({ recommendations: [valid], riskFactors: [{ id: "x", name: "Smoking" }] }),
    ).toMatchObject({ ok: true, items: [valid], catalog: { riskFactors: [{ name: "Smoking" }] } });
  });
});

describe("an imported item", () => {
  it("takes the aliases, a frequency object, numeric strings and comma lists", () => {
    const { guidelineTitle: _t, organization: _o, recommendationGrade: _g, ...rest } = valid;
    const item = normaliseImportItem(
      {
        ...rest,
        title: "Colorectal cancer screening",
        source: "USPSTF",
        evidenceGrade: "a",
        minAge: "50",
        frequency: { number: "10", period: "year" },
        selectedRiskFactors: "smoking, rf-1",
        selectedHealthGoals: ["Heart health"],
        relatedGuidelines: "Lung, Breast",
        gender: "",
      },
      refs,
    );
    expect(item).toMatchObject({
      ok: true,
      id: null,
      value: {
        guidelineTitle: "Colorectal cancer screening",
        organization: "uspstf",
        recommendationGrade: "A",
        minAge: 50,
        frequencyNumber: 10,
        frequencyPeriod: "year",
        gender: "all",
        selectedRiskFactors: ["rf-1"],
        selectedHealthGoals: ["g-1"],
        relatedGuidelines: ["Lung", "Breast"],
      },
    });
  });

  it("lists every problem with the spec's words", () => {
    const item = normaliseImportItem(
      { organization: "nope", gender: "x", maxAge: "old", selectedRiskFactors: ["ghost"] },
      refs,
    );
    expect(item.ok).toBe(false);
    expect(item.ok ? [] : item.errors).toEqual([
      "Missing required fields: guidelineTitle, actionType, actionDetails, instruction, minAge, recommendationGrade",
      'Invalid gender value "x". Must be male, female, or all for all genders.',
      "Invalid organization: nope. Valid options: uspstf, who, cdc, aafp, acog, aha, ada, acs, aap, nih, nice",
      "Invalid maxAge: old. Must be a number.",
      "Unknown risk factor: ghost",
    ]);
  });

  it("keeps the id of an item to update, and checks the rest as the form does", () => {
    const item = normaliseImportItem({ ...valid, id: " abc ", minAge: 80, maxAge: 70 }, refs);
    expect(item).toEqual({
      ok: false,
      id: "abc",
      errors: ["maxAge: Maximum age must be greater than minimum age"],
    });
  });
});
