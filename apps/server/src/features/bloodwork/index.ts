import type { ServerModule } from "../../modules/module.ts";
import { labResultsExporter } from "./lab-result.exporter.ts";
import { bloodworkFhir } from "./lab-result.fhir.ts";
import { labResultImporter } from "./lab-result.importer.ts";
import { labResultRoutes } from "./lab-result.routes.ts";
import { bloodworkAdminCounts } from "./lab-result.service.ts";
import { readBloodworkShare } from "./lab-result.share.ts";

/** Bloodwork: the person's lab results against a catalogue of common markers. */
export const bloodworkModule: ServerModule = {
  name: "bloodwork",
  routes: labResultRoutes,
  exporters: [labResultsExporter],
  adminCounts: bloodworkAdminCounts,
  importer: labResultImporter,
  fhir: bloodworkFhir,
  share: { read: readBloodworkShare },
};
