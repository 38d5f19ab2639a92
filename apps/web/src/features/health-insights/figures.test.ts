import type { Correlation } from "@vitalog/domain";
import { describe, expect, it } from "vitest";
import type { ReportSeries } from "./api.ts";
import { linkFigures, measureAnchor } from "./figures.ts";

const series: ReportSeries[] = [
  {
    key: "wellbeing.stress",
    n: 30,
    mean: 2.4667,
    min: 1,
    max: 5,
    slopePerWeek: -0.2,
    trend: "falling",
    trendSentence: "",
  },
  {
    key: "meditation.minutes",
    n: 28,
    mean: 12.25,
    min: 5,
    max: 20,
    slopePerWeek: 0.5,
    trend: "rising",
    trendSentence: "",
  },
];
const correlations: Correlation[] = [
  {
    a: "meditation.minutes",
    b: "wellbeing.stress",
    lag: 1,
    n: 27,
    rho: -0.8712,
    p: 0.000001,
    q: 0.00001,
    sentence: "",
    caution: "",
  },
];
const statistics = { series, correlations };

describe("linkFigures", () => {
  it("links an association's days and rho (either sign, as written) to its chart", () => {
    const parts = linkFigures("Over 27 days, rho −0.87 and also 0.87.", statistics);
    expect(parts).toEqual([
      { text: "Over " },
      { text: "27", figure: "27", anchor: "association-1" },
      { text: " days, rho " },
      { text: "−0.87", figure: "−0.87", anchor: "association-1" },
      { text: " and also " },
      { text: "0.87", figure: "0.87", anchor: "association-1" },
      { text: "." },
    ]);
  });

  it("links a measure's average, lowest or highest at the precision written to its tile", () => {
    const parts = linkFigures(
      "Stress averaged 2.5 (2.47); meditation up to 20 minutes.",
      statistics,
    );
    const linked = parts.filter((p) => "anchor" in p);
    expect(linked).toEqual([
      { text: "2.5", figure: "2.5", anchor: measureAnchor("wellbeing.stress") },
      { text: "2.47", figure: "2.47", anchor: measureAnchor("wellbeing.stress") },
      { text: "20", figure: "20", anchor: measureAnchor("meditation.minutes") },
    ]);
  });

  it("leaves numbers that match no figure as text, and keeps the whole text", () => {
    const text = "Try it for 2 weeks: 3.9 is not a figure here.";
    const parts = linkFigures(text, statistics);
    expect(parts.every((p) => !("anchor" in p))).toBe(true);
    expect(parts.map((p) => p.text).join("")).toBe(text);
  });
});
