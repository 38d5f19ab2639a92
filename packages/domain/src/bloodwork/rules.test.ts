import { describe, expect, it } from "vitest";
import { judgeValue } from "../kit/plausibility.ts";
import { LAB_MARKERS, LAB_PLAUSIBLE, type LabMarker, labMarkerOf } from "./catalogue.ts";
import { LOINC_CODE } from "./constants.ts";
import { labImplausibleMessage, unitNotAcceptedMessage } from "./messages.ts";
import {
  findLabUnit,
  fromCanonical,
  labFlag,
  labMaxIn,
  labPlausibility,
  labRangeFor,
  labSuggestedUnit,
  labValueVerdict,
  roundLabValue,
  toCanonical,
  unitKey,
} from "./rules.ts";

const marker = (code: string): LabMarker => {
  const found = labMarkerOf(code);
  if (!found) throw new Error(`no marker ${code}`);
  return found;
};
const convert = (code: string, value: number, unit: string) => {
  const u = findLabUnit(marker(code), unit);
  if (!u) throw new Error(`${code} does not accept ${unit}`);
  return toCanonical(value, u);
};

describe("the marker catalogue", () => {
  it("holds at least 40 markers with unique LOINC-shaped codes", () => {
    expect(LAB_MARKERS.length).toBeGreaterThanOrEqual(40);
    const codes = LAB_MARKERS.map((m) => m.code);
    expect(new Set(codes).size).toBe(codes.length);
    for (const code of codes) expect(code).toMatch(LOINC_CODE);
  });

  it.each(LAB_MARKERS.map((m) => [m.name, m] as const))(
    "%s: canonical unit first with factor 1, unique units, a sourced range",
    (_name, m) => {
      expect(m.units[0]).toEqual({ unit: m.unit, factor: 1 });
      expect(new Set(m.units.map((u) => unitKey(u.unit))).size).toBe(m.units.length);
      expect(m.ranges.length).toBeGreaterThan(0);
      for (const range of m.ranges) {
        expect(range.source.length).toBeGreaterThan(3);
        expect(range.low !== null || range.high !== null).toBe(true);
        if (range.low !== null && range.high !== null) expect(range.low).toBeLessThan(range.high);
      }
      const sexes = m.ranges.map((r) => r.sex);
      expect(sexes.length === 1 ? sexes[0] === null : sexes.sort().join() === "female,male").toBe(
        true,
      );
    },
  );

  it("has the markers people bring to their doctor, under their LOINC codes", () => {
    for (const [code, name] of [
      ["2093-3", "Total cholesterol"],
      ["2085-9", "HDL cholesterol"],
      ["13457-7", "LDL cholesterol (calculated)"],
      ["2571-8", "Triglycerides"],
      ["2345-7", "Glucose (fasting)"],
      ["4548-4", "HbA1c"],
      ["3016-3", "TSH"],
      ["2276-4", "Ferritin"],
      ["2132-9", "Vitamin B12"],
      ["1988-5", "C-reactive protein (CRP)"],
      ["2160-0", "Creatinine"],
      ["1742-6", "ALT"],
      ["718-7", "Hemoglobin"],
    ]) {
      expect(marker(code as string).name).toBe(name);
    }
  });
});

describe("unit conversions", () => {
  it("use the exact factors", () => {
    expect(convert("2093-3", 6.21, "mmol/L")).toBeCloseTo(240.14, 2);
    expect(fromCanonical(240, findLabUnit(marker("2093-3"), "mmol/L")!)).toBeCloseTo(6.2064, 4);
    expect(convert("2571-8", 1.7, "mmol/L")).toBeCloseTo(150.569, 3);
    expect(convert("2345-7", 5.5, "mmol/L")).toBeCloseTo(99.088, 3);
    expect(convert("2160-0", 88.4, "µmol/L")).toBeCloseTo(1, 10);
    expect(convert("62292-8", 75, "nmol/L")).toBeCloseTo(30.048, 3);
    expect(convert("2132-9", 200, "pmol/L")).toBeCloseTo(271.076, 3);
    // IFCC 48 mmol/mol is NGSP 6.5 % (ADA).
    expect(convert("4548-4", 48, "mmol/mol")).toBeCloseTo(6.542, 3);
    expect(fromCanonical(6.5, findLabUnit(marker("4548-4"), "mmol/mol")!)).toBeCloseTo(47.54, 2);
    expect(convert("718-7", 145, "g/L")).toBeCloseTo(14.5, 10);
    expect(convert("1742-6", 0.5, "µkat/L")).toBeCloseTo(30, 10);
  });

  const pairs = LAB_MARKERS.flatMap((m) => m.units.map((u) => [`${m.name} ${u.unit}`, u] as const));
  it.each(pairs)("%s round-trips through the canonical unit", (_label, unit) => {
    for (const value of [0.5, 7, 123.456]) {
      expect(fromCanonical(toCanonical(value, unit), unit)).toBeCloseTo(value, 9);
    }
  });

  it("read the usual spellings of a unit as the same unit", () => {
    const glucose = marker("2345-7");
    expect(findLabUnit(glucose, "MMOL/L")?.unit).toBe("mmol/L");
    expect(findLabUnit(glucose, " mg / dL ")?.unit).toBe("mg/dL");
    expect(findLabUnit(marker("2160-0"), "umol/L")?.unit).toBe("µmol/L");
    expect(findLabUnit(marker("2160-0"), "μmol/L")?.unit).toBe("µmol/L");
    expect(findLabUnit(marker("6690-2"), "10*3/uL")?.unit).toBe("10^3/µL");
    expect(findLabUnit(marker("2498-4"), "mcg/dL")?.unit).toBe("µg/dL");
    expect(findLabUnit(marker("4537-7"), "mm/hr")?.unit).toBe("mm/h");
    expect(findLabUnit(marker("1742-6"), "U/L")?.unit).toBe("U/L");
    expect(findLabUnit(glucose, "g/L")).toBeUndefined();
  });

  it("name the accepted units when one is refused", () => {
    expect(unitNotAcceptedMessage("Total cholesterol", ["mg/dL", "mmol/L"])).toBe(
      "Total cholesterol is entered in mg/dL or mmol/L",
    );
    expect(unitNotAcceptedMessage("Magnesium", ["mg/dL", "mmol/L", "mEq/L"])).toBe(
      "Magnesium is entered in mg/dL, mmol/L or mEq/L",
    );
    expect(unitNotAcceptedMessage("MCV", ["fL"])).toBe("MCV is entered in fL");
  });

  it("round away floating-point noise", () => {
    expect(roundLabValue(0.1 + 0.2)).toBe(0.3);
    expect(roundLabValue(240 / 38.67)).toBe(6.2064);
  });
});

describe("flags", () => {
  it("treat both ends of a range as normal", () => {
    const range = labRangeFor(marker("2823-3"), null);
    expect(labFlag(3.69, range)).toBe("low");
    expect(labFlag(3.7, range)).toBe("normal");
    expect(labFlag(5.2, range)).toBe("normal");
    expect(labFlag(5.21, range)).toBe("high");
  });

  it("treat a 'below x' cut-off as high from x on", () => {
    const range = labRangeFor(marker("2093-3"), "male");
    expect(labFlag(199.99, range)).toBe("normal");
    expect(labFlag(200, range)).toBe("high");
    expect(labFlag(0, range)).toBe("normal");
    expect(labFlag(convert("2093-3", 240, "mg/dL"), range)).toBe("high");
    const glucose = labRangeFor(marker("2345-7"), null);
    expect(labFlag(69.9, glucose)).toBe("low");
    expect(labFlag(70, glucose)).toBe("normal");
    expect(labFlag(99.9, glucose)).toBe("normal");
    expect(labFlag(100, glucose)).toBe("high");
    const a1c = labRangeFor(marker("4548-4"), null);
    expect(labFlag(5.6, a1c)).toBe("normal");
    expect(labFlag(5.7, a1c)).toBe("high");
  });

  it("read a 'less than x' limit by sex as high from x on", () => {
    const esr = marker("4537-7");
    expect(labFlag(14.9, labRangeFor(esr, "male"))).toBe("normal");
    expect(labFlag(15, labRangeFor(esr, "male"))).toBe("high");
    expect(labFlag(15, labRangeFor(esr, "female"))).toBe("normal");
    expect(labRangeFor(esr, null)).toMatchObject({ low: 0, high: 20, highExclusive: true });
  });

  it("treat an upper limit written 'up to x' as normal at x", () => {
    const hsCrp = labRangeFor(marker("30522-7"), null);
    expect(labFlag(3, hsCrp)).toBe("normal");
    expect(labFlag(3.01, hsCrp)).toBe("high");
  });

  it("read the range for the person's sex", () => {
    const hdl = marker("2085-9");
    expect(labFlag(45, labRangeFor(hdl, "male"))).toBe("normal");
    expect(labFlag(45, labRangeFor(hdl, "female"))).toBe("low");
    expect(labFlag(50, labRangeFor(hdl, "female"))).toBe("normal");
    const hemoglobin = marker("718-7");
    expect(labFlag(13.0, labRangeFor(hemoglobin, "male"))).toBe("low");
    expect(labFlag(13.0, labRangeFor(hemoglobin, "female"))).toBe("normal");
    expect(labFlag(15.5, labRangeFor(hemoglobin, "female"))).toBe("high");
    expect(labFlag(16.6, labRangeFor(hemoglobin, "male"))).toBe("normal");
  });

  it("without a sex, flag only what lies outside both sexes' ranges", () => {
    const range = labRangeFor(marker("718-7"), null);
    expect(range).toMatchObject({ sex: null, low: 11.6, high: 16.6 });
    expect(labFlag(11.5, range)).toBe("low");
    expect(labFlag(13.0, range)).toBe("normal");
    expect(labFlag(16.7, range)).toBe("high");
    expect(labRangeFor(marker("2085-9"), null)).toMatchObject({ low: 40, high: null });
  });

  it("are null without a range", () => {
    expect(labFlag(5, null)).toBeNull();
    expect(labFlag(5, { low: null, high: null })).toBeNull();
  });
});

describe("plausible lab values", () => {
  const unit = (code: string, name: string) => {
    const u = findLabUnit(marker(code), name);
    if (!u) throw new Error(`${code} does not accept ${name}`);
    return u;
  };

  it("gives every catalogue marker a plausible range that holds its reference range", () => {
    for (const m of LAB_MARKERS) {
      const { plausible, bounds } = labPlausibility(m);
      expect(LAB_PLAUSIBLE[m.code], m.name).toBeDefined();
      for (const r of m.ranges) {
        for (const v of [r.low, r.high]) {
          if (v !== null) expect(judgeValue(v, labPlausibility(m)), `${m.name} ${v}`).toBe("ok");
        }
      }
      if (plausible.max !== null) expect(plausible.max).toBeLessThanOrEqual(bounds.max ?? 1e9);
    }
  });

  it("asks about total cholesterol 5.1 in mg/dL and suggests mmol/L", () => {
    const m = marker("2093-3");
    expect(labValueVerdict(m, 5.1, unit("2093-3", "mg/dL"))).toBe("implausible");
    expect(labSuggestedUnit(m, 5.1, unit("2093-3", "mg/dL"))?.unit).toBe("mmol/L");
    expect(labValueVerdict(m, 5.1, unit("2093-3", "mmol/L"))).toBe("ok");
    expect(labValueVerdict(m, 197, unit("2093-3", "mg/dL"))).toBe("ok");
    expect(labImplausibleMessage(m.name, 5.1, "mg/dL", "mmol/L")).toBe(
      "No lab reports a total cholesterol of 5.1 mg/dL: did you mean 5.1 mmol/L?",
    );
  });

  it("takes the plausible edges and asks just past them", () => {
    const mgdl = unit("2093-3", "mg/dL");
    const m = marker("2093-3");
    expect(labValueVerdict(m, 40, mgdl)).toBe("ok");
    expect(labValueVerdict(m, 39.9, mgdl)).toBe("implausible");
    expect(labValueVerdict(m, 1000, mgdl)).toBe("ok");
    expect(labValueVerdict(m, 1000.1, mgdl)).toBe("implausible");
  });

  it("suggests no unit when the value is unusual in every unit", () => {
    const m = marker("2093-3");
    expect(labValueVerdict(m, 5000, unit("2093-3", "mg/dL"))).toBe("implausible");
    expect(labSuggestedUnit(m, 5000, unit("2093-3", "mg/dL"))).toBeUndefined();
    expect(labImplausibleMessage(m.name, 5000, "mg/dL")).toMatch(/far outside what labs report/);
  });

  it("reads HbA1c 42 as mmol/mol and glucose 5.5 as mmol/L", () => {
    expect(labSuggestedUnit(marker("4548-4"), 42, unit("4548-4", "%"))?.unit).toBe("mmol/mol");
    expect(labSuggestedUnit(marker("2345-7"), 5.5, unit("2345-7", "mg/dL"))?.unit).toBe("mmol/L");
  });

  it("refuses a percentage above 100, in any unit of the marker", () => {
    const m = marker("4544-3");
    expect(labValueVerdict(m, 100, unit("4544-3", "%"))).toBe("implausible");
    expect(labValueVerdict(m, 100.1, unit("4544-3", "%"))).toBe("outOfBounds");
    expect(labValueVerdict(m, 1.01, unit("4544-3", "L/L"))).toBe("outOfBounds");
    expect(labMaxIn(m, unit("4544-3", "L/L"))).toBe(1);
  });
});
