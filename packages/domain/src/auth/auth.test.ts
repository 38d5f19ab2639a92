import { describe, expect, it } from "vitest";
import {
  isValidEmail,
  passwordStrength,
  SignUpForm,
  safeReturnPath,
  signInDestination,
} from "./auth.ts";

describe("email rule", () => {
  it.each([
    ["ana@example.com", true],
    ["a@b.c", true],
    ["  ana@example.com ", true],
    ["ana@example", false],
    ["ana.example.com", false],
    ["@example.com", false],
    ["ana @example.com", false],
    ["", false],
  ])("%s → %s", (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });
});

describe("password strength", () => {
  it.each([
    ["", 0, "Weak"],
    ["abc", 0, "Weak"],
    ["abcdefgh", 1, "Weak"],
    ["Abcdefgh", 2, "Fair"],
    ["Abcdefg1", 3, "Good"],
    ["Abcdef1!", 4, "Strong"],
    ["A1!", 3, "Good"],
  ])("%j scores %i (%s)", (password, score, label) => {
    expect(passwordStrength(password)).toEqual({ score, label });
  });
});

describe("sign-up form", () => {
  it("reports the spec's messages", () => {
    const result = SignUpForm.safeParse({ email: "x", password: "123", confirmPassword: "124" });
    expect(result.success).toBe(false);
    const messages = result.error?.issues.map((i) => i.message);
    expect(messages).toContain("Please enter a valid email address");
    expect(messages).toContain("Password should be at least 6 characters");
    expect(messages).toContain("Passwords do not match");
  });

  it("accepts a valid form", () => {
    expect(
      SignUpForm.safeParse({ email: "a@b.co", password: "secret", confirmPassword: "secret" })
        .success,
    ).toBe(true);
  });
});

describe("sign-in destination", () => {
  it("sends admins to the admin dashboard whatever the return URL", () => {
    expect(signInDestination({ isAdmin: true, profileCompleted: true, returnUrl: "/x" })).toBe(
      "/admin/dashboard",
    );
  });

  it("forces incomplete profiles to completion", () => {
    expect(signInDestination({ isAdmin: false, profileCompleted: false, returnUrl: "/x" })).toBe(
      "/profile-completion",
    );
  });

  it("honours a safe return URL, else the dashboard", () => {
    expect(
      signInDestination({
        isAdmin: false,
        profileCompleted: true,
        returnUrl: "/dashboard/weight?r=1",
      }),
    ).toBe("/dashboard/weight?r=1");
    expect(signInDestination({ isAdmin: false, profileCompleted: true })).toBe("/dashboard");
  });

  it.each(["//evil.example", "https://evil.example", "/\\evil", "/auth?redirect=/x", "dashboard"])(
    "refuses %s as a return path",
    (value) => {
      expect(safeReturnPath(value)).toBeNull();
    },
  );
});
