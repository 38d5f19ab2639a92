import type { ServerModule } from "../../modules/module.ts";
import { meditationSessionsExporter, meditationSettingsExporter } from "./meditation.exporter.ts";
import { meditationImporter } from "./meditation.importer.ts";
import { meditationInsights } from "./meditation.insights.ts";
import { meditationRoutes } from "./meditation.routes.ts";
import { meditationAdminCounts } from "./meditation.service.ts";

/** Meditation: the timer's and hand-logged sessions, and their figures. */
export const meditationModule: ServerModule = {
  name: "meditation",
  routes: meditationRoutes,
  exporters: [meditationSessionsExporter, meditationSettingsExporter],
  adminCounts: meditationAdminCounts,
  insights: meditationInsights,
  importer: meditationImporter,
};
