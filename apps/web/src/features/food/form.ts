import {
  type Food,
  FoodInput,
  type FoodLogInput,
  FoodMessage,
  Meal,
  PORTION_GRAMS_MAX,
  portionAmountProblem,
} from "@vitalog/domain";
import { z } from "zod";

/** The nutrient fields of a custom food, per 100 g. */
export const CUSTOM_FOOD_NUTRIENTS = [
  "energyKcal",
  "proteinG",
  "carbohydrateG",
  "fatG",
  "fibreG",
] as const;

/**
 * What the custom food form holds: text as typed, in the shape of `FoodInput` (one optional
 * serving) so that the domain's messages land on the fields they name.
 */
export interface CustomFoodFormValues {
  name: string;
  energyKcal: string;
  proteinG: string;
  carbohydrateG: string;
  fatG: string;
  fibreG: string;
  servings: [{ label: string; grams: string }];
}

export const emptyCustomFood = (): CustomFoodFormValues => ({
  name: "",
  energyKcal: "",
  proteinG: "",
  carbohydrateG: "",
  fatG: "",
  fibreG: "0",
  servings: [{ label: "", grams: "" }],
});

const numberOrText = (value: string) => (value.trim() ? Number(value) : Number.NaN);

/** The form schema: the typed text made into numbers, the serving left out unnamed, then the domain's rules. */
export const customFoodFormSchema = z
  .object({
    name: z.string(),
    energyKcal: z.string(),
    proteinG: z.string(),
    carbohydrateG: z.string(),
    fatG: z.string(),
    fibreG: z.string(),
    servings: z.tuple([z.object({ label: z.string(), grams: z.string() })]),
  })
  .transform((values): z.input<typeof FoodInput> => {
    const label = values.servings[0].label.trim();
    return {
      name: values.name,
      energyKcal: numberOrText(values.energyKcal),
      proteinG: numberOrText(values.proteinG),
      carbohydrateG: numberOrText(values.carbohydrateG),
      fatG: numberOrText(values.fatG),
      fibreG: numberOrText(values.fibreG),
      servings: label ? [{ label, grams: numberOrText(values.servings[0].grams) }] : [],
    };
  })
  .pipe(FoodInput);

/** The server's field names for the form's fields. */
export const CUSTOM_FOOD_SERVER_FIELDS = {
  name: "name",
  energyKcal: "energyKcal",
  proteinG: "proteinG",
  carbohydrateG: "carbohydrateG",
  fatG: "fatG",
  fibreG: "fibreG",
  servings: "servings.0.grams",
  "servings.0.grams": "servings.0.grams",
} as const;

/** What the portion form holds: the amount as typed, its unit (a serving's label or "g"), the meal. */
export interface PortionFormValues {
  amount: string;
  unit: string;
  meal: Meal;
}

export type Portion = Pick<FoodLogInput, "grams" | "servings" | "serving">;

/** A food's portion form as it opens: one of its first serving, else 100 g. */
export function emptyPortionForm(food: Food, meal: Meal): PortionFormValues {
  const first = food.servings[0];
  return { amount: first ? "1" : "100", unit: first ? first.label : "g", meal };
}

/**
 * The portion the form describes, its weight, and why it cannot be added (the domain's bounds:
 * 0, a negative amount, 99,999 g), or null.
 */
export function portionOf(
  food: Food,
  values: Pick<PortionFormValues, "amount" | "unit">,
): { portion: Portion; grams: number; problem: string | null } {
  const value = Number(values.amount);
  const serving = food.servings.find((s) => s.label === values.unit);
  const grams = serving ? value * serving.grams : value;
  const problem =
    values.amount.trim() === ""
      ? portionAmountProblem(Number.NaN, serving ? "servings" : "grams")
      : (portionAmountProblem(value, serving ? "servings" : "grams") ??
        (grams > PORTION_GRAMS_MAX ? FoodMessage.gramsRange : null));
  return {
    portion: serving ? { servings: value, serving: serving.label } : { grams: value },
    grams,
    problem,
  };
}

/** The portion form's schema: the amount within the domain's bounds, then the portion to log. */
export function portionFormSchema(food: Food) {
  return z
    .object({ amount: z.string(), unit: z.string(), meal: Meal })
    .superRefine((values, ctx) => {
      const { problem } = portionOf(food, values);
      if (problem) ctx.addIssue({ code: "custom", message: problem, path: ["amount"] });
    })
    .transform((values) => ({ meal: values.meal, portion: portionOf(food, values).portion }));
}

export type PortionFormOutput = z.output<ReturnType<typeof portionFormSchema>>;
