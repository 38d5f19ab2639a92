import type { RecommendationInput } from "@vitalog/domain";

/** A recommendation as seeded: its risk factors and goals named by catalogue name. */
export type SeedRecommendation = Omit<
  RecommendationInput,
  "selectedRiskFactors" | "selectedHealthGoals"
> & {
  guidelineId: string;
  riskFactorNames: readonly string[];
  healthGoalNames: readonly string[];
};

export const USPSTF_RECOMMENDATIONS: readonly SeedRecommendation[] = [];
