import {
  type AdaptiveEstimate,
  adaptiveTarget,
  addDays,
  chooseTarget,
  dailyIntake,
  EXPENDITURE_WINDOW_DAYS,
  estimateExpenditure,
  FAVOURITE_FOODS_MAX,
  FOOD_SEARCH_LIMIT,
  type Food,
  type FoodDay,
  type FoodInput,
  type FoodList,
  type FoodLogEntry,
  type FoodLogInput,
  type FoodLogPatch,
  FoodMessage,
  type FoodSettings,
  type FoodSettingsPatch,
  type FoodTargets,
  type FoodWeek,
  foodDayTotals,
  foodEnergyVerdict,
  isDayNotInFuture,
  isUuid,
  MEALS,
  type Nutrients,
  PORTION_GRAMS_MAX,
  portionNutrients,
  RECENT_FOODS_LIMIT,
  searchFoods as rankFoodSearch,
  resolvePortion,
  searchWords,
  type TargetSource,
  type WeighIn,
  type WeightGoal,
  weekDays,
} from "@vitalog/domain";
import type { RequestContext, ViewerContext } from "../../context.ts";
import { AppError, isUniqueViolation } from "../../errors.ts";
import { enforcePlausibility } from "../../kit/plausibility.ts";
import { ownedOr404 } from "../../kit/time-series.service.ts";
import { findNutritionTargets } from "../nutrition/nutrition.service.ts";
import { getProfile } from "../profile/profile.service.ts";
import { listWeightEntries } from "../weight/weight-entry.service.ts";
import {
  countEntries,
  countFavourites,
  deleteEntryRow,
  deleteFavourite,
  type EntryRow,
  type FoodRow,
  findEntryRow,
  findTargetSource,
  findVisibleFoodRow,
  insertCustomFoodRow,
  insertEntryRow,
  insertFavourite,
  insertStarterFoodRows,
  listEntryRows,
  listFavouriteFoodRows,
  listImportedEnergyByDay,
  listRecentFoodRows,
  listStarterFoodNames,
  searchFoodRows,
  searchFoodRowsByTypo,
  updateEntryRow,
  upsertTargetSource,
} from "./food.repository.ts";
import { STARTER_FOODS } from "./food.seed.ts";

const DEFAULT_TARGET_SOURCE: TargetSource = "formula";

function toFood(row: FoodRow): Food {
  return {
    id: row.id,
    name: row.name,
    energyKcal: row.energyKcal,
    proteinG: row.proteinG,
    carbohydrateG: row.carbohydrateG,
    fatG: row.fatG,
    fibreG: row.fibreG,
    servings: row.servings,
    isCustom: row.userId !== null,
    isFavourite: row.isFavourite,
  };
}

const per100gOf = (row: Nutrients): Nutrients => ({
  energyKcal: row.energyKcal,
  proteinG: row.proteinG,
  carbohydrateG: row.carbohydrateG,
  fatG: row.fatG,
  fibreG: row.fibreG,
});

function toEntry(row: EntryRow): FoodLogEntry {
  const per100g = per100gOf(row);
  return {
    id: row.id,
    date: row.date,
    meal: row.meal,
    foodId: row.foodId,
    foodName: row.foodName,
    grams: row.grams,
    servings: row.servings,
    serving: row.serving,
    per100g,
    nutrients: portionNutrients(per100g, row.grams),
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A day food was eaten on: not in the future (kit isDayNotInFuture). */
function eatenOn(ctx: ViewerContext, date: string): string {
  if (!isDayNotInFuture(date, ctx.now())) throw AppError.invalid("date", FoodMessage.dateInFuture);
  return date;
}

/**
 * Starter foods and the person's own whose names hold every word of `q`, best first; when none
 * does, those whose words are close to every word of `q` (typos forgiven).
 */
export async function searchFoods(ctx: ViewerContext, q: string | undefined): Promise<FoodList> {
  const words = searchWords(q ?? "");
  if (words.length === 0) return { items: [] };
  // Two indexed reads by the longest word, starter and own; the domain keeps the foods holding
  // every word, best first.
  const longest = words.reduce((a, b) => (b.length > a.length ? b : a));
  const [starter, own] = await Promise.all([
    searchFoodRows(ctx.db, ctx.viewer.id, "starter", longest),
    searchFoodRows(ctx.db, ctx.viewer.id, "own", longest),
  ]);
  const found = rankFoodSearch([...starter, ...own], q ?? "", FOOD_SEARCH_LIMIT);
  if (found.length > 0) return { items: found.map(toFood) };
  // No name holds every word: a typo ("bananna", "chiken breast"). Read the names with a word
  // like the longest one by trigram similarity; the domain keeps those close to every word.
  const [starterLike, ownLike] = await Promise.all([
    searchFoodRowsByTypo(ctx.db, ctx.viewer.id, "starter", longest),
    searchFoodRowsByTypo(ctx.db, ctx.viewer.id, "own", longest),
  ]);
  return {
    items: rankFoodSearch([...starterLike, ...ownLike], q ?? "", FOOD_SEARCH_LIMIT).map(toFood),
  };
}

/**
 * Adds one of the person's own foods. Its energy must agree with its protein, carbohydrate and
 * fat by Atwater (domain foodEnergyVerdict), or be confirmed: calories alone are asked about.
 */
export async function createCustomFood(ctx: ViewerContext, input: FoodInput): Promise<Food> {
  const { confirmed, ...food } = input;
  enforcePlausibility([
    {
      field: "energyKcal",
      verdict: foodEnergyVerdict(food),
      outOfBounds: FoodMessage.energyRange,
      implausible: FoodMessage.energyMismatch,
      confirmed,
    },
  ]);
  try {
    return toFood(await insertCustomFoodRow(ctx.db, ctx.viewer.id, food));
  } catch (error) {
    if (isUniqueViolation(error))
      throw new AppError("CONFLICT", FoodMessage.nameTaken, { name: FoodMessage.nameTaken });
    throw error;
  }
}

const findFood = (ctx: ViewerContext, id: string) =>
  ownedOr404(
    id,
    (owned) => findVisibleFoodRow(ctx.db, ctx.viewer.id, owned),
    FoodMessage.foodNotFound,
  );

export async function getFood(ctx: ViewerContext, id: string): Promise<Food> {
  return toFood(await findFood(ctx, id));
}

export async function listRecentFoods(ctx: ViewerContext): Promise<FoodList> {
  return {
    items: (await listRecentFoodRows(ctx.db, ctx.viewer.id, RECENT_FOODS_LIMIT)).map(toFood),
  };
}

export async function listFavouriteFoods(ctx: ViewerContext): Promise<FoodList> {
  return { items: (await listFavouriteFoodRows(ctx.db, ctx.viewer.id)).map(toFood) };
}

export async function setFavourite(
  ctx: ViewerContext,
  foodId: string,
  favourite: boolean,
): Promise<Food> {
  const food = await findFood(ctx, foodId);
  if (favourite && !food.isFavourite) {
    if ((await countFavourites(ctx.db, ctx.viewer.id)) >= FAVOURITE_FOODS_MAX) {
      throw new AppError("CONFLICT", FoodMessage.favouritesFull);
    }
    await insertFavourite(ctx.db, ctx.viewer.id, food.id);
  } else if (!favourite) {
    await deleteFavourite(ctx.db, ctx.viewer.id, food.id);
  }
  return toFood({ ...food, isFavourite: favourite });
}

function portionOf(
  servings: FoodRow["servings"],
  portion: {
    grams?: number | undefined;
    servings?: number | undefined;
    serving?: string | undefined;
  },
) {
  const resolved = resolvePortion(servings, portion);
  if (!resolved.ok)
    throw AppError.invalid(portion.servings === undefined ? "grams" : "serving", resolved.message);
  if (resolved.grams > PORTION_GRAMS_MAX)
    throw AppError.invalid("servings", FoodMessage.gramsRange);
  return resolved;
}

export async function createEntry(ctx: ViewerContext, input: FoodLogInput): Promise<FoodLogEntry> {
  const date = eatenOn(ctx, input.date);
  if (!isUuid(input.foodId))
    throw new AppError("NOT_FOUND", FoodMessage.foodNotFound, { foodId: FoodMessage.foodNotFound });
  const food = await findVisibleFoodRow(ctx.db, ctx.viewer.id, input.foodId);
  if (!food)
    throw new AppError("NOT_FOUND", FoodMessage.foodNotFound, { foodId: FoodMessage.foodNotFound });
  const portion = portionOf(food.servings, input);
  const row = await insertEntryRow(ctx.db, ctx.viewer.id, {
    date,
    meal: input.meal,
    foodId: food.id,
    foodName: food.name,
    ...per100gOf(food),
    grams: portion.grams,
    servings: portion.servings,
    serving: portion.serving,
  });
  return toEntry(row);
}

const findOwnedEntry = (ctx: ViewerContext, id: string) =>
  ownedOr404(id, (owned) => findEntryRow(ctx.db, ctx.viewer.id, owned), FoodMessage.entryNotFound);

export async function getEntry(ctx: ViewerContext, id: string): Promise<FoodLogEntry> {
  return toEntry(await findOwnedEntry(ctx, id));
}

/** Changes an entry's day, meal or portion; servings are those of the food it was logged from. */
export async function updateEntry(
  ctx: ViewerContext,
  id: string,
  patch: FoodLogPatch,
): Promise<FoodLogEntry> {
  if (patch.date) eatenOn(ctx, patch.date);
  const entry = await findOwnedEntry(ctx, id);
  let portion = {};
  if (patch.grams !== undefined) {
    portion = { grams: patch.grams, servings: null, serving: null };
  } else if (patch.servings !== undefined) {
    const food = entry.foodId
      ? await findVisibleFoodRow(ctx.db, ctx.viewer.id, entry.foodId)
      : null;
    const { grams, servings, serving } = portionOf(food?.servings ?? [], {
      servings: patch.servings,
      serving: patch.serving ?? entry.serving ?? undefined,
    });
    portion = { grams, servings, serving };
  }
  const row = await updateEntryRow(
    ctx.db,
    ctx.viewer.id,
    entry.id,
    {
      ...(patch.date ? { date: patch.date } : {}),
      ...(patch.meal ? { meal: patch.meal } : {}),
      ...portion,
    },
    ctx.now(),
  );
  if (!row) throw new AppError("NOT_FOUND", FoodMessage.entryNotFound);
  return toEntry(row);
}

export async function deleteEntry(ctx: ViewerContext, id: string): Promise<void> {
  const deleted = isUuid(id) && (await deleteEntryRow(ctx.db, ctx.viewer.id, id));
  if (!deleted) throw new AppError("NOT_FOUND", FoodMessage.entryNotFound);
}

const mealOrder = (meal: string) => MEALS.indexOf(meal as (typeof MEALS)[number]);

export async function getDay(ctx: ViewerContext, date: string): Promise<FoodDay> {
  const [rows, imported, targets] = await Promise.all([
    listEntryRows(ctx.db, ctx.viewer.id, { from: date, to: date }),
    listImportedEnergyByDay(ctx.db, ctx.viewer.id, date, date),
    getTargets(ctx, { onlyApplied: true }),
  ]);
  const entries = rows.map(toEntry).sort((a, b) => mealOrder(a.meal) - mealOrder(b.meal));
  return {
    date,
    entries,
    ...foodDayTotals(entries, imported[0]),
    targetKcal: targets.targetKcal,
    targetSource: targets.appliedSource,
  };
}

/** The seven days ending on `end`: each day's totals, and the target in force. */
export async function getWeek(ctx: ViewerContext, end: string): Promise<FoodWeek> {
  const from = addDays(end, -6);
  const [rows, imported, targets] = await Promise.all([
    listEntryRows(ctx.db, ctx.viewer.id, { from, to: end }),
    listImportedEnergyByDay(ctx.db, ctx.viewer.id, from, end),
    getTargets(ctx, { onlyApplied: true }),
  ]);
  return {
    from,
    to: end,
    days: weekDays(rows.map(toEntry), end, imported),
    targetKcal: targets.targetKcal,
    targetSource: targets.appliedSource,
  };
}

export async function getSettings(ctx: ViewerContext): Promise<FoodSettings> {
  return { targetSource: (await findTargetSource(ctx.db, ctx.viewer.id)) ?? DEFAULT_TARGET_SOURCE };
}

export async function updateSettings(
  ctx: ViewerContext,
  patch: FoodSettingsPatch,
): Promise<FoodSettings> {
  if (patch.targetSource)
    await upsertTargetSource(ctx.db, ctx.viewer.id, patch.targetSource, ctx.now());
  return getSettings(ctx);
}

async function weighInsSince(ctx: ViewerContext, since: string): Promise<WeighIn[]> {
  const all: WeighIn[] = [];
  let cursor: string | undefined;
  do {
    const page = await listWeightEntries(ctx, {
      limit: 100,
      from: `${since}T00:00:00.000Z`,
      cursor,
    });
    all.push(...page.items);
    cursor = page.nextCursor ?? undefined;
  } while (cursor);
  return all;
}

/**
 * The adaptive estimate over the window ending yesterday: logged intake against the weight
 * trend (the domain's `estimateExpenditure`), then adjusted for the goal as the formula is.
 */
async function adaptiveEstimate(
  ctx: ViewerContext,
  weightGoal: WeightGoal,
  today: string,
): Promise<AdaptiveEstimate | null> {
  const from = addDays(today, -EXPENDITURE_WINDOW_DAYS);
  const [rows, imported, weighIns] = await Promise.all([
    listEntryRows(ctx.db, ctx.viewer.id, { from, to: today }),
    listImportedEnergyByDay(ctx.db, ctx.viewer.id, from, today),
    weighInsSince(ctx, addDays(from, -1)),
  ]);
  const intake = dailyIntake(rows.map(toEntry), imported);
  const estimate = estimateExpenditure({ intake, weighIns, today });
  return estimate ? adaptiveTarget(estimate, weightGoal) : null;
}

/** What is missing for a formula target: the height in the profile, a weight entry. */
async function missingMeasurements(ctx: ViewerContext): Promise<FoodTargets["missing"]> {
  const [profile, weights] = await Promise.all([
    getProfile(ctx),
    listWeightEntries(ctx, { limit: 1 }),
  ]);
  const missing: FoodTargets["missing"] = [];
  if (profile.heightCm === null) missing.push("height");
  if (weights.items.length === 0) missing.push("weight");
  return missing;
}

/**
 * The formula target and the adaptive estimate side by side, and the one in force: the chosen
 * one, or the formula while the estimate has too little data.
 */
export async function getTargets(
  ctx: ViewerContext,
  { onlyApplied = false }: { onlyApplied?: boolean } = {},
): Promise<FoodTargets> {
  const [{ targetSource }, formula] = await Promise.all([
    getSettings(ctx),
    findNutritionTargets(ctx),
  ]);
  if (!formula) {
    return chooseTarget({
      targetSource,
      formula: null,
      adaptive: null,
      // A day or week view shows no target then; only the targets view says what is missing.
      missing: onlyApplied ? [] : await missingMeasurements(ctx),
    });
  }
  // A day or week view needs the estimate only when it is the target followed.
  if (onlyApplied && targetSource === "formula") {
    return chooseTarget({ targetSource, formula, adaptive: null });
  }
  const today = ctx.now().toISOString().slice(0, 10);
  const adaptive = await adaptiveEstimate(ctx, formula.weightGoal, today);
  return chooseTarget({ targetSource, formula, adaptive });
}

/** Adds the starter foods whose names are not there yet; safe at every start. */
export async function seedStarterFoods(ctx: Pick<RequestContext, "db" | "log">): Promise<number> {
  const present = await listStarterFoodNames(ctx.db);
  const missing = STARTER_FOODS.filter((food) => !present.has(food.name.toLowerCase()));
  await insertStarterFoodRows(ctx.db, missing);
  if (missing.length > 0) ctx.log.info({ foods: missing.length }, "starter foods seeded");
  return missing.length;
}

export async function foodAdminCounts(ctx: RequestContext) {
  return { foodLogEntries: await countEntries(ctx.db) };
}
