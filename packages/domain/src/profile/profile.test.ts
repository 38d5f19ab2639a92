import { describe, expect, it } from "vitest";
import {
  ageFromDateOfBirth,
  DateOfBirth,
  dateOfBirthAsOf,
  dateOfBirthProblem,
  isProfileComplete,
  ProfileUpdate,
} from "./profile.ts";

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
  ])("%j → %s", (value, message) => {
    const result = DateOfBirth.safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  const now = new Date("2026-06-15T12:00:00Z");
  it.each([
    ["3000-01-01", "Date of birth cannot be in the future"],
    ["2026-06-16", "Date of birth cannot be in the future"],
    ["2021-01-01", "You must be at least 13 years old to use Vitalog"],
    ["2013-06-16", "You must be at least 13 years old to use Vitalog"],
    ["1895-06-14", "Enter a valid date of birth"],
  ])("on 2026-06-15, %j → %s", (value, message) => {
    expect(dateOfBirthProblem(value, now)).toBe(message);
    const result = dateOfBirthAsOf(() => now).safeParse(value);
    expect(result.error?.issues[0]?.message).toBe(message);
  });

  it("accepts the 13th birthday itself and a 130-year-old", () => {
    expect(dateOfBirthProblem("2013-06-15", now)).toBeNull();
    expect(dateOfBirthProblem("1896-06-15", now)).toBeNull();
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
