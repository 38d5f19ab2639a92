import { createHmac } from "node:crypto";
import { describe, expect, it } from "vitest";
import { verifySignedCookie } from "./session-reader.ts";

const secret = "a-secret-that-is-long-enough-for-tests-0123456789";
const sign = (value: string, key = secret) =>
  `${value}.${createHmac("sha256", key).update(value).digest("base64")}`;

describe("verifySignedCookie", () => {
  it("returns the value of a cookie signed with the secret", () => {
    expect(verifySignedCookie(sign("token123"), secret)).toBe("token123");
    expect(verifySignedCookie(sign("with.dots.inside"), secret)).toBe("with.dots.inside");
  });

  it.each([
    ["absent", undefined],
    ["unsigned", "token123"],
    ["signed with another secret", sign("token123", "another-secret-of-sufficient-length-000")],
    ["tampered value", sign("token123").replace("token123", "token124")],
    ["truncated signature", sign("token123").slice(0, -2)],
    ["empty value", sign("").slice(0)],
  ])("refuses a cookie that is %s", (_label, raw) => {
    expect(verifySignedCookie(raw, secret)).toBeNull();
  });
});
