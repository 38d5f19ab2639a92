import type { ServerModule } from "../../modules/module.ts";
import { nutritionRoutes } from "./nutrition.routes.ts";

/** Nutrition: calorie targets and weight change, worked out from the profile and weight entries. */
export const nutritionModule: ServerModule = {
  name: "nutrition",
  routes: nutritionRoutes,
};
