import {
  ageOn,
  DEMO_RECOMMENDATIONS,
  demoRecommendationProfile,
  RecommendationInput,
  recommendationApplies,
} from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { demoDetail, demoList, filtersFromParams } from "./api.ts";

const today = "2026-11-23";
const all = filtersFromParams(new URLSearchParams());

describe("the preview's demo recommendations", () => {
  it("are valid USPSTF recommendations of grade A or B with their source", () => {
    expect(DEMO_RECOMMENDATIONS.length).toBeGreaterThanOrEqual(8);
    for (const r of DEMO_RECOMMENDATIONS) {
      const parsed = RecommendationInput.safeParse(r);
      expect(parsed.error?.issues ?? [], r.id).toEqual([]);
      expect(["A", "B"]).toContain(r.recommendationGrade);
      expect(r.sourceUrl).toMatch(/^https:\/\/www\.uspreventiveservicestaskforce\.org\//);
    }
    expect(DEMO_RECOMMENDATIONS.filter((r) => r.detailedInstructions.length > 0).length).toBe(3);
  });

  it("all apply to the demo person, who is 52", () => {
    const profile = demoRecommendationProfile(today);
    expect(ageOn(profile.dateOfBirth, today)).toBe(52);
    for (const r of DEMO_RECOMMENDATIONS) {
      expect(recommendationApplies(r, profile, today), r.id).toBe(true);
    }
  });

  it("lists what is still to do, urgent first, and the completed one under Completed", () => {
    const list = demoList(today, all);
    expect(list[0]?.id).toBe("demo-lung-50-80");
    expect(list.map((i) => i.id)).not.toContain("demo-hypertension-18");
    expect(list.find((i) => i.id === "demo-breast-40-74")?.status).toBe("saved");
    const completed = demoList(today, { ...all, status: "completed" });
    expect(completed.map((i) => [i.id, i.nextDueDate])).toEqual([
      ["demo-hypertension-18", "2027-09-23"],
    ]);
  });

  it("filters by action type and searches the text", () => {
    expect(demoList(today, { ...all, actionType: "lab_test" }).map((i) => i.id)).toEqual([
      "demo-hepatitis-c-18-79",
      "demo-prediabetes-35-70",
    ]);
    expect(demoList(today, { ...all, q: "MAMMOGRAPHY" }).map((i) => i.id)).toEqual([
      "demo-breast-40-74",
    ]);
  });

  it("explains the lung screening's score with the demo person's risk factor and goal", () => {
    const lung = demoDetail(today, "demo-lung-50-80");
    expect(lung?.matchExplanation.criteria.filter((c) => c.matched).map((c) => c.details)).toEqual([
      ["Prevent cancer"],
      ["Smoking"],
      ["52"],
    ]);
    expect(lung?.riskFactorNames).toEqual(["Smoking"]);
    expect(demoDetail(today, "unknown")).toBeNull();
  });
});
