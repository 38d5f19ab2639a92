import type { ServerModule } from "../../modules/module.ts";
import { insightReportsExporter } from "./insight-report.exporter.ts";
import { insightReportRoutes } from "./insight-report.routes.ts";

/**
 * Health insights: reports of statistics across the modules' daily series (each module's
 * `insights`), and an optional AI narrative that restates them.
 */
export const insightsModule: ServerModule = {
  name: "insights",
  routes: insightReportRoutes,
  exporters: [insightReportsExporter],
};
