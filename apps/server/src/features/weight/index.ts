import type { ServerModule } from "../../modules/module.ts";
import { weightEntriesExporter } from "./weight-entry.exporter.ts";
import { weightFhir } from "./weight-entry.fhir.ts";
import { weightImporter } from "./weight-entry.importer.ts";
import { weightInsights } from "./weight-entry.insights.ts";
import { weightEntryRoutes } from "./weight-entry.routes.ts";
import { weightAdminCounts } from "./weight-entry.service.ts";
import { readWeightShare } from "./weight-entry.share.ts";

/** Weight and BMI: the person's weigh-ins. */
export const weightModule: ServerModule = {
  name: "weight",
  routes: weightEntryRoutes,
  exporters: [weightEntriesExporter],
  adminCounts: weightAdminCounts,
  insights: weightInsights,
  importer: weightImporter,
  share: { read: readWeightShare },
  fhir: weightFhir,
};
