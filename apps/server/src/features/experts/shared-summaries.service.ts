import type { ShareableModule, SharedSummary } from "@vitalog/domain";
import type { ViewerContext } from "../../context.ts";
import { listWeightEntries } from "../weight/weight-entry.service.ts";
import { getSummary } from "../wellbeing/wellbeing.service.ts";

type Summarise = (ctx: ViewerContext) => Promise<string | null>;

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The last five weigh-ins, newest first, through the weight module's service. */
const weightSummary: Summarise = async (ctx) => {
  const page = await listWeightEntries(ctx, { limit: 5 });
  if (page.items.length === 0) return null;
  const lines = page.items.map((e) => `${e.measuredAt.slice(0, 10)}: ${round1(e.weightKg)} kg`);
  return `Latest weigh-ins, newest first:\n${lines.join("\n")}`;
};

/** The last 30 days of check-ins (averages on 1–5 scales), through the wellbeing service. */
const wellbeingSummary: Summarise = async (ctx) => {
  const s = await getSummary(ctx, { days: "30" });
  if (s.checkins === 0) return null;
  const a = s.averages;
  const part = (label: string, value: number | null, unit = "") =>
    value === null ? null : `${label} ${round1(value)}${unit}`;
  const figures = [
    part("mood", a.mood),
    part("energy", a.energy),
    part("sleep quality", a.sleepQuality),
    part("stress", a.stress),
    part("sleep", a.sleepHours, " h"),
  ].filter(Boolean);
  return `${s.checkins} check-ins from ${s.from} to ${s.to}; averages (1–5): ${figures.join(", ")}.`;
};

/** The modules with a summary for experts; a shared module not listed here adds nothing. */
const SUMMARIES: Partial<Record<ShareableModule, Summarise>> = {
  weight: weightSummary,
  wellbeing: wellbeingSummary,
};

/** Summaries of exactly the modules the person chose to share for this session. */
export async function sharedSummaries(
  ctx: ViewerContext,
  modules: readonly ShareableModule[],
): Promise<SharedSummary[]> {
  const found = await Promise.all(
    modules.map(async (module) => {
      const summarise = SUMMARIES[module];
      const summary = summarise ? await summarise(ctx) : null;
      return summary ? { module, summary } : null;
    }),
  );
  return found.filter((s): s is SharedSummary => s !== null);
}
