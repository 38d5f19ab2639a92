import type { ServerModule } from "../../modules/module.ts";
import { painEntriesExporter } from "./pain.exporter.ts";
import { painInsights } from "./pain.insights.ts";
import { painRoutes } from "./pain.routes.ts";
import { painAdminCounts } from "./pain.service.ts";
import { readPainShare } from "./pain.share.ts";

/** Pain and symptom diary: entries over a body map of named regions. */
export const painModule: ServerModule = {
  name: "pain",
  routes: painRoutes,
  exporters: [painEntriesExporter],
  adminCounts: painAdminCounts,
  insights: painInsights,
  share: { read: readPainShare },
};
