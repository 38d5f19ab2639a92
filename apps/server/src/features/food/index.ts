import type { ServerModule } from "../../modules/module.ts";
import {
  customFoodsExporter,
  foodFavouritesExporter,
  foodLogExporter,
  foodSettingsExporter,
} from "./food.exporter.ts";
import { foodInsights } from "./food.insights.ts";
import { foodRoutes } from "./food.routes.ts";
import { foodAdminCounts, seedStarterFoods } from "./food.service.ts";

/** Food and calories: the food database, the food log by meal, totals against the target. */
export const foodModule: ServerModule = {
  name: "food",
  routes: foodRoutes,
  exporters: [foodLogExporter, customFoodsExporter, foodFavouritesExporter, foodSettingsExporter],
  adminCounts: foodAdminCounts,
  insights: foodInsights,
  seed: async (ctx) => {
    await seedStarterFoods(ctx);
  },
};
