import { describe, expect, it } from "vitest";
import { groupByRiskFactorCategory } from "./risk-factor-categories.ts";

describe("groupByRiskFactorCategory", () => {
  it("keeps the categories' order, puts uncategorised items under other, drops empty groups", () => {
    const groups = groupByRiskFactorCategory([
      { name: "Added by an admin", category: null },
      { name: "Smoking", category: "habits" as const },
      { name: "Fair skin", category: "other" as const },
      { name: "High blood pressure", category: "heart" as const },
      { name: "No field" },
    ]);
    expect(groups.map((g) => [g.category, g.items.map((i) => i.name)])).toEqual([
      ["heart", ["High blood pressure"]],
      ["habits", ["Smoking"]],
      ["other", ["Added by an admin", "Fair skin", "No field"]],
    ]);
  });
});
