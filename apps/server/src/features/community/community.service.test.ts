import { DELETED_ACCOUNT_NAME, UNNAMED_MEMBER_NAME, VITALOG_TEAM_NAME } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import { toAuthor } from "./community.service.ts";

const row = {
  authorId: "u1",
  authorName: "Ada",
  authorUsername: "ada",
  authorPublic: true,
  authorPhotoId: "f1",
};

describe("toAuthor", () => {
  it("names every author, whatever they gave", () => {
    expect(toAuthor(row).name).toBe("Ada");
    expect(toAuthor({ ...row, authorName: "" }).name).toBe(UNNAMED_MEMBER_NAME);
    expect(toAuthor({ ...row, authorName: "   " }).name).toBe(UNNAMED_MEMBER_NAME);
    expect(toAuthor({ ...row, authorName: null }).name).toBe(UNNAMED_MEMBER_NAME);
    expect(toAuthor({ ...row, authorId: null }).name).toBe(VITALOG_TEAM_NAME);
    expect(toAuthor({ ...row, authorId: null }, DELETED_ACCOUNT_NAME).name).toBe(
      DELETED_ACCOUNT_NAME,
    );
  });

  it("shows the username and photo only of a public profile", () => {
    expect(toAuthor(row)).toMatchObject({ username: "ada", hasPublicProfile: true });
    expect(toAuthor({ ...row, authorPublic: false })).toMatchObject({
      username: null,
      photoUrl: null,
      hasPublicProfile: false,
    });
  });
});
