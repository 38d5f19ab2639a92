import type { ServerModule } from "../../modules/module.ts";
import {
  imageCacheControl,
  isRecommendationImageUpload,
  RECOMMENDATION_IMAGES_PATH,
} from "./recommendation-images.routes.ts";
import { recommendationStatesExporter } from "./recommendations.exporter.ts";
import { countRecommendationRows } from "./recommendations.repository.ts";
import { recommendationRoutes } from "./recommendations.routes.ts";
import {
  afterCatalogChange,
  onCatalogChange,
  seedRecommendations,
} from "./recommendations.service.ts";

/** Preventive-health recommendations: the person's ranked list and the admin's guidelines. */
export const recommendationsModule: ServerModule = {
  name: "recommendations",
  routes: recommendationRoutes,
  exporters: [recommendationStatesExporter],
  adminCounts: async (ctx) => ({ recommendations: await countRecommendationRows(ctx.db) }),
  middleware: [{ path: `${RECOMMENDATION_IMAGES_PATH}/*`, handler: imageCacheControl }],
  // The step-picture upload has its own, larger limit (recommendation-images.routes.ts).
  hasOwnBodyLimit: isRecommendationImageUpload,
  // A deleted risk factor or goal leaves every guideline; renames reach the cached names.
  onCatalogChange,
  afterCatalogChange,
  seed: async (ctx) => {
    await seedRecommendations(ctx);
  },
};
