import { NutritionTargets, WeightChange, WeightChangeQuery } from "@vitalog/domain";
import { viewerContext } from "../../http/request-context.ts";
import { createRouter, defineRoute, errorResponses, jsonContent } from "../../http/router.ts";
import type { ModuleDeps } from "../../modules/module.ts";
import { getNutritionTargets, getWeightChange } from "./nutrition.service.ts";

export function nutritionRoutes({ guards }: ModuleDeps) {
  const router = createRouter();
  const common = { tags: ["Nutrition"] };

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/nutrition/targets",
      summary: "Daily calorie targets from the profile and the latest weight (Mifflin-St Jeor)",
      responses: {
        200: jsonContent(NutritionTargets, "BMR, TDEE, the goal's target and BMI, unrounded"),
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json(await getNutritionTargets(viewerContext(c)), 200),
  );

  router.openapi(
    defineRoute(guards, "user", {
      ...common,
      method: "get",
      path: "/nutrition/weight-change",
      summary: "The average weight change over the last `days` days (default 28)",
      request: { query: WeightChangeQuery },
      responses: {
        200: jsonContent(WeightChange, "The change between the window's first and last entry"),
        ...errorResponses(400, 401),
      },
    }),
    async (c) => c.json(await getWeightChange(viewerContext(c), c.req.valid("query").days), 200),
  );

  return router;
}
