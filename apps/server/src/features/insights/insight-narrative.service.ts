import {
  CREDIT_COSTS,
  checkNarrative,
  InsightMessage,
  type InsightRange,
  type InsightStatistics,
} from "@vitalog/domain";
import { type ViewerContext, withTransaction } from "../../context.ts";
import { AppError } from "../../errors.ts";
import { AI_NOT_CONFIGURED, type Ai } from "../../platform/ai.ts";
import { withCredits } from "../ai-credits/ai-credits.service.ts";
import { setInsightNarrativeRow } from "./insight-report.repository.ts";
import {
  findInsightReport,
  type InsightReport,
  toInsightReport,
} from "./insight-report.service.ts";

export const NARRATIVE_SYSTEM_PROMPT = [
  "You write a short, careful summary of one person's health-tracking report for them to read.",
  "They are not a specialist: write plain English in the second person, in one or two short paragraphs.",
  "Restate only the figures given in the report, as written there or rounded; never compute, estimate or invent a number, and name only the measures that appear in it.",
  "An association is not a cause: say so when you mention one.",
  "Do not diagnose, do not name conditions and do not give medical advice.",
  "End with one thing they could try for two weeks, based on the report, and keep logging.",
  "Stay under 150 words. No headings, no lists, no greeting.",
].join("\n");

const round = (value: number | null) => (value === null ? null : Number(value.toFixed(2)));
const roundP = (value: number) => Number(value.toPrecision(2));

/**
 * The report as the model reads it: the period and the computed figures and sentences, rounded
 * as a person would write them. Statistics hold no names, notes or contact details.
 */
export function narrativePrompt(statistics: InsightStatistics, range: InsightRange): string {
  const figures = {
    period: { from: range.from, to: range.to },
    series: statistics.series.map((s) => ({
      measure: s.key,
      days: s.n,
      mean: round(s.mean),
      min: round(s.min),
      max: round(s.max),
      slopePerWeek: round(s.slopePerWeek),
      trend: s.trendSentence,
    })),
    associations: statistics.correlations.map((c) => ({
      a: c.a,
      b: c.b,
      lagDays: c.lag,
      days: c.n,
      rho: round(c.rho),
      q: roundP(c.q),
      sentence: c.sentence,
      caution: c.caution,
    })),
    ...(statistics.cyclePhases
      ? {
          cyclePhases: statistics.cyclePhases.phases.map((p) => ({
            phase: p.phase,
            days: p.days,
            painMean: round(p.painMean),
            restPainMean: round(p.restPainMean),
          })),
        }
      : {}),
  };
  return `Summarise this report:\n${JSON.stringify(figures)}`;
}

/**
 * The model's summary of the report, checked against its figures (domain `checkNarrative`);
 * one that fails is asked for again once with the problems named, then refused (422).
 */
async function draftNarrative(
  ctx: ViewerContext,
  ai: Ai,
  statistics: InsightStatistics,
  range: InsightRange,
): Promise<string> {
  const prompt = narrativePrompt(statistics, range);
  const call = { purpose: "insight-narrative", system: NARRATIVE_SYSTEM_PROMPT };
  const first = (await ai.generateText(ctx, { ...call, prompt })).text.trim();
  const firstCheck = checkNarrative(first, statistics, range);
  if (firstCheck.ok) return first;
  const retry = [
    prompt,
    `\nA summary you wrote was refused:\n${first}`,
    `\nWhat failed:\n- ${firstCheck.problems.join("\n- ")}`,
    "\nWrite it again using only the figures and measures in the report.",
  ].join("\n");
  const second = (await ai.generateText(ctx, { ...call, prompt: retry })).text.trim();
  if (checkNarrative(second, statistics, range).ok) return second;
  throw new AppError("UNPROCESSABLE", InsightMessage.narrativeRejected);
}

/**
 * Writes the AI narrative of one of the person's reports, for CREDIT_COSTS.insightNarrative
 * credits: 404 for another person's report, 503 before anything is reserved when AI is not
 * configured, 409 when the report has one already, and no charge when the model fails or its
 * text does not match the figures.
 */
export async function writeInsightNarrative(
  ctx: ViewerContext,
  ai: Ai,
  id: string,
): Promise<InsightReport> {
  // Another person's id is a 404 whether or not AI is configured.
  const report = await findInsightReport(ctx, id);
  if (!ai.configured) throw new AppError("SERVICE_UNAVAILABLE", AI_NOT_CONFIGURED);
  if (report.narrative !== null) throw new AppError("CONFLICT", InsightMessage.narrativeExists);
  const range: InsightRange = { from: report.from, to: report.to, tz: report.tz };
  const statistics = report.statistics as InsightStatistics;
  return withCredits(
    ctx,
    { cost: CREDIT_COSTS.insightNarrative, reason: "insight-narrative" },
    async (settle) => {
      const narrative = await draftNarrative(ctx, ai, statistics, range);
      return withTransaction(ctx, async (tx) => {
        const row = await setInsightNarrativeRow(
          tx.db,
          tx.viewer.id,
          report.id,
          narrative,
          tx.now(),
        );
        if (!row) throw new AppError("CONFLICT", InsightMessage.narrativeExists);
        await settle(tx, report.id);
        return toInsightReport(row);
      });
    },
  );
}
