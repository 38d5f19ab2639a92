import { jsonExporter, rowsExporter } from "../../data-export/exporters.ts";
import {
  findSettingsForExport,
  listCustomFoodRows,
  listEntryRows,
  listFavouritesForExport,
  listImportedEnergyRows,
} from "./food.repository.ts";

/** Every food log entry, oldest day first, with the food's values per 100 g when logged. */
export const foodLogExporter = rowsExporter(
  "food-log-entries",
  [
    "id",
    "date",
    "meal",
    "foodId",
    "foodName",
    "grams",
    "servings",
    "serving",
    "energyKcal",
    "proteinG",
    "carbohydrateG",
    "fatG",
    "fibreG",
    "createdAt",
    "updatedAt",
  ],
  (db, userId) => listEntryRows(db, userId) as unknown as Promise<Record<string, unknown>[]>,
);

/** The person's custom foods; servings as "label:grams" separated by semicolons in the CSV. */
export const customFoodsExporter = rowsExporter(
  "custom-foods",
  [
    "id",
    "name",
    "energyKcal",
    "proteinG",
    "carbohydrateG",
    "fatG",
    "fibreG",
    "servings",
    "createdAt",
    "updatedAt",
  ],
  async (db, userId) =>
    (await listCustomFoodRows(db, userId)).map(({ userId: _owner, ...food }) => ({
      ...food,
      servings: food.servings.map((s) => `${s.label}:${s.grams}`).join(";"),
    })),
);

/** The energy other apps recorded, oldest first: each record's local day, time and import. */
export const importedEnergyExporter = rowsExporter(
  "food-imported-energy",
  ["id", "date", "at", "kcal", "sourceId", "importId", "createdAt", "updatedAt"],
  listImportedEnergyRows,
);

export const foodFavouritesExporter = jsonExporter("food-favourites", listFavouritesForExport);

export const foodSettingsExporter = jsonExporter("food-settings", findSettingsForExport);
