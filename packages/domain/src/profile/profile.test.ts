import { describe, expect, it } from "vitest";
import { ageFromDateOfBirth, DateOfBirth, isProfileComplete, ProfileUpdate } from "./profile.ts";

describe("age", () => {
  const now = new Date("2026-06-15T12:00:00Z");
  it("counts whole years", () => {
    expect(ageFromDateOfBirth("1990-06-15", now)).toBe(36);
    expect(ageFromDateOfBirth("1990-06-16", now)).toBe(35);
  });
  it("treats a missing date of birth as 30 (spec)", () => {
    expect(ageFromDateOfBirth(null, now)).toBe(30);
  });
});

describe("date of birth", () => {
  it.each([
    ["", "Enter your date of birth"],
    ["1990-02-30", "Enter a valid date of birth"],
    ["3000-01-01", "Date of birth cannot be in the future"],
    [
      `${new Date().getUTCFullYear() - 5}-01-01`,
      "You must be at least 13 years old to use Vitalog",
    ],
  ])("%j → %s", (value, message) => {
    const result = DateOfBirth.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe("profile", () => {
  it("is complete once date of birth and gender are set", () => {
    expect(isProfileComplete({ dateOfBirth: "1990-01-01", gender: "female" })).toBe(true);
    expect(isProfileComplete({ dateOfBirth: null, gender: "female" })).toBe(false);
    expect(isProfileComplete({ dateOfBirth: "1990-01-01", gender: null })).toBe(false);
  });

  it("rejects unknown fields", () => {
    expect(ProfileUpdate.safeParse({ isAdmin: true }).success).toBe(false);
  });
});
