import { addDays, daysBetween, isCalendarDate } from "../kit/calendar.ts";
import { judgeValue, type Plausibility, type PlausibilityVerdict } from "../kit/plausibility.ts";
import { dailyTargetKcal } from "../nutrition/calories.ts";
import type { ExpenditureEstimate } from "../nutrition/expenditure.ts";
import type { WeightGoal } from "../profile/profile.ts";
import {
  ENERGY_PER_100G_MAX,
  ENERGY_TOLERANCE_KCAL,
  ENERGY_TOLERANCE_SHARE,
  FOOD_WEEK_DAYS,
  IMPORTED_ENERGY_KCAL_MAX,
  MEALS,
  NUTRIENTS,
  PORTION_GRAMS_MAX,
  PORTION_SERVINGS_MAX,
} from "./constants.ts";
import type {
  AdaptiveEstimate,
  FoodLogEntry,
  FoodServing,
  FoodTargets,
  ImportedEnergy,
  Meal,
  Nutrients,
  TargetSource,
} from "./food.ts";
import { FoodMessage } from "./messages.ts";

export const ZERO_NUTRIENTS: Nutrients = Object.freeze({
  energyKcal: 0,
  proteinG: 0,
  carbohydrateG: 0,
  fatG: 0,
  fibreG: 0,
});

/**
 * What a portion holds: grams / 100 × the value per 100 g, not rounded (the way food
 * composition tables are read, e.g. USDA FoodData Central's "per 100 g" basis).
 */
export function portionNutrients(per100g: Nutrients, grams: number): Nutrients {
  const factor = grams / 100;
  return {
    energyKcal: per100g.energyKcal * factor,
    proteinG: per100g.proteinG * factor,
    carbohydrateG: per100g.carbohydrateG * factor,
    fatG: per100g.fatG * factor,
    fibreG: per100g.fibreG * factor,
  };
}

/** Adds nutrients up without rounding: only what is shown gets rounded. */
export function sumNutrients(items: Iterable<Nutrients>): Nutrients {
  const total = { ...ZERO_NUTRIENTS };
  for (const item of items) {
    for (const key of NUTRIENTS) total[key] += item[key];
  }
  return total;
}

export type PortionResult =
  | { ok: true; grams: number; servings: number | null; serving: string | null }
  | { ok: false; message: string };

/**
 * A portion in grams: given in grams, or as servings × the grams of one of the food's servings
 * (matched by label, case aside; the food's first serving when no label is given).
 */
export function resolvePortion(
  servingsOfFood: readonly FoodServing[],
  portion: {
    grams?: number | undefined;
    servings?: number | undefined;
    serving?: string | undefined;
  },
): PortionResult {
  if (portion.grams !== undefined) {
    return { ok: true, grams: portion.grams, servings: null, serving: null };
  }
  if (portion.servings === undefined) return { ok: false, message: FoodMessage.portionRequired };
  if (servingsOfFood.length === 0) return { ok: false, message: FoodMessage.noServings };
  const wanted = portion.serving?.trim().toLowerCase();
  const serving =
    wanted === undefined
      ? servingsOfFood[0]
      : servingsOfFood.find((s) => s.label.toLowerCase() === wanted);
  if (!serving) return { ok: false, message: FoodMessage.servingUnknown };
  return {
    ok: true,
    grams: portion.servings * serving.grams,
    servings: portion.servings,
    serving: serving.label,
  };
}

/** A day's entries grouped by meal, in the order of the day; each meal with its subtotal. */
export function groupByMeal<E extends { meal: Meal; nutrients: Nutrients }>(
  entries: readonly E[],
): { meal: Meal; entries: E[]; totals: Nutrients }[] {
  return MEALS.map((meal) => {
    const ofMeal = entries.filter((e) => e.meal === meal);
    return { meal, entries: ofMeal, totals: sumNutrients(ofMeal.map((e) => e.nutrients)) };
  });
}

/** Energy other apps recorded on one day: its sum and how many records. */
export interface ImportedEnergyOfDay extends ImportedEnergy {
  date: string;
}

export const NO_IMPORTED_ENERGY: ImportedEnergy = Object.freeze({ kcal: 0, entries: 0 });

/**
 * A day's totals: the entries' nutrients, with the energy other apps recorded added to the
 * energy only (it comes with no macronutrients, and none are made up for it).
 */
export function foodDayTotals(
  entries: readonly { nutrients: Nutrients }[],
  imported: ImportedEnergy = NO_IMPORTED_ENERGY,
): { totals: Nutrients; importedEnergy: ImportedEnergy } {
  const totals = sumNutrients(entries.map((e) => e.nutrients));
  return {
    totals: { ...totals, energyKcal: totals.energyKcal + imported.kcal },
    importedEnergy: { kcal: imported.kcal, entries: imported.entries },
  };
}

/**
 * Energy eaten per logged day, oldest first: the intake the adaptive expenditure estimate reads
 * (a day with no entry is a day not logged, not a day of fasting). Energy other apps recorded
 * counts as eaten, and makes its day a logged one.
 */
export function dailyIntake(
  entries: Iterable<{ date: string; nutrients: Nutrients }>,
  imported: Iterable<{ date: string; kcal: number }> = [],
): { date: string; energyKcal: number }[] {
  const byDay = new Map<string, number>();
  for (const e of entries) byDay.set(e.date, (byDay.get(e.date) ?? 0) + e.nutrients.energyKcal);
  for (const i of imported) byDay.set(i.date, (byDay.get(i.date) ?? 0) + i.kcal);
  return [...byDay]
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
    .map(([date, energyKcal]) => ({ date, energyKcal }));
}

/**
 * The seven days ending on `end`, oldest first, each with its totals and entry count; the
 * energy other apps recorded is counted in the day's energy and given as `importedKcal`.
 */
export function weekDays(
  entries: readonly { date: string; nutrients: Nutrients }[],
  end: string,
  imported: readonly ImportedEnergyOfDay[] = [],
): (Nutrients & { date: string; entryCount: number; importedKcal: number })[] {
  return Array.from({ length: FOOD_WEEK_DAYS }, (_, i) => {
    const date = addDays(end, i - (FOOD_WEEK_DAYS - 1));
    const ofDay = entries.filter((e) => e.date === date);
    const { totals, importedEnergy } = foodDayTotals(
      ofDay,
      imported.find((e) => e.date === date),
    );
    return {
      date,
      entryCount: ofDay.length,
      importedKcal: importedEnergy.kcal,
      ...totals,
    };
  });
}

/**
 * The energy of an imported record as the food log keeps it: rounded to 0.1 kcal, more than 0
 * and at most IMPORTED_ENERGY_KCAL_MAX; null for a value it cannot hold.
 */
export function importedEnergyKcal(kcal: number): number | null {
  if (!Number.isFinite(kcal)) return null;
  const kept = Math.round(kcal * 10) / 10;
  return kept > 0 && kept <= IMPORTED_ENERGY_KCAL_MAX ? kept : null;
}

const ISO_DAY_PREFIX = /^(\d{4}-\d{2}-\d{2})T/;

/**
 * The local day energy was eaten on, from the record's own clock: its `day` when the other app
 * gave one, else the date an ISO instant is written with (the local date at its own offset;
 * UTC's for an instant in Z). Null when neither is a real day within a day of the instant.
 */
export function importedEnergyDay(record: { at: string; day?: string | undefined }): string | null {
  const instant = new Date(record.at);
  if (Number.isNaN(instant.getTime())) return null;
  const day = record.day ?? ISO_DAY_PREFIX.exec(record.at)?.[1];
  if (!day || !isCalendarDate(day)) return null;
  // UTC offsets run from −12:00 to +14:00, so the local day is at most a day from UTC's.
  const utcDay = instant.toISOString().slice(0, 10);
  return Math.abs(daysBetween(utcDay, day)) <= 1 ? day : null;
}

/** The words of a search, lower-cased, without punctuation or repeats. */
export function searchWords(query: string): string[] {
  const words = query
    .toLowerCase()
    .split(/[\s,;()/]+/)
    .map((w) => w.trim())
    .filter(Boolean);
  return [...new Set(words)];
}

/** Whether a food's name holds every word of the search. */
export function matchesSearch(name: string, words: readonly string[]): boolean {
  const lower = name.toLowerCase();
  return words.every((w) => lower.includes(w));
}

/**
 * The order foods are listed for a search: names starting with the first word, then names
 * with a word starting with it, then the rest; shorter names (the plain food) before longer.
 */
export function searchRank(name: string, words: readonly string[]): [number, number, string] {
  const lower = name.toLowerCase();
  const first = words[0] ?? "";
  const tier = lower.startsWith(first)
    ? 0
    : lower.split(/[\s,;()/-]+/).some((w) => w.startsWith(first))
      ? 1
      : 2;
  return [tier, lower.length, lower];
}

/**
 * The trigrams of a word as pg_trgm forms them: lower-cased, padded with two spaces before and
 * one after, so the search in the browser and in PostgreSQL agree.
 */
export function trigrams(word: string): Set<string> {
  const padded = `  ${word.toLowerCase()} `;
  const set = new Set<string>();
  for (let i = 0; i + 3 <= padded.length; i++) set.add(padded.slice(i, i + 3));
  return set;
}

/**
 * How well a typed word matches the name's best word: the share of the typed word's trigrams
 * found in it (pg_trgm's word_similarity, taken word by word), 0..1.
 */
export function wordSimilarity(typed: string, name: string): number {
  const wanted = trigrams(typed);
  let best = 0;
  for (const word of name.toLowerCase().split(/[^\p{L}\p{N}]+/u)) {
    if (!word) continue;
    const have = trigrams(word);
    let shared = 0;
    for (const t of wanted) if (have.has(t)) shared += 1;
    best = Math.max(best, shared / wanted.size);
  }
  return best;
}

/**
 * A typed word matches a name's word when this share of its trigrams is found in it ("bananna"
 * in banana 0.75, "chiken" in chicken 0.71), pg_trgm's default word similarity threshold.
 */
export const FOOD_TYPO_SIMILARITY = 0.6;
/**
 * The database reads candidates at pg_trgm's word_similarity of at least this: it scores over
 * the best run of trigrams, so "chiken" against "chicken" is 0.5 there.
 */
export const FOOD_TYPO_CANDIDATE_SIMILARITY = 0.5;

/** How well a name matches every typed word, allowing typos: the weakest word's score, or 0. */
export function typoMatch(name: string, words: readonly string[]): number {
  const lower = name.toLowerCase();
  let weakest = 1;
  for (const w of words) {
    const score = lower.includes(w) ? 1 : wordSimilarity(w, name);
    if (score < FOOD_TYPO_SIMILARITY) return 0;
    weakest = Math.min(weakest, score);
  }
  return weakest;
}

/**
 * Foods matching a search, best first: the same order the server's search answers in. Names
 * holding every word come first; only when none does are typos forgiven ("bananna",
 * "chiken breast"), the closest names first.
 */
export function searchFoods<F extends { name: string }>(
  foods: readonly F[],
  query: string,
  limit: number,
): F[] {
  const words = searchWords(query);
  if (words.length === 0) return [];
  const exact = foods
    .filter((f) => matchesSearch(f.name, words))
    .map((f) => ({ f, rank: searchRank(f.name, words) }))
    .sort((a, b) => compareRank(a.rank, b.rank))
    .slice(0, limit)
    .map(({ f }) => f);
  if (exact.length > 0) return exact;
  return foods
    .map((f) => ({ f, score: typoMatch(f.name, words), rank: searchRank(f.name, words) }))
    .filter((m) => m.score > 0)
    .sort((a, b) => b.score - a.score || compareRank(a.rank, b.rank))
    .slice(0, limit)
    .map(({ f }) => f);
}

function compareRank(a: [number, number, string], b: [number, number, string]): number {
  if (a[0] !== b[0]) return a[0] - b[0];
  if (a[1] !== b[1]) return a[1] - b[1];
  return a[2] < b[2] ? -1 : a[2] > b[2] ? 1 : 0;
}

/**
 * Energy by the general Atwater factors (4 kcal/g protein and carbohydrate, 9 kcal/g fat;
 * with fibre counted at 2 kcal/g instead of 4 when `fibreAt2` is set), as in FAO Food and
 * Nutrition Paper 77 (2003), "Food energy: methods of analysis and conversion factors".
 */
export function atwaterEnergy(n: Nutrients, fibreAt2 = false): number {
  const available = fibreAt2 ? n.carbohydrateG - n.fibreG : n.carbohydrateG;
  return 4 * n.proteinG + 4 * available + 9 * n.fatG + (fibreAt2 ? 2 * n.fibreG : 0);
}

/** The adaptive estimate as a target: the measured expenditure adjusted for the goal (spec, section 9). */
export function adaptiveTarget(
  estimate: ExpenditureEstimate,
  weightGoal: WeightGoal,
): AdaptiveEstimate {
  return {
    expenditureKcal: estimate.expenditureKcal,
    targetKcal: dailyTargetKcal(estimate.expenditureKcal, weightGoal),
    meanIntakeKcal: estimate.meanIntakeKcal,
    trendKgPerWeek: estimate.trendKgPerWeek,
    daysLogged: estimate.daysLogged,
    weighInCount: estimate.weighInCount,
    windowDays: estimate.windowDays,
    from: estimate.from,
    to: estimate.to,
  };
}

/**
 * The target in force: the adaptive estimate when chosen and there is enough data for it, the
 * formula's otherwise, none without the measurements the formula needs.
 */
export function chooseTarget(input: {
  targetSource: TargetSource;
  formula: { targetKcal: number; tdeeKcal: number } | null;
  adaptive: AdaptiveEstimate | null;
  missing?: FoodTargets["missing"];
}): FoodTargets {
  const { targetSource, formula, adaptive } = input;
  if (!formula) {
    return {
      targetSource,
      formulaKcal: null,
      formulaTdeeKcal: null,
      adaptive,
      targetKcal: null,
      appliedSource: null,
      missing: input.missing ?? [],
    };
  }
  const useAdaptive = targetSource === "adaptive" && adaptive !== null;
  return {
    targetSource,
    formulaKcal: formula.targetKcal,
    formulaTdeeKcal: formula.tdeeKcal,
    adaptive,
    targetKcal: useAdaptive ? adaptive.targetKcal : formula.targetKcal,
    appliedSource: useAdaptive ? "adaptive" : "formula",
    missing: [],
  };
}

/** A food log entry of `grams` of a food, its values per 100 g kept as logged. */
export function makeEntry(
  food: Nutrients & { id: string; name: string },
  input: {
    id: string;
    date: string;
    meal: Meal;
    grams: number;
    servings?: number | null;
    serving?: string | null;
    at: string;
  },
): FoodLogEntry {
  const per100g: Nutrients = {
    energyKcal: food.energyKcal,
    proteinG: food.proteinG,
    carbohydrateG: food.carbohydrateG,
    fatG: food.fatG,
    fibreG: food.fibreG,
  };
  return {
    id: input.id,
    date: input.date,
    meal: input.meal,
    foodId: food.id,
    foodName: food.name,
    grams: input.grams,
    servings: input.servings ?? null,
    serving: input.serving ?? null,
    per100g,
    nutrients: portionNutrients(per100g, input.grams),
    createdAt: input.at,
    updatedAt: input.at,
  };
}

type Macros = Pick<Nutrients, "proteinG" | "carbohydrateG" | "fatG" | "fibreG">;

/**
 * The limits of a food's energy per 100 g given its macronutrients: 0..900 kcal (pure fat);
 * usual between the Atwater energy with fibre at 2 kcal/g and the one with fibre at 4, each
 * widened by the label tolerance (see ENERGY_TOLERANCE_SHARE).
 */
export function foodEnergyPlausibility(macros: Macros): Plausibility {
  const n = { energyKcal: 0, ...macros };
  const low = atwaterEnergy(n, true);
  const high = atwaterEnergy(n);
  return {
    bounds: { min: 0, max: ENERGY_PER_100G_MAX },
    plausible: {
      min: low * (1 - ENERGY_TOLERANCE_SHARE) - ENERGY_TOLERANCE_KCAL,
      max: high * (1 + ENERGY_TOLERANCE_SHARE) + ENERGY_TOLERANCE_KCAL,
    },
    source: "FAO Food and Nutrition Paper 77 (2003); 21 CFR 101.9(g)(5)",
  };
}

/** How a food's stated energy per 100 g fares against its macronutrients. */
export function foodEnergyVerdict(food: Nutrients): PlausibilityVerdict {
  return judgeValue(food.energyKcal, foodEnergyPlausibility(food));
}

/**
 * What is wrong with a typed portion amount, as the API would say it, or null when it is fine:
 * the form shows it beside a disabled Add.
 */
export function portionAmountProblem(amount: number, unit: "grams" | "servings"): string | null {
  const max = unit === "grams" ? PORTION_GRAMS_MAX : PORTION_SERVINGS_MAX;
  const message = unit === "grams" ? FoodMessage.gramsRange : FoodMessage.servingsRange;
  return Number.isFinite(amount) && amount > 0 && amount <= max ? null : message;
}
