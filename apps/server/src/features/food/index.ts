import type { ServerModule } from "../../modules/module.ts";
import {
  customFoodsExporter,
  foodFavouritesExporter,
  foodLogExporter,
  foodSettingsExporter,
  importedEnergyExporter,
} from "./food.exporter.ts";
import { foodImporter } from "./food.importer.ts";
import { foodInsights } from "./food.insights.ts";
import { foodRoutes } from "./food.routes.ts";
import { foodAdminCounts, seedStarterFoods } from "./food.service.ts";

/**
 * Food and calories: the food database, the food log by meal, the energy other apps recorded,
 * totals against the target.
 */
export const foodModule: ServerModule = {
  name: "food",
  routes: foodRoutes,
  exporters: [
    foodLogExporter,
    importedEnergyExporter,
    customFoodsExporter,
    foodFavouritesExporter,
    foodSettingsExporter,
  ],
  adminCounts: foodAdminCounts,
  insights: foodInsights,
  importer: foodImporter,
  seed: async (ctx) => {
    await seedStarterFoods(ctx);
  },
};
