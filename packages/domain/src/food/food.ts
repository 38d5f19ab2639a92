import { z } from "zod";
import { CalendarDate } from "../kit/calendar.ts";
import { Confirmed } from "../kit/plausibility.ts";
import { requiredText } from "../kit/text.ts";
import {
  ENERGY_PER_100G_MAX,
  FOOD_NAME_MAX,
  FOOD_SEARCH_QUERY_MAX,
  FOOD_SERVINGS_MAX,
  GRAMS_PER_100G_MAX,
  MEALS,
  PORTION_GRAMS_MAX,
  PORTION_SERVINGS_MAX,
  SERVING_LABEL_MAX,
  TARGET_SOURCES,
} from "./constants.ts";
import { FoodMessage } from "./messages.ts";

/**
 * A day food is eaten on. Not in the future (up to one day past UTC's today) is checked against
 * the injected clock (kit isDayNotInFuture), not here.
 */
export const FoodDate = CalendarDate;

export const Meal = z.enum(MEALS, { error: FoodMessage.mealInvalid });
export type Meal = z.infer<typeof Meal>;

export const TargetSource = z.enum(TARGET_SOURCES, { error: FoodMessage.targetSourceInvalid });
export type TargetSource = z.infer<typeof TargetSource>;

export const FoodServing = z.object({
  label: requiredText(
    FoodMessage.servingLabelRequired,
    FoodMessage.servingLabelTooLong,
    SERVING_LABEL_MAX,
  ),
  grams: z
    .number({ error: FoodMessage.servingGramsRange })
    .finite(FoodMessage.servingGramsRange)
    .gt(0, FoodMessage.servingGramsRange)
    .max(PORTION_GRAMS_MAX, FoodMessage.servingGramsRange),
});
export type FoodServing = z.infer<typeof FoodServing>;

const perHundred = (message: string, max: number) =>
  z.number({ error: message }).finite(message).min(0, message).max(max, message);

/** What 100 g of a food holds; carbohydrate includes fibre (by difference, as USDA gives it). */
export const Nutrients = z.object({
  energyKcal: z.number(),
  proteinG: z.number(),
  carbohydrateG: z.number(),
  fatG: z.number(),
  fibreG: z.number(),
});
export type Nutrients = z.infer<typeof Nutrients>;

export const FoodInput = z
  .object({
    name: requiredText(FoodMessage.nameRequired, FoodMessage.nameTooLong, FOOD_NAME_MAX),
    energyKcal: perHundred(FoodMessage.energyRange, ENERGY_PER_100G_MAX),
    proteinG: perHundred(FoodMessage.nutrientRange, GRAMS_PER_100G_MAX),
    carbohydrateG: perHundred(FoodMessage.nutrientRange, GRAMS_PER_100G_MAX),
    fatG: perHundred(FoodMessage.nutrientRange, GRAMS_PER_100G_MAX),
    fibreG: perHundred(FoodMessage.nutrientRange, GRAMS_PER_100G_MAX).default(0),
    servings: z.array(FoodServing).max(FOOD_SERVINGS_MAX, FoodMessage.servingsTooMany).default([]),
    confirmed: Confirmed,
  })
  .strict()
  .superRefine((food, ctx) => {
    if (food.proteinG + food.carbohydrateG + food.fatG > GRAMS_PER_100G_MAX) {
      ctx.addIssue({ code: "custom", message: FoodMessage.macrosOver100, path: ["fatG"] });
    }
    if (food.fibreG > food.carbohydrateG) {
      ctx.addIssue({
        code: "custom",
        message: FoodMessage.fibreOverCarbohydrate,
        path: ["fibreG"],
      });
    }
    const labels = food.servings.map((s) => s.label.toLowerCase());
    if (new Set(labels).size !== labels.length) {
      ctx.addIssue({ code: "custom", message: FoodMessage.servingsDuplicate, path: ["servings"] });
    }
  });
export type FoodInput = z.infer<typeof FoodInput>;

export const Food = Nutrients.extend({
  id: z.string(),
  name: z.string(),
  servings: z.array(FoodServing),
  /** A food the person added themselves (only they see it). */
  isCustom: z.boolean(),
  isFavourite: z.boolean(),
});
export type Food = z.infer<typeof Food>;

export const FoodSearchQuery = z.object({
  q: z.string().max(FOOD_SEARCH_QUERY_MAX, FoodMessage.queryTooLong).optional(),
});
export type FoodSearchQuery = z.infer<typeof FoodSearchQuery>;

export const FoodList = z.object({ items: z.array(Food) });
export type FoodList = z.infer<typeof FoodList>;

const Grams = z
  .number({ error: FoodMessage.gramsRange })
  .finite(FoodMessage.gramsRange)
  .gt(0, FoodMessage.gramsRange)
  .max(PORTION_GRAMS_MAX, FoodMessage.gramsRange);
const Servings = z
  .number({ error: FoodMessage.servingsRange })
  .finite(FoodMessage.servingsRange)
  .gt(0, FoodMessage.servingsRange)
  .max(PORTION_SERVINGS_MAX, FoodMessage.servingsRange);
const ServingLabel = z.string().trim().min(1, FoodMessage.servingUnknown).max(SERVING_LABEL_MAX);

function checkPortion(
  portion: {
    grams?: number | undefined;
    servings?: number | undefined;
    serving?: string | undefined;
  },
  ctx: z.RefinementCtx,
  required: boolean,
) {
  if (portion.grams !== undefined && portion.servings !== undefined) {
    ctx.addIssue({ code: "custom", message: FoodMessage.portionBoth, path: ["grams"] });
  } else if (required && portion.grams === undefined && portion.servings === undefined) {
    ctx.addIssue({ code: "custom", message: FoodMessage.portionRequired, path: ["grams"] });
  } else if (portion.serving !== undefined && portion.servings === undefined) {
    ctx.addIssue({
      code: "custom",
      message: FoodMessage.servingLabelWithoutServings,
      path: ["serving"],
    });
  }
}

/**
 * One food eaten: its portion in grams, or a number of servings of one of the food's servings
 * (`serving`, its label; the food's first serving when absent).
 */
export const FoodLogInput = z
  .object({
    date: FoodDate,
    meal: Meal,
    foodId: z.uuid({ error: FoodMessage.foodIdRequired }),
    grams: Grams.optional(),
    servings: Servings.optional(),
    serving: ServingLabel.optional(),
  })
  .strict()
  .superRefine((input, ctx) => checkPortion(input, ctx, true));
export type FoodLogInput = z.infer<typeof FoodLogInput>;

/** A change of day, meal or portion; the food stays the one logged. */
export const FoodLogPatch = z
  .object({
    date: FoodDate,
    meal: Meal,
    grams: Grams,
    servings: Servings,
    serving: ServingLabel,
  })
  .partial()
  .strict()
  .superRefine((input, ctx) => checkPortion(input, ctx, false));
export type FoodLogPatch = z.infer<typeof FoodLogPatch>;

export const FoodLogEntry = z.object({
  id: z.string(),
  date: z.string(),
  meal: Meal,
  /** Null once a custom food it was logged from is gone; the entry keeps what it was. */
  foodId: z.string().nullable(),
  foodName: z.string(),
  grams: z.number(),
  servings: z.number().nullable(),
  serving: z.string().nullable(),
  /** The food's values per 100 g when it was logged. */
  per100g: Nutrients,
  /** What the portion holds (grams / 100 × per 100 g), not rounded. */
  nutrients: Nutrients,
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type FoodLogEntry = z.infer<typeof FoodLogEntry>;

export const FoodDayQuery = z.object({ date: CalendarDate });
export type FoodDayQuery = z.infer<typeof FoodDayQuery>;

/** Energy other apps recorded for a day (an import's dietary energy): no food, no macronutrients. */
export const ImportedEnergy = z.object({ kcal: z.number(), entries: z.number().int() });
export type ImportedEnergy = z.infer<typeof ImportedEnergy>;

export const FoodDay = z.object({
  date: z.string(),
  entries: z.array(FoodLogEntry),
  /** The entries' nutrients; `energyKcal` also counts `importedEnergy`, which has no macronutrients. */
  totals: Nutrients,
  importedEnergy: ImportedEnergy,
  /** The day's energy target, or null when none can be worked out (no height or weight). */
  targetKcal: z.number().nullable(),
  /** Which target `targetKcal` is: the chosen one, or the formula while the estimate lacks data. */
  targetSource: TargetSource.nullable(),
});
export type FoodDay = z.infer<typeof FoodDay>;

export const FoodWeekQuery = z.object({ end: CalendarDate });
export type FoodWeekQuery = z.infer<typeof FoodWeekQuery>;

export const FoodWeek = z.object({
  from: z.string(),
  to: z.string(),
  /** Each day's totals; `energyKcal` counts `importedKcal`, the energy other apps recorded. */
  days: z.array(
    Nutrients.extend({ date: z.string(), entryCount: z.number(), importedKcal: z.number() }),
  ),
  targetKcal: z.number().nullable(),
  targetSource: TargetSource.nullable(),
});
export type FoodWeek = z.infer<typeof FoodWeek>;

export const FoodSettings = z.object({ targetSource: TargetSource });
export type FoodSettings = z.infer<typeof FoodSettings>;

export const FoodSettingsPatch = z.object({ targetSource: TargetSource }).partial().strict();
export type FoodSettingsPatch = z.infer<typeof FoodSettingsPatch>;

/** The adaptive estimate of what the person really burns, and what it rests on. */
export const AdaptiveEstimate = z.object({
  expenditureKcal: z.number(),
  /** The estimate adjusted for the person's weight goal, as the formula target is. */
  targetKcal: z.number(),
  meanIntakeKcal: z.number(),
  /** The weight trend over the window, kg per week (negative: losing). */
  trendKgPerWeek: z.number(),
  daysLogged: z.number(),
  weighInCount: z.number(),
  windowDays: z.number(),
  from: z.string(),
  to: z.string(),
});
export type AdaptiveEstimate = z.infer<typeof AdaptiveEstimate>;

/** Both targets side by side, the choice, and the one in force. */
export const FoodTargets = z.object({
  targetSource: TargetSource,
  /** The formula's daily target (Mifflin-St Jeor × activity, adjusted for the goal). */
  formulaKcal: z.number().nullable(),
  formulaTdeeKcal: z.number().nullable(),
  adaptive: AdaptiveEstimate.nullable(),
  /** The target in force: the chosen one, the formula while the estimate lacks data. */
  targetKcal: z.number().nullable(),
  appliedSource: TargetSource.nullable(),
  /** What the person must fill in before any target can be worked out. */
  missing: z.array(z.enum(["height", "weight", "profile"])),
});
export type FoodTargets = z.infer<typeof FoodTargets>;
