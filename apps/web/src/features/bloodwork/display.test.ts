import { describe, expect, it } from "vitest";
import {
  compareLatest,
  groupByTest,
  markerKeyOf,
  rangeShapeOf,
  trendPoints,
  valueInUnit,
} from "./display.ts";
import { makeResult } from "./test-utils.ts";

const march = makeResult({
  id: "c1",
  takenAt: "2026-03-02T12:00:00.000Z",
  value: 5.2,
  unit: "mmol/L",
  canonicalValue: 201.084,
  lab: "North Lab",
});
const september = makeResult({ id: "c2", value: 240 });
const hdl = makeResult({
  id: "h1",
  code: "2085-9",
  name: "HDL cholesterol",
  value: 55,
  canonicalValue: 55,
  flag: "normal",
});
const own = makeResult({
  id: "o1",
  code: null,
  name: "Omega-3 index",
  custom: true,
  value: 6,
  unit: "%",
  canonicalValue: 6,
  canonicalUnit: "%",
  flag: null,
  range: null,
});

describe("results by test", () => {
  it("group by day and lab, newest test first", () => {
    const groups = groupByTest([september, hdl, own, march]);
    expect(groups.map((g) => [g.lab, g.results.map((r) => r.id)])).toEqual([
      ["City Lab", ["c2", "h1", "o1"]],
      ["North Lab", ["c1"]],
    ]);
    expect(groupByTest([own, hdl, september]).map((g) => g.results.map((r) => r.id))).toEqual([
      ["c2", "h1", "o1"],
    ]);
  });
});

describe("the comparison", () => {
  it("puts each marker's latest beside the previous, converted to the latest's unit", () => {
    const rows = compareLatest([hdl, march, september, own]);
    expect(rows.map((r) => r.name)).toEqual([
      "Total cholesterol",
      "HDL cholesterol",
      "Omega-3 index",
    ]);
    const [chol, hdlRow, ownRow] = rows;
    expect(chol?.latest.id).toBe("c2");
    expect(chol?.previous?.id).toBe("c1");
    expect(chol?.previousValue).toBeCloseTo(201.084, 3);
    expect(chol?.change).toBeCloseTo(38.916, 3);
    expect(hdlRow?.previous).toBeNull();
    expect(hdlRow?.change).toBeNull();
    expect(ownRow?.key).toBe("name:omega-3 index");
  });

  it("converts between a marker's units, never a marker of one's own", () => {
    expect(valueInUnit(september, "mmol/L")).toBeCloseTo(6.2064, 4);
    expect(valueInUnit(march, "mmol/L")).toBe(5.2);
    expect(valueInUnit(own, "mmol/L")).toBeNull();
    expect(valueInUnit(september, "g/L")).toBeNull();
  });
});

describe("the trend", () => {
  it("is oldest first in one unit", () => {
    const points = trendPoints([september, march], "mg/dL");
    expect(points.map((p) => [p.id, p.value])).toEqual([
      ["c1", 201.084],
      ["c2", 240],
    ]);
  });

  it("keys markers by code, or by name without one", () => {
    expect(markerKeyOf(september)).toBe("2093-3");
    expect(markerKeyOf({ code: null, name: " Omega-3 Index " })).toBe("name:omega-3 index");
  });
});

describe("ranges", () => {
  it("read as between, below, up to or at least", () => {
    expect(rangeShapeOf({ low: 3.7, high: 5.2, highExclusive: false })).toBe("between");
    expect(rangeShapeOf({ low: null, high: 200, highExclusive: true })).toBe("below");
    expect(rangeShapeOf({ low: null, high: 3, highExclusive: false })).toBe("upTo");
    expect(rangeShapeOf({ low: 40, high: null, highExclusive: false })).toBe("atLeast");
  });
});
