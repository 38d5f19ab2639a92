import { describe, expect, it } from "vitest";
import {
  escapeHtml,
  passwordChangedEmail,
  passwordResetEmail,
  verificationEmail,
} from "./auth-emails.ts";

const LINK = "https://vitalog.example/reset-password?token=abc&x=<1>";

describe("mail templates", () => {
  it.each([
    ["verification", verificationEmail, "Verify your email address for Vitalog"],
    ["password reset", passwordResetEmail, "Reset your Vitalog password"],
    ["password changed", passwordChangedEmail, "Your Vitalog password was changed"],
  ])("%s: the link in plain text and HTML, and in links", (_name, template, subject) => {
    const mail = template(LINK);
    expect(mail.subject).toBe(subject);
    expect(mail.links).toEqual([LINK]);
    expect(mail.text).toContain(LINK);
    expect(mail.text).not.toMatch(/<[a-z]/i);
    expect(mail.html).toContain(`href="${escapeHtml(LINK)}"`);
    expect(mail.html).not.toContain("<1>");
    expect(mail.html).toMatch(/^<!doctype html>/);
    expect(mail.html).toContain(`<title>${escapeHtml(subject)}</title>`);
  });

  it("says how long a link works", () => {
    expect(verificationEmail(LINK).text).toContain("one hour");
    expect(passwordResetEmail(LINK).text).toContain("works once, for one hour");
  });

  it("escapes everything HTML would read", () => {
    expect(escapeHtml(`<a href="x">'&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&#39;&amp;&#39;&lt;/a&gt;",
    );
  });
});
