import { DEFAULT_WEIGHT_CHANGE_WINDOW_DAYS } from "./constants.ts";
import { insufficientWindowMessage, NutritionMessage } from "./messages.ts";
import type { WeightChange } from "./nutrition.ts";

const DAY_MS = 86_400_000;

export interface WeighIn {
  measuredAt: string;
  weightKg: number;
}

export type WeightChangeResult =
  | { ok: true; change: WeightChange }
  | { ok: false; message: string };

/**
 * The average weight change over the last `windowDays` days before `now`: at least 2 entries in
 * all and at least 2 in the window, else the spec's messages (section 5).
 */
export function averageWeightChange(
  history: readonly WeighIn[],
  now: Date,
  windowDays = DEFAULT_WEIGHT_CHANGE_WINDOW_DAYS,
): WeightChangeResult {
  if (history.length < 2) return { ok: false, message: NutritionMessage.insufficientHistory };
  const since = now.getTime() - windowDays * DAY_MS;
  const inWindow = history
    .map((w) => ({ at: Date.parse(w.measuredAt), kg: w.weightKg }))
    .filter((w) => w.at >= since && w.at <= now.getTime())
    .sort((a, b) => a.at - b.at);
  const first = inWindow[0];
  const last = inWindow.at(-1);
  if (!first || !last || inWindow.length < 2) {
    return { ok: false, message: insufficientWindowMessage(windowDays) };
  }
  const changeKg = last.kg - first.kg;
  const spanMs = last.at - first.at;
  return {
    ok: true,
    change: {
      windowDays,
      entries: inWindow.length,
      from: new Date(first.at).toISOString(),
      to: new Date(last.at).toISOString(),
      startKg: first.kg,
      endKg: last.kg,
      changeKg,
      kgPerWeek: spanMs > 0 ? (changeKg / spanMs) * 7 * DAY_MS : null,
    },
  };
}
