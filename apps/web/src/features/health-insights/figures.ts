import type { Correlation } from "@vitalog/domain";
import type { ReportSeries } from "./api.ts";

/** The anchor (element id) of an association's section on the report page. */
export const associationAnchor = (index: number) => `association-${index + 1}`;

/** The anchor of a measure's tile on the report page. */
export const measureAnchor = (key: string) => `measure-${key.replace(/[^a-zA-Z0-9_-]/g, "-")}`;

export type NarrativePart = { text: string } | { text: string; figure: string; anchor: string };

// A number as written: an optional minus (ASCII or typographic), digits, an optional decimal part.
const NUMBER = /[-−]?\d+(?:\.\d+)?/g;

function matchesAt(value: number, written: number, decimals: number): boolean {
  const factor = 10 ** decimals;
  return Math.abs(Math.round(value * factor) / factor - written) < 1e-9;
}

/**
 * Splits a narrative into text and figures, each figure that matches one of the report's
 * (an association's days or rho, a measure's average, lowest or highest, at the precision
 * written) carrying the anchor of the chart or tile it comes from.
 */
export function linkFigures(
  text: string,
  statistics: { series: readonly ReportSeries[]; correlations: readonly Correlation[] },
): NarrativePart[] {
  const parts: NarrativePart[] = [];
  let last = 0;
  for (const match of text.matchAll(NUMBER)) {
    const raw = match[0];
    const start = match.index;
    const written = Number(raw.replace("−", "-"));
    const decimals = raw.split(".")[1]?.length ?? 0;
    // "for 2 weeks" is the summary's suggestion, never a figure of the report.
    const isWeeks = /^\s*weeks?\b/.test(text.slice(start + raw.length));
    const anchor = isWeeks ? null : anchorOf(written, decimals, statistics);
    if (anchor === null) continue;
    if (start > last) parts.push({ text: text.slice(last, start) });
    parts.push({ text: raw, figure: raw, anchor });
    last = start + raw.length;
  }
  if (last < text.length) parts.push({ text: text.slice(last) });
  return parts;
}

function anchorOf(
  written: number,
  decimals: number,
  statistics: { series: readonly ReportSeries[]; correlations: readonly Correlation[] },
): string | null {
  const magnitude = Math.abs(written);
  const correlations = statistics.correlations;
  if (decimals > 0) {
    const byRho = correlations.findIndex((c) => matchesAt(Math.abs(c.rho), magnitude, decimals));
    if (byRho >= 0) return associationAnchor(byRho);
  } else {
    const byDays = correlations.findIndex((c) => c.n === written);
    if (byDays >= 0) return associationAnchor(byDays);
  }
  const series = statistics.series.find((s) =>
    [s.mean, s.min, s.max].some((v) => matchesAt(v, written, decimals)),
  );
  return series ? measureAnchor(series.key) : null;
}
