import type { ServerModule } from "../../modules/module.ts";
import { medicationDosesExporter, medicationsExporter } from "./medications.exporter.ts";
import { medicationsFhir } from "./medications.fhir.ts";
import { medicationsInsights } from "./medications.insights.ts";
import { medicationsRoutes } from "./medications.routes.ts";
import { medicationsAdminCounts } from "./medications.service.ts";
import { readMedicationsShare } from "./medications.share.ts";

/** Medications: schedules, today's doses taken, skipped or snoozed, adherence and stock. */
export const medicationsModule: ServerModule = {
  name: "medications",
  routes: medicationsRoutes,
  exporters: [medicationsExporter, medicationDosesExporter],
  adminCounts: medicationsAdminCounts,
  insights: medicationsInsights,
  fhir: medicationsFhir,
  share: { read: readMedicationsShare },
};
