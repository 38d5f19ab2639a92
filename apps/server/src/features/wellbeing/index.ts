import type { ServerModule } from "../../modules/module.ts";
import { wellbeingCheckinsExporter } from "./wellbeing.exporter.ts";
import { wellbeingInsights } from "./wellbeing.insights.ts";
import { wellbeingRoutes } from "./wellbeing.routes.ts";
import { wellbeingAdminCounts } from "./wellbeing.service.ts";
import { readWellbeingShare } from "./wellbeing.share.ts";

/** Wellbeing: one daily check-in of mood, energy, sleep quality and stress, and its trends. */
export const wellbeingModule: ServerModule = {
  name: "wellbeing",
  routes: wellbeingRoutes,
  exporters: [wellbeingCheckinsExporter],
  adminCounts: wellbeingAdminCounts,
  insights: wellbeingInsights,
  share: { read: readWellbeingShare },
};
