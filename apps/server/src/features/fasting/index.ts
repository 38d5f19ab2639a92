import type { ServerModule } from "../../modules/module.ts";
import { fastingSettingsExporter, fastsExporter } from "./fasting.exporter.ts";
import { fastingInsights } from "./fasting.insights.ts";
import { fastingRoutes } from "./fasting.routes.ts";
import { fastingAdminCounts } from "./fasting.service.ts";
import { insertDefaultFastingSettings } from "./fasting-settings.repository.ts";

/** Fasting: the timer's fasts, their history and streaks, and the fasting settings. */
export const fastingModule: ServerModule = {
  name: "fasting",
  routes: fastingRoutes,
  exporters: [fastsExporter, fastingSettingsExporter],
  onUserCreated: (ctx, userId) => insertDefaultFastingSettings(ctx.db, userId),
  adminCounts: fastingAdminCounts,
  insights: fastingInsights,
};
