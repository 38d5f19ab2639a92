import { describe, expect, it } from "vitest";
import { csvCell, toCsv } from "./csv.ts";

describe("csvCell", () => {
  it.each([
    ["plain", "plain"],
    ["a,b", '"a,b"'],
    ['say "hi"', '"say ""hi"""'],
    ["two\nlines", '"two\nlines"'],
    ["cr\r", '"cr\r"'],
    ["=SUM(A1:A2)", "'=SUM(A1:A2)"],
    ["+1 555", "'+1 555"],
    ["-5 kg", "'-5 kg"],
    ["@cmd", "'@cmd"],
    ["\tTab", "'\tTab"],
    ['=HYPERLINK("x","y")', `"'=HYPERLINK(""x"",""y"")"`],
    ["", ""],
  ])("%j → %j", (value, expected) => {
    expect(csvCell(value)).toBe(expected);
  });

  it("writes numbers, booleans, dates and nothing as they are", () => {
    expect(csvCell(-70.5)).toBe("-70.5");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(new Date("2026-01-02T03:04:05Z"))).toBe("2026-01-02T03:04:05.000Z");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });
});

describe("toCsv", () => {
  it("writes a header and one CRLF-ended line per row", () => {
    expect(
      toCsv(
        ["id", "note"],
        [
          [1, "a, b"],
          [2, null],
        ],
      ),
    ).toBe('id,note\r\n1,"a, b"\r\n2,\r\n');
  });
});
