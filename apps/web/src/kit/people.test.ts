import { describe, expect, it } from "vitest";
import { elapsedSince, initialsOf, isTeamAuthor } from "./people.ts";

describe("elapsedSince", () => {
  const now = new Date("2026-11-25T12:00:00.000Z");
  const ago = (seconds: number) => new Date(now.getTime() - seconds * 1000).toISOString();

  it("says nothing under a minute, or for a time ahead of the clock", () => {
    expect(elapsedSince(ago(59), now)).toBeNull();
    expect(elapsedSince(ago(-600), now)).toBeNull();
  });

  it("gives the largest whole unit", () => {
    expect(elapsedSince(ago(60), now)).toEqual({ value: 1, unit: "minute" });
    expect(elapsedSince(ago(90 * 60), now)).toEqual({ value: 1, unit: "hour" });
    expect(elapsedSince(ago(26 * 3600), now)).toEqual({ value: 1, unit: "day" });
    expect(elapsedSince(ago(15 * 86_400), now)).toEqual({ value: 2, unit: "week" });
    expect(elapsedSince(ago(65 * 86_400), now)).toEqual({ value: 2, unit: "month" });
    expect(elapsedSince(ago(800 * 86_400), now)).toEqual({ value: 2, unit: "year" });
  });
});

describe("initialsOf", () => {
  it("takes the first and last names' first letters", () => {
    expect(initialsOf("Ada Lovelace")).toBe("AL");
    expect(initialsOf("Ada King Lovelace")).toBe("AL");
    expect(initialsOf("  grace ")).toBe("G");
    expect(initialsOf("Élodie Ørsted")).toBe("ÉØ");
    expect(initialsOf("")).toBe("");
  });
});

describe("isTeamAuthor", () => {
  it("is the team only for Vitalog's own content, not a hidden member or a deleted account", () => {
    expect(isTeamAuthor({ id: null, name: "Vitalog team" })).toBe(true);
    expect(isTeamAuthor({ id: null, name: "Vitalog member" })).toBe(false);
    expect(isTeamAuthor({ id: null, name: "Deleted account" })).toBe(false);
    expect(isTeamAuthor({ id: "u1", name: "Vitalog team" })).toBe(false);
  });
});
