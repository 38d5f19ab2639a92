import { readFileSync } from "node:fs";
import { RISK_FACTOR_CATEGORIES } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { STARTER_RISK_FACTORS } from "./catalog.seed.ts";

const migration = readFileSync(
  new URL("../../../../../packages/db/migrations/0016_onboarding.sql", import.meta.url),
  "utf8",
);

/** The category the migration gives an existing row of that name. */
function migratedCategory(name: string): string | undefined {
  for (const line of migration.split("\n")) {
    const match = /SET "category" = '([a-z]+)' WHERE .* IN \((.*)\);/.exec(line);
    if (match?.[2]?.split(", ").includes(`'${name}'`)) return match[1];
  }
  return undefined;
}

describe("starter risk factors", () => {
  it("each have a category, and the migration gives databases seeded earlier the same", () => {
    for (const item of STARTER_RISK_FACTORS) {
      expect(RISK_FACTOR_CATEGORIES, item.name).toContain(item.category);
      expect(migratedCategory(item.name), item.name).toBe(item.category);
    }
  });
});
