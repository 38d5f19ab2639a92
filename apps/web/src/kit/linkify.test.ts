import { describe, expect, it } from "vitest";
import { linkify } from "./linkify.ts";

const link = (text: string, href = text) => ({ kind: "link", text, href });
const text = (value: string) => ({ kind: "text", text: value });

describe("linkify", () => {
  it("leaves text without addresses as one run of text", () => {
    expect(linkify("Lights out at ten,\nphone in the kitchen.")).toEqual([
      text("Lights out at ten,\nphone in the kitchen."),
    ]);
    expect(linkify("")).toEqual([]);
  });

  it("finds http, https and www addresses among the words", () => {
    expect(
      linkify("See https://www.nhs.uk/sleep and http://example.org?a=1&b=2 or www.cdc.gov/sleep"),
    ).toEqual([
      text("See "),
      link("https://www.nhs.uk/sleep"),
      text(" and "),
      link("http://example.org?a=1&b=2", "http://example.org/?a=1&b=2"),
      text(" or "),
      link("www.cdc.gov/sleep", "https://www.cdc.gov/sleep"),
    ]);
  });

  it("keeps the punctuation that ends a sentence out of the link", () => {
    expect(linkify("Read https://example.org/guide.")).toEqual([
      text("Read "),
      link("https://example.org/guide"),
      text("."),
    ]);
    expect(linkify("(see https://example.org/a), then")).toEqual([
      text("(see "),
      link("https://example.org/a"),
      text("), then"),
    ]);
    expect(linkify("https://en.wikipedia.org/wiki/Sleep_(disambiguation)!")).toEqual([
      link("https://en.wikipedia.org/wiki/Sleep_(disambiguation)"),
      text("!"),
    ]);
  });

  it("never links other schemes or addresses that are not web pages", () => {
    for (const value of [
      "javascript:alert(1)",
      "click javascript://example.org/%0Aalert(1)",
      "data:text/html,<script>alert(1)</script>",
      "vbscript:msgbox(1)",
      "mailto:someone@example.org",
      "http://localhost/x",
      "https://user:secret@example.org",
      "ada@www.example.org",
      'https://"onmouseover="alert(1)',
    ]) {
      expect(linkify(value).filter((part) => part.kind === "link")).toEqual([]);
    }
  });

  it("keeps markup as text: it is shown, never run", () => {
    expect(linkify('<img src=x onerror="alert(1)"> https://example.org<script>')).toEqual([
      text('<img src=x onerror="alert(1)"> '),
      link("https://example.org", "https://example.org/"),
      text("<script>"),
    ]);
  });
});
