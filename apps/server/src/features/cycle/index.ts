import type { ServerModule } from "../../modules/module.ts";
import {
  cycleDaysExporter,
  cyclePeriodsExporter,
  cycleSettingsExporter,
} from "./cycle.exporter.ts";
import { cycleImporter } from "./cycle.importer.ts";
import { cycleInsights } from "./cycle.insights.ts";
import { cycleRoutes } from "./cycle.routes.ts";
import { cycleAdminCounts } from "./cycle.service.ts";
import { readCycleShare } from "./cycle.share.ts";

/** Menstrual cycle: periods, day logs, calendar-method predictions and discreet mode. */
export const cycleModule: ServerModule = {
  name: "cycle",
  routes: cycleRoutes,
  exporters: [cyclePeriodsExporter, cycleDaysExporter, cycleSettingsExporter],
  adminCounts: cycleAdminCounts,
  insights: cycleInsights,
  importer: cycleImporter,
  share: { read: readCycleShare },
};
