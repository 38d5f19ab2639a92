import { describe, expect, it } from "vitest";
import { articleFigures, initialsOf, plainTextOf } from "./display.ts";

describe("articleFigures", () => {
  it("counts words across blocks and gives the reading time: words ÷ 200, up, at least 1", () => {
    expect(plainTextOf("<h2>Sleep</h2><p>Light<br>sets the <strong>clock</strong>.</p>")).toBe(
      "Sleep Light sets the clock.",
    );
    expect(articleFigures("")).toEqual({ wordCount: 0, readingTime: 1 });
    expect(articleFigures(`<p>${"word ".repeat(200)}</p>`)).toEqual({
      wordCount: 200,
      readingTime: 1,
    });
    expect(articleFigures(`<p>${"word ".repeat(201)}</p>`)).toEqual({
      wordCount: 201,
      readingTime: 2,
    });
  });
});

describe("authors", () => {
  it("takes a person's initials", () => {
    expect(initialsOf(" Ada  Lovelace King ")).toBe("AL");
  });
});
