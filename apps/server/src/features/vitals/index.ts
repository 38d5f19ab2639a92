import type { RequestContext } from "../../context.ts";
import type { ServerModule } from "../../modules/module.ts";
import { countBloodPressureRows } from "./blood-pressure.repository.ts";
import { countVitalSignRows } from "./vital-sign.repository.ts";
import {
  bloodPressureExporter,
  vitalSignExporter,
  vitalsSuggestionDismissalsExporter,
} from "./vitals.exporter.ts";
import { vitalsFhir } from "./vitals.fhir.ts";
import { vitalsImporter } from "./vitals.importer.ts";
import { vitalsInsights } from "./vitals.insights.ts";
import { vitalsRoutes } from "./vitals.routes.ts";
import { vitalsShare } from "./vitals.share.ts";

/** The admin dashboard's figures. */
async function vitalsAdminCounts(ctx: RequestContext) {
  const [bloodPressureReadings, vitalSignReadings] = await Promise.all([
    countBloodPressureRows(ctx.db),
    countVitalSignRows(ctx.db),
  ]);
  return { bloodPressureReadings, vitalSignReadings };
}

/** Vitals: blood pressure with its ACC/AHA category, resting heart rate, SpO2, temperature. */
export const vitalsModule: ServerModule = {
  name: "vitals",
  routes: vitalsRoutes,
  exporters: [bloodPressureExporter, vitalSignExporter, vitalsSuggestionDismissalsExporter],
  adminCounts: vitalsAdminCounts,
  insights: vitalsInsights,
  importer: vitalsImporter,
  fhir: vitalsFhir,
  share: vitalsShare,
};
