import { describe, expect, it } from "vitest";
import { articleFigures, initialsOf, linkParts, plainTextOf } from "./display.ts";

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

describe("linkParts", () => {
  it("finds http(s) and www addresses, leaving the sentence's punctuation out", () => {
    expect(linkParts("See https://cdc.gov/sleep. Or www.nhs.uk, then rest!")).toEqual([
      { text: "See " },
      { text: "https://cdc.gov/sleep", href: "https://cdc.gov/sleep" },
      { text: ". Or " },
      { text: "www.nhs.uk", href: "https://www.nhs.uk" },
      { text: ", then rest!" },
    ]);
  });

  it("never makes a link of another scheme", () => {
    expect(linkParts("javascript:alert(1) and data:text/html,<b>x</b>")).toEqual([
      { text: "javascript:alert(1) and data:text/html,<b>x</b>" },
    ]);
  });
});

describe("authors", () => {
  it("takes a person's initials", () => {
    expect(initialsOf(" Ada  Lovelace King ")).toBe("AL");
  });
});
