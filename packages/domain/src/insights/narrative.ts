import { INSIGHT_SERIES } from "./catalog.ts";
import { reportDays } from "./sources.ts";
import type { InsightRange, InsightStatistics } from "./types.ts";

/** Every figure a text may restate: the statistics' numbers (shares also as percents). */
function figuresOf(statistics: InsightStatistics, range: InsightRange): number[] {
  const figures: number[] = [];
  for (const s of statistics.series) {
    figures.push(s.n, s.mean, s.min, s.max);
    if (s.slopePerWeek !== null) figures.push(s.slopePerWeek);
  }
  for (const c of statistics.correlations) figures.push(c.n, c.rho, c.p, c.q);
  const cycle = statistics.cyclePhases;
  if (cycle) {
    figures.push(cycle.cycles, cycle.days);
    for (const phase of cycle.phases) {
      figures.push(phase.days, phase.loggedDays, phase.painDays, phase.restPainDays);
      if (phase.painMean !== null) figures.push(phase.painMean);
      if (phase.restPainMean !== null) figures.push(phase.restPainMean);
      for (const s of phase.symptoms) {
        figures.push(s.days, s.restDays, s.share, s.share * 100);
        if (s.restShare !== null) figures.push(s.restShare, s.restShare * 100);
      }
    }
  }
  const days = reportDays(range).length;
  figures.push(days, days / 7, Math.floor(days / 7));
  return figures;
}

/** `value` rounded to `decimals` places, halves away from zero (as people round by hand). */
function roundTo(value: number, decimals: number): number {
  const scale = 10 ** decimals;
  return (Math.sign(value) * Math.round(Math.abs(value) * scale + 1e-9)) / scale;
}

function matchesFigure(
  written: number,
  decimals: number,
  isSigned: boolean,
  figure: number,
): boolean {
  const close = (x: number) => Math.abs(roundTo(x, decimals) - written) < 1e-9;
  // An unsigned number may restate the size of a negative figure ("rho 0.87" for −0.8712).
  return close(figure) || (!isSigned && close(Math.abs(figure)));
}

const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/g;
const NUMBER = /(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d+))?/g;
const TWO_WEEKS = /^\s*(?:-\s*)?weeks?\b/i;

/** The measure words and the series each may stand for ("sleep": sleep quality or sleep hours). */
const VOCABULARY = (() => {
  const byWord = new Map<string, string[]>();
  for (const info of INSIGHT_SERIES) {
    for (const word of info.words) byWord.set(word, [...(byWord.get(word) ?? []), info.key]);
  }
  return byWord;
})();

/**
 * Checks an AI-written text against a report before it is stored: every number written must be
 * one of the report's figures at the precision written (0.87 for rho −0.8712, 7.3 for a mean of
 * 7.26, 85% for 85.3), the report's days or weeks (whole or not), its first or last date, or the
 * 2 of "2 weeks" (the suggestion to try something for two weeks); every measure named must have
 * a series in the report.
 */
export function checkNarrative(
  text: string,
  statistics: InsightStatistics,
  range: InsightRange,
): { ok: true } | { ok: false; problems: string[] } {
  const problems: string[] = [];
  const figures = figuresOf(statistics, range);
  const normalized = text.replace(/\u2212/g, "-");
  const withoutDates = normalized.replace(ISO_DATE, (date) => {
    if (date !== range.from && date !== range.to) {
      problems.push(`The date ${date} is not the report's first or last day`);
    }
    return " ".repeat(date.length);
  });
  for (const match of withoutDates.matchAll(NUMBER)) {
    const index = match.index;
    const before = withoutDates.slice(Math.max(0, index - 2), index);
    // A sign only when the minus is not joining two words or numbers ("3-4", "COVID-19").
    const isSigned = /(?:^|[^\p{L}\p{N}])-$/u.test(before);
    if (/[\p{L}]$/u.test(before)) continue; // part of a word or a name ("B12", "H2O")
    const integer = (match[1] as string).replace(/,/g, "");
    const fraction = match[2] ?? "";
    const written = (isSigned ? -1 : 1) * Number(`${integer}${fraction ? `.${fraction}` : ""}`);
    const decimals = fraction.length;
    const after = withoutDates.slice(index + match[0].length);
    if (written === 2 && decimals === 0 && TWO_WEEKS.test(after)) continue;
    if (figures.some((f) => matchesFigure(written, decimals, isSigned, f))) continue;
    problems.push(`The number ${match[0]} is not one of the report's figures`);
  }
  const present = new Set(statistics.series.map((s) => s.key));
  const words = normalized.toLowerCase().match(/\p{L}+/gu) ?? [];
  const named = new Set<string>();
  for (const word of words) {
    for (const [stem, keys] of VOCABULARY) {
      if (word.startsWith(stem) && !keys.some((key) => present.has(key))) named.add(stem);
    }
  }
  for (const stem of named) {
    problems.push(`The text names "${stem}", which this report has no figures for`);
  }
  return problems.length === 0 ? { ok: true } : { ok: false, problems };
}
