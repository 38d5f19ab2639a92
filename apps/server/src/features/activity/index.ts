import type { ServerModule } from "../../modules/module.ts";
import { activityDaysExporter } from "./activity.exporter.ts";
import { activityFhir } from "./activity.fhir.ts";
import { activityImporter } from "./activity.importer.ts";
import { activityInsights } from "./activity.insights.ts";
import { activityShare } from "./activity.share.ts";
import { activityDayRoutes } from "./activity-day.routes.ts";
import { activityAdminCounts } from "./activity-day.service.ts";

/** Activity: steps and active minutes per day, and their weekly averages. */
export const activityModule: ServerModule = {
  name: "activity",
  routes: activityDayRoutes,
  exporters: [activityDaysExporter],
  adminCounts: activityAdminCounts,
  insights: activityInsights,
  importer: activityImporter,
  fhir: activityFhir,
  share: activityShare,
};
