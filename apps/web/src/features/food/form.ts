import { FoodInput } from "@vitalog/domain";
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
