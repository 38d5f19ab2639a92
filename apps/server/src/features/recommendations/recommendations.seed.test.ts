import { ESTIMATED_TIMES, RecommendationInput } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { STARTER_HEALTH_GOALS, STARTER_RISK_FACTORS } from "../catalog/catalog.seed.ts";
import { USPSTF_RECOMMENDATIONS } from "./recommendations.seed.ts";

const riskFactorNames = new Set(STARTER_RISK_FACTORS.map((item) => item.name));
const healthGoalNames = new Set(STARTER_HEALTH_GOALS.map((item) => item.name));

function parse(item: (typeof USPSTF_RECOMMENDATIONS)[number]) {
  const { riskFactorNames: risks, healthGoalNames: goals, ...fields } = item;
  return RecommendationInput.safeParse({
    ...fields,
    selectedRiskFactors: [...risks],
    selectedHealthGoals: [...goals],
  });
}

describe("USPSTF recommendation seed", () => {
  it("has at least 30 items", () => {
    expect(USPSTF_RECOMMENDATIONS.length).toBeGreaterThanOrEqual(30);
  });

  it.each(USPSTF_RECOMMENDATIONS.map((item) => [item.guidelineId, item] as const))(
    "%s passes the recommendation rules",
    (_id, item) => {
      const result = parse(item);
      expect(result.error?.issues ?? []).toEqual([]);
    },
  );

  it("gives every item a unique kebab-case guideline id", () => {
    const ids = USPSTF_RECOMMENDATIONS.map((item) => item.guidelineId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^uspstf-[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it("holds only USPSTF grade A and B items linked to their USPSTF page", () => {
    for (const item of USPSTF_RECOMMENDATIONS) {
      expect(["A", "B"]).toContain(item.recommendationGrade);
      expect(item.organization).toBe("uspstf");
      expect(item.source).toBe("U.S. Preventive Services Task Force");
      expect(item.sourceUrl).toMatch(
        /^https:\/\/www\.uspreventiveservicestaskforce\.org\/uspstf\/recommendation\/[a-z0-9-]+$/,
      );
      expect(item.isUrgent).toBe(false);
      expect(item.references?.length).toBeGreaterThanOrEqual(1);
      expect(item.studyTypes).toEqual(["systematic_review", "clinical_guideline"]);
      expect(item.publicationDate).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it("sets priority 5 for statins and grade A cancer screenings, 4 for other A, 3 for B", () => {
    for (const item of USPSTF_RECOMMENDATIONS) {
      const isTopPriority =
        item.guidelineId.includes("statin") ||
        (item.recommendationGrade === "A" && /cancer-screening/.test(item.guidelineId));
      const expected = isTopPriority ? 5 : item.recommendationGrade === "A" ? 4 : 3;
      expect({ id: item.guidelineId, priority: item.priority }).toEqual({
        id: item.guidelineId,
        priority: expected,
      });
    }
  });

  it("names only risk factors and health goals from the catalogue", () => {
    for (const item of USPSTF_RECOMMENDATIONS) {
      for (const name of item.riskFactorNames) expect(riskFactorNames).toContain(name);
      for (const name of item.healthGoalNames) expect(healthGoalNames).toContain(name);
    }
  });

  it("gives every item an age band for adults with the minimum below the maximum", () => {
    for (const item of USPSTF_RECOMMENDATIONS) {
      expect(item.minAge).toBeGreaterThanOrEqual(18);
      expect(item.minAge).toBeLessThan(item.maxAge as number);
    }
  });

  it("uses a custom schedule text exactly when the period is custom", () => {
    for (const item of USPSTF_RECOMMENDATIONS) {
      expect(Boolean(item.customSchedule)).toBe(item.frequencyPeriod === "custom");
    }
  });

  it("has step-by-step instructions for at least 8 items, 2 to 5 steps each", () => {
    const withSteps = USPSTF_RECOMMENDATIONS.filter(
      (item) => (item.detailedInstructions?.length ?? 0) > 0,
    );
    expect(withSteps.length).toBeGreaterThanOrEqual(8);
    for (const item of withSteps) {
      const steps = item.detailedInstructions ?? [];
      expect(steps.length).toBeGreaterThanOrEqual(2);
      expect(steps.length).toBeLessThanOrEqual(5);
      for (const step of steps) expect(ESTIMATED_TIMES).toContain(step.estimatedTime);
    }
  });

  it("splits colorectal cancer screening into 45 to 49 (B) and 50 to 75 (A)", () => {
    const colorectal = USPSTF_RECOMMENDATIONS.filter((item) =>
      item.guidelineId.startsWith("uspstf-colorectal-cancer-screening"),
    ).map(({ minAge, maxAge, recommendationGrade }) => ({ minAge, maxAge, recommendationGrade }));
    expect(colorectal).toEqual(
      expect.arrayContaining([
        { minAge: 45, maxAge: 49, recommendationGrade: "B" },
        { minAge: 50, maxAge: 75, recommendationGrade: "A" },
      ]),
    );
    expect(colorectal).toHaveLength(2);
  });

  it("sets a BMI of 30 or more for the behavioural weight-loss item", () => {
    const weightLoss = USPSTF_RECOMMENDATIONS.find((item) =>
      item.guidelineId.startsWith("uspstf-weight-loss"),
    );
    expect(weightLoss?.bmiMin).toBe(30);
    expect(weightLoss?.riskFactorNames).toEqual(["Obesity"]);
  });

  it("keeps screenings meant for everyone of a sex and age free of risk factors and goals", () => {
    for (const id of [
      "uspstf-hypertension-screening-adults",
      "uspstf-colorectal-cancer-screening-50-75",
      "uspstf-breast-cancer-screening-40-74",
      "uspstf-depression-screening-adults",
    ]) {
      const item = USPSTF_RECOMMENDATIONS.find((r) => r.guidelineId === id);
      expect(item?.riskFactorNames).toEqual([]);
      expect(item?.healthGoalNames).toEqual([]);
    }
  });
});
