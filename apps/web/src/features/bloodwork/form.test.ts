import { describe, expect, it } from "vitest";
import {
  CUSTOM_MARKER,
  panelFormSchema,
  panelServerFields,
  resultRow,
  toPanelInput,
  unitsFor,
  withMarker,
} from "./form.ts";

describe("the panel form", () => {
  it("offers only the units a marker accepts, its canonical unit first", () => {
    expect(unitsFor("2093-3")).toEqual(["mg/dL", "mmol/L"]);
    expect(unitsFor("4548-4")).toEqual(["%", "mmol/mol"]);
    expect(unitsFor(CUSTOM_MARKER)).toEqual([]);
  });

  it("keeps a unit the new marker accepts, else takes its canonical unit", () => {
    const row = { ...resultRow("2093-3"), unit: "mmol/L" };
    expect(withMarker(row, "2571-8").unit).toBe("mmol/L");
    expect(withMarker(row, "718-7").unit).toBe("g/dL");
    expect(withMarker(row, CUSTOM_MARKER).unit).toBe("mmol/L");
  });

  it("sends catalogue markers by code, one's own by name, and skips blank rows", () => {
    const input = toPanelInput({
      date: "2026-09-10",
      lab: "  ",
      rows: [
        { ...resultRow("2093-3"), value: "6,2", unit: "mmol/L" },
        { ...resultRow(CUSTOM_MARKER), name: " Omega-3 index ", value: "6", unit: "%" },
        { ...resultRow("2085-9"), value: "50", referenceLow: "40", referenceHigh: "" },
        resultRow(),
      ],
    });
    expect(input).toEqual({
      takenAt: "2026-09-10",
      lab: null,
      results: [
        { code: "2093-3", value: 6.2, unit: "mmol/L" },
        { name: "Omega-3 index", value: 6, unit: "%" },
        { code: "2085-9", value: 50, unit: "mg/dL", referenceLow: 40 },
      ],
    });
  });

  it("puts the API's result messages on the row they name, counting past blank rows", () => {
    const values = {
      date: "2026-09-10",
      lab: "",
      rows: [resultRow(), { ...resultRow("2093-3"), value: "abc" }, resultRow(CUSTOM_MARKER)],
    };
    expect(panelServerFields(values)).toMatchObject({
      takenAt: "date",
      "results.0.value": "rows.1.value",
      "results.0.name": "rows.1.marker",
      "results.1.name": "rows.2.name",
    });
    const parsed = panelFormSchema.safeParse(values);
    expect(parsed.error?.issues.map((i) => i.path.join("."))).toEqual(["rows.1.value"]);
  });
});
