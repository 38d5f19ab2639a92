import { PublicProfileMessage } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { identityPatch, PublicIdentityForm } from "./public-profile-form.ts";

const messageOf = (username: string) =>
  PublicIdentityForm.safeParse({ username, bio: "" }).error?.issues[0]?.message;

describe("the username rule", () => {
  it("takes 3 to 30 letters, digits, _ and -", () => {
    expect(messageOf("ada")).toBeUndefined();
    expect(messageOf("Ada_Lovelace-1815")).toBeUndefined();
    expect(messageOf("a".repeat(30))).toBeUndefined();
  });

  it("refuses anything else with the domain's message", () => {
    for (const username of ["ab", "a".repeat(31), "ada lovelace", "ada!", "adá"]) {
      expect(messageOf(username)).toBe(PublicProfileMessage.usernameInvalid);
    }
  });

  it("refuses reserved names, whatever their case", () => {
    expect(messageOf("Privacy")).toBe(PublicProfileMessage.usernameReserved);
    expect(messageOf("admin")).toBe(PublicProfileMessage.usernameReserved);
  });

  it("lets the username be left empty, which removes it", () => {
    expect(messageOf("   ")).toBeUndefined();
    expect(identityPatch({ username: "  ", bio: " Hi " })).toEqual({ username: null, bio: "Hi" });
    expect(identityPatch({ username: " ada ", bio: "" })).toEqual({ username: "ada", bio: "" });
  });
});
